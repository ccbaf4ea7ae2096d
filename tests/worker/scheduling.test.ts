import "./read-model";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { isoSeconds } from "../../client/data/publish-time";
import { siteConfig } from "../../worker/config";
import { firestoreFor, type FirestoreDocument } from "../../worker/firestore";
import worker from "../../worker/index";
import { CRONS } from "../../worker/jobs/crons";
import { publishDuePosts } from "../../worker/jobs/publish-due";
import { paths } from "../../worker/firestore/paths";
import { findOwnPost } from "../../worker/studio/store";
import { fixtureAccounts } from "../fixtures/accounts";
import { holdFirstFetch, page, request } from "./helpers";
import { api, etag, signIn } from "./studio-helpers";

// Issue 32, scheduled publishing: a post with draft false and a future publishAt is public
// nowhere until the scheduled job's first run after its time, which publishes it once.

let a: string;

beforeAll(async () => {
  a = await signIn(fixtureAccounts.authorA);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const result = siteConfig(env);
if (!result.ok) throw new Error("The test configuration is broken");
const { config } = result;
const firestore = firestoreFor(config);

const minutes = (count: number) => count * 60_000;
/** A time this many minutes from now, as the studio sends it. */
const inMinutes = (count: number) => isoSeconds(Date.now() + minutes(count));

/** A post on a topic no fixture uses, with a word only it has, so lists and search show it alone. */
const post = (title: string, word: string, extra: Record<string, unknown> = {}) => ({
  title,
  topic: "agri",
  meta: { description: `${title}: scheduled in the studio.` },
  pageData: [{ section: "intro", content: [{ h2: "Start" }, { p: `${title} tells of the ${word}.` }] }],
  draft: false,
  ...extra,
});

/**
 * One run of the scheduled job as the platform starts it; `at` is its scheduled time, so a
 * test can run the job "after" a time without waiting for it.
 */
async function runJob(at = Date.now(), cron: string = CRONS.publishDue) {
  const context = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime: at }), env, context);
  await waitOnExecutionContext(context);
}

async function stored(slug: string): Promise<FirestoreDocument> {
  const document = await findOwnPost(firestore, fixtureAccounts.authorA.uid, slug);
  if (!document) throw new Error(`No post at ${slug}`);
  return document;
}

const searchUrls = async (word: string) =>
  ((await (await request(`/api/search?q=${word}`)).json()) as { results: Array<{ url: string }> }).results.map(
    (found) => found.url,
  );

const count = (text: string, part: string) => text.split(part).length - 1;

/** Where readers could meet the post: its page, the home page, its topic page, the feed, the sitemap and search. */
async function seen(slug: string, word: string) {
  const [pageStatus, home, topic, feed, sitemap, search] = await Promise.all([
    request(`/${slug}`).then((response) => response.status),
    request("/").then((response) => response.text()),
    request("/learn/agri").then((response) => response.text()),
    request("/feed.xml").then((response) => response.text()),
    request("/sitemap.xml").then((response) => response.text()),
    searchUrls(word),
  ]);
  return {
    page: pageStatus,
    home: count(home, `href="/${slug}"`),
    topic: count(topic, `href="/${slug}"`),
    feed: count(feed, `/${slug}"/>`),
    sitemap: count(sitemap, `/${slug}</loc>`),
    search: search.filter((url) => url === `/${slug}`).length,
  };
}

const nowhere = { page: 404, home: 0, topic: 0, feed: 0, sitemap: 0, search: 0 };
const everywhereOnce = { page: 200, home: 1, topic: 1, feed: 1, sitemap: 1, search: 1 };

describe("a scheduled post", () => {
  it("is public nowhere before its time, nor after it until the job runs; then everywhere, once, dated by its time", async () => {
    const slug = `sched-basic-${Date.now()}`;
    const publishAt = inMinutes(2);
    const saved = await api("PUT", `/posts/${slug}`, a, post("Kestrel feeder", "kestrel", { publishAt }));
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ draft: false, publishAt, url: null });
    expect((await stored(slug)).data).toMatchObject({ draft: false, publishAt });

    // The author's list says when.
    const { posts } = (await (await api("GET", "/posts", a)).json()) as { posts: Array<{ slug: string; publishAt?: string }> };
    expect(posts.find((row) => row.slug === slug)).toMatchObject({ publishAt });

    expect(await seen(slug, "kestrel")).toEqual(nowhere);
    // A run before its time publishes nothing and writes nothing.
    const before = (await stored(slug)).updateTime;
    await runJob(Date.now(), CRONS.everything);
    expect((await stored(slug)).updateTime).toBe(before);
    expect(await seen(slug, "kestrel")).toEqual(nowhere);

    // Its time passes (a run's scheduled time stands in for the clock): the first run after it publishes it.
    await runJob(Date.parse(publishAt) + 30_000);
    const published = await stored(slug);
    expect(published.data).not.toHaveProperty("publishAt");
    expect(published.data).toMatchObject({
      draft: false,
      publishedAt: publishAt,
      savedBy: { uid: "scheduler", name: "Scheduled publishing" },
    });
    expect(await seen(slug, "kestrel")).toEqual(everywhereOnce);
    const feed = await (await request("/feed.xml")).text();
    expect(feed).toContain(`<published>${publishAt}</published>`);
    const { doc } = await page(`/${slug}`);
    expect(doc.querySelector("main h1")?.text).toBe("Kestrel feeder");
    expect(doc.querySelector('script[type="application/ld+json"]')?.text ?? "").toContain(`"datePublished":"${publishAt}"`);
    // The studio lists it as published now.
    const after = (await (await api("GET", "/posts", a)).json()) as { posts: Array<{ slug: string; publishAt?: string }> };
    expect(after.posts.find((row) => row.slug === slug)).not.toHaveProperty("publishAt");

    // Another run, even a full one, writes nothing more.
    await runJob(Date.parse(publishAt) + minutes(1));
    await runJob(Date.parse(publishAt) + minutes(2), CRONS.everything);
    expect((await stored(slug)).updateTime).toBe(published.updateTime);
    expect(await seen(slug, "kestrel")).toEqual(everywhereOnce);
  });

  it("answers 404 at once, and its page as soon as the job publishes it (the cached 404 is purged)", async () => {
    const slug = `sched-cached-404-${Date.now()}`;
    // As JavaScript writes a time, milliseconds and all: read back exactly as sent.
    const publishAt = new Date(Date.now() + minutes(3) + 250).toISOString();
    const saved = await api("PUT", `/posts/${slug}`, a, post("Heron pond", "heron", { publishAt }));
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ publishAt });
    expect((await request(`/${slug}`)).status).toBe(404);
    expect((await request(`/${slug}`)).status).toBe(404);
    // Not a millisecond early.
    await runJob(Date.parse(publishAt) - 1);
    expect((await request(`/${slug}`)).status).toBe(404);
    await runJob(Date.parse(publishAt));
    expect((await request(`/${slug}`)).status).toBe(200);
    expect((await stored(slug)).data).toMatchObject({ publishedAt: publishAt });
  });

  it("a post whose time passed stays hidden until the job runs; a save then publishes it, dated by its time", async () => {
    const slug = `sched-overdue-${Date.now()}`;
    const created = await api("PUT", `/posts/${slug}`, a, post("Owl box", "owlbox", { publishAt: inMinutes(5) }));
    expect(created.status).toBe(201);
    // The clock passes the time: the stored time is now in the past, and no run has come yet.
    const document = await stored(slug);
    // (Not earlier than this second: the post's date is this time, and the newest lists have room for the newest only.)
    const overdue = isoSeconds(Date.now());
    await firestore.commit([
      { path: document.path, data: { ...document.data, publishAt: overdue }, precondition: { updateTime: document.updateTime! } },
    ]);
    expect(await seen(slug, "owlbox")).toEqual(nowhere);

    // The author saves it as it is (the studio sends the time back): it goes public at once, as the job would make it.
    const current = await api("GET", `/posts/${slug}`, a);
    const saved = await api("PUT", `/posts/${slug}`, a, post("Owl box", "owlbox", { publishAt: overdue }), {
      "if-match": etag(current),
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ draft: false, publishAt: null, url: `/${slug}` });
    expect((await stored(slug)).data).toMatchObject({ publishedAt: overdue });
    expect((await stored(slug)).data).not.toHaveProperty("publishAt");
    expect(await seen(slug, "owlbox")).toEqual(everywhereOnce);
    const publishedAt = (await stored(slug)).updateTime;
    await runJob();
    expect((await stored(slug)).updateTime).toBe(publishedAt);
  });
});

describe("the publish time in a save", () => {
  it("refuses a time on a draft, and says how to schedule", async () => {
    const response = await api(
      "PUT",
      `/posts/sched-draft-${Date.now()}`,
      a,
      post("Draft", "x", { draft: true, publishAt: inMinutes(60) }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      "publishAt: A draft has no publish time; untick Draft to schedule.",
    );
  });

  it("refuses a time more than two years ahead, and one that is not an ISO 8601 UTC time", async () => {
    const far = await api("PUT", `/posts/sched-far-${Date.now()}`, a, post("Far", "x", { publishAt: inMinutes(60 * 24 * 731) }));
    expect(far.status).toBe(400);
    expect(((await far.json()) as { error: string }).error).toMatch(/at most 2 years ahead/);
    for (const publishAt of ["2026-11-28T10:00:00+01:00", "next Tuesday", 1795910400000]) {
      const response = await api("PUT", `/posts/sched-bad-${Date.now()}`, a, post("Bad", "x", { publishAt }));
      expect(response.status, String(publishAt)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^publishAt: .*ISO 8601 UTC/);
    }
  });

  it("publishes at once with a time that is past, storing no time", async () => {
    const slug = `sched-past-${Date.now()}`;
    const saved = await api(
      "PUT",
      `/posts/${slug}`,
      a,
      post("Wren", "wren", { publishAt: isoSeconds(Date.now() - minutes(10)) }),
    );
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ draft: false, publishAt: null, url: `/${slug}` });
    expect((await stored(slug)).data).not.toHaveProperty("publishAt");
    expect((await request(`/${slug}`)).status).toBe(200);
  });

  it("moves a time: the old one publishes nothing, the new one publishes", async () => {
    const slug = `sched-move-${Date.now()}`;
    const first = inMinutes(10);
    const second = inMinutes(20);
    const created = await api("PUT", `/posts/${slug}`, a, post("Stork", "stork", { publishAt: first }));
    const moved = await api("PUT", `/posts/${slug}`, a, post("Stork", "stork", { publishAt: second }), {
      "if-match": etag(created),
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ publishAt: second, url: null });
    await runJob(Date.parse(first) + 1000);
    expect((await stored(slug)).data).toMatchObject({ publishAt: second });
    expect(await seen(slug, "stork")).toEqual(nowhere);
    await runJob(Date.parse(second) + 1000);
    expect((await stored(slug)).data).toMatchObject({ publishedAt: second });
    expect(await seen(slug, "stork")).toEqual(everywhereOnce);
  });

  it("cancels a time: the post is a draft again, and no run publishes it", async () => {
    const slug = `sched-cancel-${Date.now()}`;
    const publishAt = inMinutes(15);
    const created = await api("PUT", `/posts/${slug}`, a, post("Crane", "crane", { publishAt }));
    const cancelled = await api("PUT", `/posts/${slug}`, a, post("Crane", "crane", { draft: true }), {
      "if-match": etag(created),
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ draft: true, publishAt: null, url: null });
    expect((await stored(slug)).data).not.toHaveProperty("publishAt");
    const before = (await stored(slug)).updateTime;
    await runJob(Date.parse(publishAt) + minutes(60));
    expect((await stored(slug)).updateTime).toBe(before);
    expect(await seen(slug, "crane")).toEqual(nowhere);
    const { posts } = (await (await api("GET", "/posts", a)).json()) as {
      posts: Array<{ slug: string; draft: boolean; publishAt?: string }>;
    };
    expect(posts.find((row) => row.slug === slug)).toEqual(expect.objectContaining({ draft: true }));
    expect(posts.find((row) => row.slug === slug)).not.toHaveProperty("publishAt");
  });
});

describe("runs that overlap", () => {
  it("two runs at once publish a post once", async () => {
    const slug = `sched-twice-${Date.now()}`;
    const publishAt = inMinutes(30);
    expect((await api("PUT", `/posts/${slug}`, a, post("Plover", "plover", { publishAt }))).status).toBe(201);
    const told: string[] = [];
    const run = () =>
      publishDuePosts(firestore, config.authorIds, Date.parse(publishAt) + 1000, async (slugs) => {
        told.push(...slugs);
      });
    const reports = await Promise.all([run(), run()]);
    expect(reports.flatMap((report) => report.published).filter((each) => each === slug)).toEqual([slug]);
    expect(told.filter((each) => each === slug)).toEqual([slug]);
    expect(reports.map((report) => report.failed)).toEqual([0, 0]);
    // One write: the history holds the published version (by the scheduler) and the scheduled one it replaced.
    const history = (await (await api("GET", `/posts/${slug}/revisions`, a)).json()) as {
      revisions: Array<{ current?: boolean; by: { uid: string } }>;
    };
    expect(history.revisions.map((row) => [row.current === true, row.by.uid])).toEqual([
      [true, "scheduler"],
      [false, fixtureAccounts.authorA.uid],
    ]);
  });

  it("a run racing a save that cancels the time loses cleanly: the save stands, nothing is published", async () => {
    const slug = `sched-race-cancel-${Date.now()}`;
    const publishAt = inMinutes(40);
    const created = await api("PUT", `/posts/${slug}`, a, post("Tern", "tern", { publishAt }));
    // The job has read the post and is about to write it; the author's save goes first.
    const commit = holdFirstFetch(
      (url, body) => url.endsWith(":commit") && body.includes("publishedAt") && body.includes(slug),
      "request",
    );
    const job = runJob(Date.parse(publishAt) + 1000);
    await commit.held;
    const cancelled = await api("PUT", `/posts/${slug}`, a, post("Tern, kept back", "tern", { draft: true }), {
      "if-match": etag(created),
    });
    expect(cancelled.status).toBe(200);
    commit.release();
    await job;
    const document = await stored(slug);
    expect(document.data).toMatchObject({ draft: true, title: "Tern, kept back" });
    expect(document.data).not.toHaveProperty("publishAt");
    expect(document.data).not.toHaveProperty("publishedAt");
    expect(etag(await api("GET", `/posts/${slug}`, a))).toBe(etag(cancelled));
    expect(await seen(slug, "tern")).toEqual(nowhere);
  });

  it("a run racing a save that edits the post publishes the edited post, once", async () => {
    const slug = `sched-race-edit-${Date.now()}`;
    const publishAt = inMinutes(50);
    const created = await api("PUT", `/posts/${slug}`, a, post("Avocet", "avocet", { publishAt }));
    const commit = holdFirstFetch(
      (url, body) => url.endsWith(":commit") && body.includes("publishedAt") && body.includes(slug),
      "request",
    );
    const job = runJob(Date.parse(publishAt) + 1000);
    await commit.held;
    const edited = await api("PUT", `/posts/${slug}`, a, post("Avocet, edited", "avocet", { publishAt }), {
      "if-match": etag(created),
    });
    expect(edited.status).toBe(200);
    commit.release();
    await job;
    const document = await stored(slug);
    expect(document.data).toMatchObject({ title: "Avocet, edited", publishedAt: publishAt });
    expect(document.data).not.toHaveProperty("publishAt");
    expect((await page(`/${slug}`)).doc.querySelector("main h1")?.text).toBe("Avocet, edited");
    expect(await seen(slug, "avocet")).toEqual(everywhereOnce);
  });
});

describe("what each cron does", () => {
  it("the every-minute run only publishes; the half-hourly one, or a run with no cron, also reconciles the read model", async () => {
    const slug = `sched-outside-${Date.now()}`;
    // A post written straight into Firestore reaches the read model only through the reconcile.
    await firestore.commit([{ path: paths.post("author-b", slug), data: { slug, title: "Lapwing written outside" } }]);
    const scheduled = `sched-cron-${Date.now()}`;
    const publishAt = inMinutes(70);
    expect((await api("PUT", `/posts/${scheduled}`, a, post("Godwit", "godwit", { publishAt }))).status).toBe(201);

    await runJob(Date.parse(publishAt) + 1000, CRONS.publishDue);
    expect((await stored(scheduled)).data).toMatchObject({ publishedAt: publishAt });
    expect(await searchUrls("godwit")).toEqual([`/${scheduled}`]);
    expect(await searchUrls("lapwing")).toEqual([]);

    await runJob(Date.now(), "");
    expect(await searchUrls("lapwing")).toEqual([`/${slug}`]);
  });
});
