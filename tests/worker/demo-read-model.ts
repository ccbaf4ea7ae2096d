/// <reference types="vite/client" />
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { readTutorial } from "../../scripts/demo/tutorial";
import { normalisePost } from "../../worker/posts/normalise";
import { applyPostChanges, type PostChange } from "../../worker/read-model/changes";
import { indexEntry } from "../../worker/read-model/entry";
import { ensureTopicDocuments } from "../../worker/read-model/topics";

// The demo tutorials as `npm start` seeds them (scripts/demo/tutorials/), read at build time by Vite.
const tutorials = import.meta.glob<string>("../../scripts/demo/tutorials/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * Fills this file's empty D1 (see ./fresh-file.ts) as the scheduled job leaves it for the demo
 * site: the schema, the topic pages and calculators, and every demo tutorial as a published
 * post (read with the site's own converter, then as the job reads a Firestore document).
 * Returns the slugs. Files that use it do not import ./read-model (the fixtures).
 */
export async function fillDemoReadModel(): Promise<string[]> {
  await applyD1Migrations(env.READ_MODEL, env.TEST_MIGRATIONS);
  await ensureTopicDocuments(env.READ_MODEL, { force: true });
  const changes = Object.entries(tutorials).map(([file, markdown], index): PostChange => {
    const { post, problems } = readTutorial(markdown);
    if (!post) throw new Error(`${file} is not a post: ${problems.map((problem) => problem.message).join("; ")}`);
    const time = new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
    const document = {
      path: `admin-posts/author-a/posts/${post.id}`,
      id: post.id,
      data: { ...post.data },
      createTime: time,
      updateTime: time,
    };
    return { slug: post.data.slug, version: time, entry: indexEntry(normalisePost("author-a", document, post.data.slug)) };
  });
  await applyPostChanges(env.READ_MODEL, changes);
  return changes.map((change) => change.slug);
}
