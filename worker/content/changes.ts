import { linkedSlugs, topicPages } from "../../client/data/topics";
import { latestKey, listKey, neighboursKey, postKey, questionsKey, sitemapKey, topicPostsKey } from "../cache/keys";
import { readThroughCache } from "../cache/read-through";
import type { SiteConfig } from "../config";
import { applyPostChanges, type PostChange } from "../read-model/changes";
import { withRetries } from "../read-model/retry";
import type { PostRef } from "../questions/store";

/** The stores a change is written to: the KV cache and the read model (D1). */
export interface ContentStores {
  kv: KVNamespace;
  db: D1Database;
}

/**
 * How the site's derived copies learn about writes: the one place, beside the reads in
 * ./request-content.ts, that knows their keys. Routes, the studio and the scheduled job
 * call these methods; none of them builds a KV key.
 */
export interface ContentChanges {
  /**
   * After a post's Firestore commit: the changes go into the read model, each kept only if
   * no newer write of its slug is there already (tried three times, then thrown, never
   * dropped), and the caches of the pages they affect are purged: the posts themselves and
   * their neighbour lists, the topic pages they belonged to or belong to now (or are linked
   * from), the newest posts (home, the feed) and the sitemap. No other page re-renders.
   */
  postsChanged(slugs: string[], changes: PostChange[]): Promise<void>;
  /** After a list is saved: its cached pages go. */
  listChanged(address: string): Promise<void>;
  /** The purge API: posts by slug and lists by address. */
  purge(slugs: string[], listAddresses: string[]): Promise<void>;
  /** The scheduled job's new sitemap slug list. */
  sitemapRebuilt(slugs: string[]): Promise<void>;
  /**
   * After the scheduled job changed the read model (posts written outside the studio): the
   * newest posts, every topic page's list and the sitemap go; neighbour lists of other posts
   * follow within their freshness.
   */
  indexChanged(slugs?: string[]): Promise<void>;
  /**
   * After a shown question changed (approved, answered, edited, marked as spam, deleted): the
   * post's questions are read again, and its finished pages, which name them, go at once.
   */
  questionsChanged(post: PostRef): Promise<void>;
}

/** Slugs to the topic pages that link to them. */
const linkingTopics = new Map<string, string[]>();
for (const [topic, page] of topicPages)
  for (const slug of linkedSlugs(page.content)) linkingTopics.set(slug, [...(linkingTopics.get(slug) ?? []), topic]);

async function topicsOf(db: D1Database, slugs: string[]): Promise<string[]> {
  if (!slugs.length) return [];
  const { results } = await db
    .prepare("SELECT DISTINCT topic FROM posts WHERE topic IS NOT NULL AND slug IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(slugs))
    .all<{ topic: string }>();
  return results.map(({ topic }) => topic);
}

export function contentChanges({ kv, db }: ContentStores, config: SiteConfig): ContentChanges {
  const cache = readThroughCache(kv);
  const { authorIds, listAdminId } = config;
  const topicKeys = (topics: Iterable<string>) => Promise.all([...topics].map((topic) => topicPostsKey(authorIds, topic)));
  const listKeys = async (slugs: string[], topics: Iterable<string>) => [
    await latestKey(authorIds),
    await sitemapKey(authorIds),
    ...(await topicKeys(topics)),
    ...(await Promise.all(slugs.map((slug) => neighboursKey(authorIds, slug)))),
  ];
  return {
    async postsChanged(slugs, changes) {
      await cache.purge([...(await Promise.all(slugs.map((slug) => postKey(authorIds, slug)))), await sitemapKey(authorIds)]);
      const changed = changes.map((change) => change.slug);
      // The topics the posts had before this change (read before it lands) and have after it.
      const topics = new Set([
        ...changes.flatMap((change) => change.entry?.summary.topic ?? []),
        ...changed.flatMap((slug) => linkingTopics.get(slug) ?? []),
      ]);
      try {
        for (const topic of await topicsOf(db, changed)) topics.add(topic);
      } catch (error) {
        // D1 failing here fails the write below too; every topic list is purged to be sure.
        console.error("Could not read the changed posts' topics; purging every topic list", error);
        for (const topic of topicPages.keys()) topics.add(topic);
      }
      try {
        await withRetries("Writing to the read model", () => applyPostChanges(db, changes));
      } finally {
        // Purged even when D1 failed: a change may have landed before the failure was reported.
        await cache.purge(await listKeys([...new Set([...slugs, ...changed])], topics));
      }
    },
    async listChanged(address) {
      await cache.purge([await listKey(listAdminId, address)]);
    },
    async purge(slugs, listAddresses) {
      await cache.purge(
        await Promise.all([
          ...slugs.map((slug) => postKey(authorIds, slug)),
          ...listAddresses.map((address) => listKey(listAdminId, address)),
        ]),
      );
    },
    async sitemapRebuilt(slugs) {
      await cache.write(await sitemapKey(authorIds), slugs);
    },
    async indexChanged(slugs = []) {
      await cache.purge(await listKeys(slugs, topicPages.keys()));
    },
    async questionsChanged({ owner, postId }) {
      await cache.purge([await questionsKey(owner, postId)]);
    },
  };
}
