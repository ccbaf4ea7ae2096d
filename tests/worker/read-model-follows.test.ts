import "./read-model";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SearchAnswer } from "../../client/data/search";
import { siteConfig } from "../../worker/config";
import { firestoreFor } from "../../worker/firestore";
import { applyPostChanges } from "../../worker/read-model/changes";
import { reconcileIncrementally } from "../../worker/read-model/incremental";
import { fixtureAccounts } from "../fixtures/accounts";
import { holdFirstFetch, request } from "./helpers";
import { api, etag, signIn } from "./studio-helpers";

// Issue 29: the read model follows Firestore's commits, never a worker's clock.

let token: string;

beforeAll(async () => {
  token = await signIn(fixtureAccounts.authorA);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const found = async (word: string) =>
  ((await (await request(`/api/search?q=${word}`)).json()) as SearchAnswer).results.map((result) => result.url);

const body = (word: string) => ({
  title: `A post about ${word}`,
  meta: { description: `Findable by ${word}.` },
  pageData: [{ section: "", content: [{ p: `The word is ${word}.` }] }],
});

/** Runs the first query for the caller's post at `slug` at once, but holds its answer back until `release()`. */
function holdOwnPostQuery(slug: string): { held: Promise<void>; release: () => void } {
  return holdFirstFetch(
    (url, query) =>
      url.includes("/admin-posts/author-a:runQuery") && query.includes(`"stringValue":"${slug}"`) && query.includes('"posts"'),
    "answer",
  );
}

describe("the read model follows the commit", () => {
  it("a late retry of a delete never hides the post created at that address since", async () => {
    const word = `zqretry${Date.now()}`;
    const slug = `follows-${Date.now()}`;
    const first = await api("PUT", `/posts/${slug}`, token, body(word), { "if-none-match": "*" });
    expect((await api("DELETE", `/posts/${slug}`, token, undefined, { "if-match": etag(first) })).status).toBe(204);
    // The delete's answer was lost; its retry looks for the post just before the new one is created.
    const hold = holdOwnPostQuery(slug);
    const retry = api("DELETE", `/posts/${slug}`, token, undefined, { "if-match": etag(first) });
    await hold.held;
    expect((await api("PUT", `/posts/${slug}`, token, body(word), { "if-none-match": "*" })).status).toBe(201);
    hold.release();
    expect((await retry).status).toBe(204);
    expect(await found(word)).toEqual([`/${slug}`]);
  });

  it("the full check mends a row newer than its post that no commit wrote", async () => {
    const word = `zqmend${Date.now()}`;
    const slug = `mended-${Date.now()}`;
    expect((await api("PUT", `/posts/${slug}`, token, body(word), { "if-none-match": "*" })).status).toBe(201);
    expect(await found(word)).toEqual([`/${slug}`]);
    // What an earlier version wrote with a worker's clock: a removal "newer" than the post.
    const { version } = (await env.READ_MODEL.prepare("SELECT version FROM posts WHERE slug = ?1")
      .bind(slug)
      .first<{ version: number }>())!;
    await applyPostChanges(env.READ_MODEL, [{ slug, version: new Date(version / 1000 + 5).toISOString(), entry: null }]);
    expect(await found(word)).toEqual([]);
    const config = siteConfig(env);
    if (!config.ok) throw new Error("broken test configuration");
    const report = await reconcileIncrementally(env.READ_MODEL, firestoreFor(config.config), config.config.authorIds, {
      forceFullCheck: true,
    });
    expect(report.slugs).toContain(slug);
    expect(await found(word)).toEqual([`/${slug}`]);
  });
});
