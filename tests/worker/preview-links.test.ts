import "./read-model";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { TEST_PROJECT_ID } from "../fixtures/posts";
import { injectFirestoreFault, meta, page, request } from "./helpers";
import { api, etag, signIn } from "./studio-helpers";
import { Firestore } from "../../worker/firestore";
import { paths } from "../../worker/firestore/paths";
import worker from "../../worker/index";
import { createPreviewLink, tokenHash } from "../../worker/studio/preview-links";
import { findOwnPost } from "../../worker/studio/store";

// Issue 32, deliverable 3: private preview links (/p/{token}) to posts readers cannot see yet.

let a: string;
let b: string;
let reader: string;

beforeAll(async () => {
  [a, b, reader] = await Promise.all([
    signIn(fixtureAccounts.authorA),
    signIn(fixtureAccounts.authorB),
    signIn(fixtureAccounts.reader),
  ]);
});

const firestore = new Firestore({
  projectId: TEST_PROJECT_ID,
  emulatorHost: env.FIRESTORE_EMULATOR_HOST,
  token: () => Promise.resolve("owner"),
});

const SITE_URL = "http://learn.example.test";
const DAY_MS = 24 * 60 * 60_000;

const draft = (title: string, text: string, extra: Record<string, unknown> = {}) => ({
  title,
  meta: { description: `${title}: a draft written in the studio.` },
  draft: true,
  pageData: [{ section: "intro", content: [{ h2: "Start" }, { p: text }, { code: { text: "int led = 13;", lang: "cpp" } }] }],
  ...extra,
});

interface Made {
  id: string;
  url: string;
  expires: string;
}

interface Listed {
  links: Array<Made & { createdAt: string }>;
}

async function makeDraft(slug: string, title: string, text = `${title} body text.`): Promise<string> {
  const saved = await api("PUT", `/posts/${slug}`, a, draft(title, text));
  expect(saved.status).toBe(201);
  return etag(saved);
}

async function makeLink(slug: string, body?: unknown, token = a): Promise<Made> {
  const response = await api("POST", `/posts/${slug}/preview-links`, token, body);
  expect(response.status).toBe(201);
  return (await response.json()) as Made;
}

const pathOf = (url: string) => new URL(url).pathname;
const tokenOf = (url: string) => pathOf(url).slice("/p/".length);

async function listed(slug: string, token = a): Promise<Listed["links"]> {
  const response = await api("GET", `/posts/${slug}/preview-links`, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as Listed).links;
}

/** A 404 that is the site's not-found page, kept out of every cache and index. */
async function expectPrivateNotFound(path: string) {
  const { response, doc } = await page(path);
  expect(response.status, path).toBe(404);
  expect(response.headers.get("cache-control"), path).toBe("private, no-store");
  expect(response.headers.get("x-robots-tag"), path).toBe("noindex");
  expect(doc.querySelector("title")?.text, path).toContain("Page not found");
  expect(meta(doc, "robots"), path).toContain("noindex");
}

describe("the studio API for preview links", () => {
  it("makes a link of 32 random bytes that works for 7 days unless told otherwise, lists it and revokes it", async () => {
    await makeDraft("pl-api-draft", "Preview API draft");
    const before = Date.now();
    const made = await makeLink("pl-api-draft");
    expect(Object.keys(made).sort()).toEqual(["createdAt", "expires", "id", "url"]);
    expect(made.url).toMatch(new RegExp(`^${SITE_URL}/p/[A-Za-z0-9_-]{43}$`));
    const sevenDays = Date.parse(made.expires) - before;
    expect(sevenDays).toBeGreaterThanOrEqual(7 * DAY_MS - 5_000);
    expect(sevenDays).toBeLessThanOrEqual(7 * DAY_MS + 60_000);
    expect(made.expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const short = await makeLink("pl-api-draft", { days: 1 });
    expect(Date.parse(short.expires) - Date.now()).toBeLessThanOrEqual(DAY_MS);
    expect(Date.parse(short.expires) - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    const long = await makeLink("pl-api-draft", { days: 30 });
    expect(Date.parse(long.expires) - Date.now()).toBeGreaterThan(29 * DAY_MS);
    // Each link is its own: another token, another id.
    expect(new Set([made.url, short.url, long.url]).size).toBe(3);
    expect(new Set([made.id, short.id, long.id]).size).toBe(3);
    expect(made.id).not.toContain(tokenOf(made.url));

    const links = await listed("pl-api-draft");
    // Newest first.
    expect(links.map((link) => link.id)).toEqual([long.id, short.id, made.id]);
    expect(links).toContainEqual({ ...made, createdAt: expect.stringMatching(/Z$/) as string });

    const revoked = await api("DELETE", `/posts/pl-api-draft/preview-links/${short.id}`, a);
    expect(revoked.status).toBe(204);
    expect((await listed("pl-api-draft")).map((link) => link.id).sort()).toEqual([made.id, long.id].sort());
    // Revoking again, or a link that never was, is "not found".
    expect((await api("DELETE", `/posts/pl-api-draft/preview-links/${short.id}`, a)).status).toBe(404);
    expect((await api("DELETE", "/posts/pl-api-draft/preview-links/AAAAAAAAAAAA", a)).status).toBe(404);
    expect((await api("DELETE", "/posts/pl-api-draft/preview-links/not-an-id", a)).status).toBe(404);
  });

  it("ends a link at a chosen time, from a minute to 30 days ahead, and refuses any other", async () => {
    await makeDraft("pl-api-until", "Preview links until a chosen time");
    const at = new Date(Date.now() + 5 * 60_000).toISOString();
    expect((await makeLink("pl-api-until", { expires: at })).expires).toBe(at);
    // A time with an offset is read as the instant it names.
    const inTwoDays = new Date(Math.floor((Date.now() + 2 * DAY_MS) / 1000) * 1000);
    const local = new Date(inTwoDays.getTime() + 60 * 60_000).toISOString().slice(0, 19) + "+01:00";
    expect((await makeLink("pl-api-until", { expires: local })).expires).toBe(inTwoDays.toISOString());
    for (const expires of [
      new Date(Date.now() - 60_000).toISOString(),
      new Date(Date.now() + 10_000).toISOString(),
      new Date(Date.now() + 31 * DAY_MS).toISOString(),
      "tomorrow",
      12,
    ]) {
      const response = await api("POST", "/posts/pl-api-until/preview-links", a, { expires });
      expect(response.status, String(expires)).toBe(400);
    }
    expect((await api("POST", "/posts/pl-api-until/preview-links", a, { expires: at, days: 3 })).status).toBe(400);
  });

  it("refuses a lifetime outside 1 to 30 days, a body that is not JSON, and one that is too large", async () => {
    await makeDraft("pl-api-bounds", "Preview bounds draft");
    for (const days of [0, 31, -1, 1.5, "7", true]) {
      const response = await api("POST", "/posts/pl-api-bounds/preview-links", a, { days });
      expect(response.status, JSON.stringify(days)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain("1 to 30 days");
    }
    expect(
      (await api("POST", "/posts/pl-api-bounds/preview-links", a, "days=3", {}, "application/x-www-form-urlencoded")).status,
    ).toBe(415);
    expect((await api("POST", "/posts/pl-api-bounds/preview-links", a, "{ days: 3", {})).status).toBe(400);
    expect((await api("POST", "/posts/pl-api-bounds/preview-links", a, { days: 3, pad: "x".repeat(5_000) })).status).toBe(413);
    expect(await listed("pl-api-bounds")).toEqual([]);
  });

  it("answers another author, and a post the caller does not have, with 404; a non-author with 403", async () => {
    await makeDraft("pl-api-owned", "Preview owned draft");
    const made = await makeLink("pl-api-owned");
    for (const [method, path] of [
      ["GET", "/posts/pl-api-owned/preview-links"],
      ["POST", "/posts/pl-api-owned/preview-links"],
      ["DELETE", `/posts/pl-api-owned/preview-links/${made.id}`],
    ] as const) {
      expect((await api(method, path, b)).status, `${method} ${path} by another author`).toBe(404);
      expect((await api(method, path, reader)).status, `${method} ${path} by a reader`).toBe(403);
      expect((await api(method, path, null)).status, `${method} ${path} signed out`).toBe(401);
    }
    expect((await api("POST", "/posts/pl-no-such-post/preview-links", a, {})).status).toBe(404);
    // Author B's own post cannot revoke author A's link by its id.
    await api("PUT", "/posts/pl-api-theirs", b, draft("B's draft", "B's text."));
    expect((await api("DELETE", `/posts/pl-api-theirs/preview-links/${made.id}`, b)).status).toBe(404);
    expect((await listed("pl-api-owned")).map((link) => link.id)).toEqual([made.id]);
    // The link still works after all that.
    expect((await request(pathOf(made.url))).status).toBe(200);
  });

  it("keeps /p for the links: no post may take it", async () => {
    const response = await api("PUT", "/posts/p", a, draft("P", "Text."));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain("address the site already uses");
  });
});

describe("the page at /p/{token}", () => {
  it("shows the post's last saved version as readers would see it, under a Preview banner, private and not indexed", async () => {
    const tag = await makeDraft("pl-page-draft", "Quokkaprobe preview page", "The first saved words.");
    const made = await makeLink("pl-page-draft");
    const { response, doc } = await page(pathOf(made.url));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("etag")).toBeNull();
    expect(meta(doc, "robots")).toBe("noindex");
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[property="og:url"]')).toBeNull();
    expect(doc.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    const banner = doc.querySelector(".preview-banner");
    expect(banner?.text).toContain("Preview");
    expect(banner?.text).toContain("preview of an unpublished post");
    expect(banner?.querySelector("time")?.getAttribute("datetime")).toBe(made.expires);
    // The reader's page: its heading, byline, text and code.
    expect(doc.querySelector("main h1")?.text).toBe("Quokkaprobe preview page");
    expect(doc.querySelector("title")?.text).toContain("Preview: Quokkaprobe preview page");
    expect(doc.querySelector(".post-author")?.text).toBe("By Author A Display Name");
    expect(doc.querySelector("main")?.text).toContain("The first saved words.");
    expect(doc.querySelector("main pre")?.text).toContain("int led = 13;");
    // A draft's code has no file addresses yet, so none is linked.
    expect(doc.querySelectorAll('a[href^="/pl-page-draft/files"]')).toHaveLength(0);

    // The last saved version: a save changes what the link shows at once.
    const saved = await api("PUT", "/posts/pl-page-draft", a, draft("Quokkaprobe preview page", "The second saved words."), {
      "if-match": tag,
    });
    expect(saved.status).toBe(200);
    const again = await page(pathOf(made.url));
    expect(again.doc.querySelector("main")?.text).toContain("The second saved words.");
    expect(again.doc.querySelector("main")?.text).not.toContain("The first saved words.");
    // Never a warm view or a cached page.
    expect(again.response.headers.get("x-cache")).not.toBe("hit");
    expect(again.response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("writes nothing to KV, and nothing of it reaches the sitemap, the feed, search or the post lists", async () => {
    await makeDraft("pl-hidden-draft", "Wombatcrux hidden draft", "Wombatcrux words only a preview shows.");
    const made = await makeLink("pl-hidden-draft");
    const keys = async () => (await env.CONTENT_CACHE.list()).keys.map((key) => key.name).sort();
    const before = await keys();
    expect((await request(pathOf(made.url))).status).toBe(200);
    expect((await request(pathOf(made.url), { method: "HEAD" })).status).toBe(200);
    expect(await keys()).toEqual(before);

    const token = tokenOf(made.url);
    for (const path of ["/sitemap.xml", "/feed.xml", "/", "/learn/esp32", "/api/search?q=wombatcrux", "/search?q=wombatcrux"]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      expect(text, path).not.toContain("pl-hidden-draft");
      expect(text, path).not.toContain(token);
      expect(text, path).not.toContain("Wombatcrux hidden draft");
      expect(text, path).not.toContain("words only a preview shows");
    }
    for (const path of ["/sitemap.xml", "/feed.xml"]) expect(await (await request(path)).text(), path).not.toContain("/p/");
    // Still the reader's 404 at the post's own address.
    expect((await request("/pl-hidden-draft")).status).toBe(404);
  });

  it("follows a rename, and once the post is published answers 301 to its address", async () => {
    const first = await makeDraft("pl-publish-draft", "Preview then publish");
    const made = await makeLink("pl-publish-draft");
    const renamed = await api(
      "PUT",
      "/posts/pl-publish-renamed",
      a,
      draft("Preview then publish", "Renamed words.", { previousSlug: "pl-publish-draft" }),
      { "if-match": first },
    );
    expect(renamed.status).toBe(200);
    const { response, doc } = await page(pathOf(made.url));
    expect(response.status).toBe(200);
    expect(doc.querySelector("main")?.text).toContain("Renamed words.");
    expect((await listed("pl-publish-renamed")).map((link) => link.id)).toEqual([made.id]);

    const published = await api(
      "PUT",
      "/posts/pl-publish-renamed",
      a,
      draft("Preview then publish", "Renamed words.", { draft: false }),
      { "if-match": etag(renamed) },
    );
    expect(published.status).toBe(200);
    const moved = await request(pathOf(made.url));
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/pl-publish-renamed");
    expect(moved.headers.get("cache-control")).toBe("private, no-store");
    expect((await request("/pl-publish-renamed")).status).toBe(200);

    // Back to a draft: the link shows the preview again (it has not expired or been revoked).
    const unpublished = await api("PUT", "/posts/pl-publish-renamed", a, draft("Preview then publish", "Draft again."), {
      "if-match": etag(published),
    });
    expect(unpublished.status).toBe(200);
    expect((await request(pathOf(made.url))).status).toBe(200);
  });

  it("is the site's 404 page, private, for a revoked, expired, unknown or malformed token", async () => {
    await makeDraft("pl-dead-draft", "Preview dead links");
    const revoked = await makeLink("pl-dead-draft");
    expect((await request(pathOf(revoked.url))).status).toBe(200);
    expect((await api("DELETE", `/posts/pl-dead-draft/preview-links/${revoked.id}`, a)).status).toBe(204);
    await expectPrivateNotFound(pathOf(revoked.url));

    // A link made ten days ago for one day: expired nine days ago.
    const document = await findOwnPost(firestore, "author-a", "pl-dead-draft");
    const expired = await createPreviewLink(
      { firestore, site: { name: "Test", url: SITE_URL }, now: () => Date.now() - 10 * DAY_MS },
      { owner: "author-a", postPath: document!.path, postCreateTime: document!.createTime ?? null },
      "author-a",
      { days: 1 },
    );
    if (expired.kind !== "made") throw new Error("No link was made");
    await expectPrivateNotFound(pathOf(expired.link.url));
    // An expired link is not listed, and cannot be revoked either.
    expect((await listed("pl-dead-draft")).map((link) => link.id)).not.toContain(expired.link.id);

    await expectPrivateNotFound(`/p/${"A".repeat(43)}`);
    await expectPrivateNotFound("/p/short");
    await expectPrivateNotFound(`/p/${tokenOf(revoked.url)}x`);
    await expectPrivateNotFound("/p/%00");
  });

  it("is 404 once the post is deleted, and stays 404 when it comes back from the trash", async () => {
    const tag = await makeDraft("pl-deleted-draft", "Preview of a deleted post");
    const made = await makeLink("pl-deleted-draft");
    expect((await request(pathOf(made.url))).status).toBe(200);
    expect((await api("DELETE", "/posts/pl-deleted-draft", a, undefined, { "if-match": tag })).status).toBe(204);
    await expectPrivateNotFound(pathOf(made.url));

    const trash = (await (await api("GET", "/trash", a)).json()) as { posts: Array<{ id: string; slug: string }> };
    const trashed = trash.posts.find((post) => post.slug === "pl-deleted-draft");
    expect((await api("POST", `/trash/${trashed!.id}/restore`, a)).status).toBe(201);
    expect((await api("GET", "/posts/pl-deleted-draft", a)).status).toBe(200);
    await expectPrivateNotFound(pathOf(made.url));
  });

  it("needs no sign-in: anyone with the link reads it", async () => {
    await makeDraft("pl-shared-draft", "Preview shared with B");
    const made = await makeLink("pl-shared-draft");
    // No sign-in is needed to read a link; a signed-in header changes nothing.
    const withHeader = await request(pathOf(made.url), { headers: { authorization: `Bearer ${b}` } });
    expect(withHeader.status).toBe(200);
    expect(await withHeader.text()).toContain("Preview shared with B");
  });
});

describe("what opening a link costs, and when Firestore fails", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("finds the link by one read of its document, then reads the post and its author in one request; no query", async () => {
    await makeDraft("pl-cost-draft", "Preview cost draft");
    const made = await makeLink("pl-cost-draft");
    const original = globalThis.fetch;
    const calls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes(env.FIRESTORE_EMULATOR_HOST)) calls.push(url.slice(url.lastIndexOf(":")));
      return original(input, init);
    });
    expect((await request(pathOf(made.url))).status).toBe(200);
    expect(calls).toEqual([":batchGet", ":batchGet"]);
    calls.length = 0;
    // A token that cannot be one costs nothing at all.
    expect((await request("/p/not-a-token")).status).toBe(404);
    expect(calls).toEqual([]);
  });

  it("answers 503 with Retry-After, never 404 or 500, when Firestore cannot be reached", async () => {
    await makeDraft("pl-fault-draft", "Preview fault draft");
    const made = await makeLink("pl-fault-draft");
    injectFirestoreFault(env.FIRESTORE_EMULATOR_HOST, "500");
    const response = await request(pathOf(made.url));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    vi.restoreAllMocks();
    expect((await request(pathOf(made.url))).status).toBe(200);
  });
});

describe("the scheduled job", () => {
  it("removes expired link documents and keeps working ones", async () => {
    await makeDraft("pl-job-draft", "Preview links the job tidies");
    const live = await makeLink("pl-job-draft");
    const document = await findOwnPost(firestore, "author-a", "pl-job-draft");
    const old = await createPreviewLink(
      { firestore, site: { name: "Test", url: SITE_URL }, now: () => Date.now() - 3 * DAY_MS },
      { owner: "author-a", postPath: document!.path, postCreateTime: document!.createTime ?? null },
      "author-a",
      { days: 2 },
    );
    if (old.kind !== "made") throw new Error("No link was made");
    const stored = async (url: string) => firestore.getDocument(paths.previewLink(await tokenHash(tokenOf(url))));
    expect(await stored(old.link.url)).not.toBeNull();

    const context = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/30 * * * *" }), env, context);
    await waitOnExecutionContext(context);

    expect(await stored(old.link.url)).toBeNull();
    expect(await stored(live.url)).not.toBeNull();
    expect((await request(pathOf(live.url))).status).toBe(200);
  });
});
