import "./read-model";
import { env } from "cloudflare:workers";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import type { SearchAnswer } from "../../client/data/search";
import { siteConfig } from "../../worker/config";
import { Firestore } from "../../worker/firestore";
import { paths } from "../../worker/firestore/paths";
import { toFields } from "../../worker/firestore/values";
import { normalisePost } from "../../worker/posts/normalise";
import { applyPostChanges, type PostChange } from "../../worker/read-model/changes";
import { indexEntry } from "../../worker/read-model/entry";
import { reconcilePosts } from "../../worker/read-model/reconcile";
import { scanPosts, type ScanPage } from "../../worker/read-model/scan";
import { versionOf } from "../../worker/read-model/version";
import { contentChanges } from "../../worker/content/changes";
import { PATH_SHOWN } from "../../client/data/learning-path";
import { TEST_PROJECT_ID } from "../fixtures/posts";
import { page, request } from "./helpers";

const db = env.READ_MODEL;
const config = (() => {
  const result = siteConfig(env);
  if (!result.ok) throw new Error("The test configuration is broken");
  return result.config;
})();
const firestore = new Firestore({
  projectId: TEST_PROJECT_ID,
  emulatorHost: env.FIRESTORE_EMULATOR_HOST,
  token: async () => "owner",
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A published post's change at `version`, its title and text made of the given words. */
function upsert(slug: string, version: string, words: string): PostChange {
  const document = {
    path: paths.post("author-c", slug),
    id: slug,
    data: { slug, title: words, meta: { description: `About ${words}` } },
    createTime: "2026-01-01T00:00:00Z",
    updateTime: version,
  };
  return { slug, version, entry: indexEntry(normalisePost("author-c", document, slug)) };
}
const tombstone = (slug: string, version: string): PostChange => ({ slug, version, entry: null });

interface Stored {
  published: number;
  title: string | null;
  version: number;
  searchRows: number;
}
async function stored(slug: string): Promise<Stored | null> {
  return db
    .prepare(
      `SELECT published, title, version, (SELECT count(*) FROM search WHERE search.rowid = posts.rowid) AS searchRows
       FROM posts WHERE slug = ?1`,
    )
    .bind(slug)
    .first<Stored>();
}

const urls = async (q: string) =>
  ((await (await request(`/api/search?q=${encodeURIComponent(q)}`)).json()) as SearchAnswer).results.map((result) => result.url);

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe("versionOf", () => {
  it("reads Firestore times as microseconds, whatever the number of fraction digits", () => {
    const base = Date.parse("2026-11-26T14:00:00Z") * 1_000;
    expect(versionOf("2026-11-26T14:00:00Z")).toBe(base);
    expect(versionOf("2026-11-26T14:00:00.1Z")).toBe(base + 100_000);
    expect(versionOf("2026-11-26T14:00:00.123456Z")).toBe(base + 123_456);
    expect(versionOf("2026-11-26T14:00:00.123456789Z")).toBe(base + 123_456);
    expect(versionOf("2026-11-26T15:00:00.000001+01:00")).toBe(base + 1);
    expect(versionOf("2026-11-26T14:00:00.000002Z")).toBeGreaterThan(versionOf("2026-11-26T14:00:00.000001999Z"));
    expect(() => versionOf("yesterday")).toThrow();
  });
});

describe("applyPostChanges", () => {
  it("keeps a newer change when an older one arrives after it", async () => {
    await applyPostChanges(db, [upsert("order-newer", "2026-11-26T14:00:02Z", "Newer marimbaphone")]);
    await applyPostChanges(db, [upsert("order-newer", "2026-11-26T14:00:01Z", "Older glockenspiel")]);
    expect(await stored("order-newer")).toMatchObject({ published: 1, title: "Newer marimbaphone", searchRows: 1 });
    expect(await urls("marimbaphone")).toContain("/order-newer");
    expect(await urls("glockenspiel")).not.toContain("/order-newer");
  });

  it("keeps a deletion when an older save of the slug arrives after it", async () => {
    await applyPostChanges(db, [upsert("order-deleted", "2026-11-26T14:00:01Z", "Deleted theremin")]);
    await applyPostChanges(db, [tombstone("order-deleted", "2026-11-26T14:00:03.000001Z")]);
    await applyPostChanges(db, [upsert("order-deleted", "2026-11-26T14:00:03Z", "Late theremin")]);
    expect(await stored("order-deleted")).toMatchObject({ published: 0, searchRows: 0 });
    expect(await urls("theremin")).not.toContain("/order-deleted");
  });

  it("applies a change of the same version again (a retry is harmless)", async () => {
    const change = upsert("order-retried", "2026-11-26T14:00:01Z", "Retried ocarina");
    await applyPostChanges(db, [change]);
    await applyPostChanges(db, [change]);
    expect(await stored("order-retried")).toMatchObject({ published: 1, searchRows: 1 });
  });

  it("ends at the newest change of a slug in every order, applied one by one, together or at once", async () => {
    const deletes = (slug: string) => [
      upsert(slug, "2026-11-26T14:00:01Z", "First kalimba"),
      upsert(slug, "2026-11-26T14:00:02.5Z", "Second kalimba"),
      upsert(slug, "2026-11-26T14:00:03.123456Z", "Third kalimba"),
      tombstone(slug, "2026-11-26T14:00:04Z"),
    ];
    const saves = (slug: string) => [
      upsert(slug, "2026-11-26T14:00:01Z", "First kalimba"),
      tombstone(slug, "2026-11-26T14:00:02Z"),
      upsert(slug, "2026-11-26T14:00:02.5Z", "Second kalimba"),
      upsert(slug, "2026-11-26T14:00:03.123456Z", "Third kalimba"),
    ];
    const orders = permutations([0, 1, 2, 3]);
    const apply = async (changes: PostChange[], mode: number) => {
      if (mode === 0) for (const change of changes) await applyPostChanges(db, [change]);
      else if (mode === 1) await Promise.all(changes.map((change) => applyPostChanges(db, [change])));
      else await applyPostChanges(db, changes);
    };
    for (const [index, order] of orders.entries()) {
      const mode = index % 3;
      const deleted = `interleaved-${index}`;
      const saved = `interleaved-saved-${index}`;
      await apply(
        order.map((at) => deletes(deleted)[at]!),
        mode,
      );
      await apply(
        order.map((at) => saves(saved)[at]!),
        mode,
      );
      expect(await stored(deleted), `${order.join(",")} mode ${mode}`).toMatchObject({ published: 0, searchRows: 0 });
      expect(await stored(saved), `${order.join(",")} mode ${mode}`).toMatchObject({
        published: 1,
        title: "Third kalimba",
        searchRows: 1,
      });
    }
    // Search holds exactly the newest version of each saved slug, and nothing of the deleted ones.
    const indexed = await db
      .prepare(
        "SELECT posts.slug, search.title FROM search JOIN posts ON posts.rowid = search.rowid WHERE search MATCH 'kalimba'",
      )
      .all<{ slug: string; title: string }>();
    expect(indexed.results.map((row) => row.slug).sort()).toEqual(orders.map((_, index) => `interleaved-saved-${index}`).sort());
    expect(new Set(indexed.results.map((row) => row.title))).toEqual(new Set(["Third kalimba"]));
  }, 60_000);
});

describe("a studio write's changes", () => {
  const changes = contentChanges({ kv: env.CONTENT_CACHE, db }, config);

  it("tries a failed D1 write again", async () => {
    const batch = db.batch.bind(db);
    let calls = 0;
    vi.spyOn(db, "batch").mockImplementation((statements) => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error("D1_ERROR: busy")) : batch(statements);
    });
    await changes.postsChanged(["after-write-retried"], [upsert("after-write-retried", "2026-11-26T14:00:01Z", "Retried")]);
    expect(calls).toBe(2);
    expect(await stored("after-write-retried")).toMatchObject({ published: 1, searchRows: 1 });
  });

  it("throws after three failed tries, never dropping the change silently", async () => {
    const batch = vi.spyOn(db, "batch").mockRejectedValue(new Error("D1_ERROR: down"));
    await expect(
      changes.postsChanged(["after-write-failed"], [upsert("after-write-failed", "2026-11-26T14:00:01Z", "Failed")]),
    ).rejects.toThrow("D1_ERROR: down");
    expect(batch).toHaveBeenCalledTimes(3);
  });
});

/** Commits writes straight to the emulator, as the studio does, and answers Firestore's commit time. */
async function commit(writes: unknown[]): Promise<string> {
  const response = await fetch(`${firestore.documentsUrl}:commit`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ writes }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { commitTime: string }).commitTime;
}
const name = (path: string) => `${firestore.databaseName}/documents/${path}`;
const save = (id: string, title: string) =>
  commit([{ update: { name: name(paths.post("author-c", id)), fields: toFields({ slug: id, title }) } }]);
const remove = (id: string) => commit([{ delete: name(paths.post("author-c", id)) }]);
/** What the studio hands the read model after a save. */
async function savedChange(id: string, version: string): Promise<PostChange> {
  const document = await firestore.getDocument(paths.post("author-c", id));
  return { slug: id, version, entry: indexEntry(normalisePost("author-c", document!, id)) };
}

async function snapshot(): Promise<ScanPage[]> {
  const pages: ScanPage[] = [];
  for await (const page of scanPosts(firestore, config.authorIds)) pages.push(page);
  return pages;
}
async function* replay(pages: ScanPage[]): AsyncGenerator<ScanPage> {
  yield* pages;
}

const created: string[] = [];
afterAll(async () => {
  for (const id of created) await remove(id);
});

describe("the scheduled reconcile, interleaved with saves and deletes", () => {
  for (const order of ["job first", "write first"] as const) {
    it(`never brings back a deleted post nor drops a saved one (${order})`, async () => {
      const tag = order === "job first" ? "jobfirst" : "writefirst";
      const deleted = `reconcile-deleted-${tag}`;
      const edited = `reconcile-edited-${tag}`;
      const added = `reconcile-added-${tag}`;
      created.push(deleted, edited, added);
      await applyPostChanges(db, [
        await savedChange(deleted, await save(deleted, "Bassoon reeds to delete")),
        await savedChange(edited, await save(edited, "Bassoon reeds, first draft")),
      ]);
      // The job reads Firestore now; the studio writes happen after its scan has read them.
      const pages = await snapshot();
      const writes = async () => {
        await applyPostChanges(db, [{ slug: deleted, version: await remove(deleted), entry: null }]);
        await applyPostChanges(db, [await savedChange(edited, await save(edited, "Bassoon reeds, second edition"))]);
        await applyPostChanges(db, [await savedChange(added, await save(added, "Bassoon reeds added during the scan"))]);
      };
      if (order === "job first") {
        await reconcilePosts(db, replay(pages));
        await writes();
      } else {
        await writes();
        await reconcilePosts(db, replay(pages));
      }
      expect(await stored(deleted)).toMatchObject({ published: 0, searchRows: 0 });
      expect(await stored(edited)).toMatchObject({ published: 1, title: "Bassoon reeds, second edition", searchRows: 1 });
      expect(await stored(added)).toMatchObject({ published: 1, searchRows: 1 });
      const found = await urls("bassoon");
      expect(found).not.toContain(`/${deleted}`);
      expect(found).toEqual(expect.arrayContaining([`/${edited}`, `/${added}`]));
      expect(await urls("first draft")).not.toContain(`/${edited}`);
    });
  }

  it("tombstones a published slug the scan no longer finds, with the scan's start as its version", async () => {
    const gone = "reconcile-gone-outside";
    created.push(gone);
    await applyPostChanges(db, [await savedChange(gone, await save(gone, "Removed outside the studio"))]);
    await remove(gone); // deleted with no change for the read model
    const pages = await snapshot();
    const report = await reconcilePosts(db, replay(pages));
    expect(report.tombstoned).toBeGreaterThanOrEqual(1);
    const row = await stored(gone);
    expect(row).toMatchObject({ published: 0, searchRows: 0 });
    expect(row!.version).toBe(versionOf(pages[0]!.readTime));
  });

  it("retries a failed page of the scan instead of failing the run", async () => {
    const original = globalThis.fetch;
    let failures = 0;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes(":runQuery") && failures < 2) {
        failures += 1;
        return Promise.resolve(new Response("backend exploded", { status: 500 }));
      }
      return original(input, init);
    });
    const pages = await snapshot();
    expect(failures).toBe(2);
    expect(pages.flatMap((page) => page.changes).map((change) => change.slug)).toContain("every-block-kind");
  });
});

describe("search from the read model", () => {
  it("finds mixed letter-and-digit words however they are spaced", async () => {
    const joined = await urls("bme280");
    expect(joined.length).toBeGreaterThan(0);
    expect(await urls("bme 280")).toEqual(expect.arrayContaining(joined));
  });

  it("tolerates a typo or two", async () => {
    expect((await urls("temprature")).length).toBeGreaterThan(0);
    expect(await urls("temprature")).toEqual(expect.arrayContaining((await urls("temperature")).slice(0, 3)));
    expect(await urls("ultrasonik")).toEqual(expect.arrayContaining((await urls("ultrasonic")).slice(0, 3)));
  });

  it("ranks by the title a post has now, after a rename and a deletion", async () => {
    await applyPostChanges(db, [
      upsert("zephyr-short", "2026-03-01T00:00:00Z", "Zephyr relay"),
      upsert("zephyr-long", "2026-03-01T00:00:00Z", "Zephyr relay timer board"),
    ]);
    expect((await urls("zephyr relay")).slice(0, 2)).toEqual(["/zephyr-short", "/zephyr-long"]);
    // Renamed: its title no longer is, nor starts with, the query, so the other post leads.
    await applyPostChanges(db, [upsert("zephyr-short", "2026-03-02T00:00:00Z", "Board for Zephyr relay timers")]);
    expect((await urls("zephyr relay"))[0]).toBe("/zephyr-long");
    await applyPostChanges(db, [tombstone("zephyr-long", "2026-03-03T00:00:00Z")]);
    expect(await urls("zephyr relay")).toEqual(["/zephyr-short"]);
  });

  it("finds a new word at once, even right after the same word was searched as a typo", async () => {
    expect(await urls("quibblefrotz")).toEqual([]);
    expect(await urls("quibblefrotz")).toEqual([]);
    await applyPostChanges(db, [upsert("quibble", "2026-03-01T00:00:00Z", "Quibblefrotz sensor")]);
    expect(await urls("quibblefrotz")).toEqual(["/quibble"]);
    expect(await urls("quibblefrots")).toEqual(["/quibble"]);
  });

  it("answers a repeated typo as it did the first time", async () => {
    const first = await urls("arduno");
    expect(first).toContain("/learn/arduino-uno");
    expect(await urls("arduno")).toEqual(first);
  });

  it("ranks an exact title first: the ESP32 page above the ESP32-CAM page", async () => {
    const found = await urls("esp32");
    expect(found[0]).toBe("/learn/esp32");
    expect(found).toContain("/learn/esp32-cam");
  });
});

describe("a topic with many posts", () => {
  /** A published tutorial of a topic, created `minute` minutes into the day. */
  function tutorial(slug: string, topic: string, difficulty: string | null, minute: number): PostChange {
    const at = new Date(Date.UTC(2026, 2, 1, 0, minute)).toISOString();
    const document = {
      path: paths.post("author-c", slug),
      id: slug,
      data: { slug, title: `Tutorial ${slug}`, topic, ...(difficulty ? { difficulty } : {}) },
      createTime: at,
      updateTime: at,
    };
    return { slug, version: at, entry: indexEntry(normalisePost("author-c", document, slug)) };
  }
  const steps = async (path: string) =>
    (await page(path)).doc.querySelectorAll("#step-by-step .post-links > li > a").map((a) => a.getAttribute("href"));

  it("lists the start of the learning path, says how many follow, and filters over the whole path", async () => {
    const beginners = Array.from({ length: PATH_SHOWN + 5 }, (_, index) =>
      tutorial(`many-b${index}`, "stm32", "beginner", index),
    );
    const advanced = [tutorial("many-a0", "stm32", "advanced", 0), tutorial("many-a1", "stm32", "advanced", 1)];
    await applyPostChanges(db, [...beginners, ...advanced]);
    const all = await steps("/learn/stm32");
    expect(all).toHaveLength(PATH_SHOWN);
    // Beginners first, oldest first: the advanced ones are past the first PATH_SHOWN.
    expect(all).toContain("/many-b0");
    expect(all).not.toContain("/many-a0");
    const { doc } = await page("/learn/stm32");
    expect(doc.querySelector("#step-by-step .post-links-more")?.text).toMatch(/^\d+ more tutorials follow/);
    // A post added to the long path shows at once, among the topic's newest.
    const newest = doc.querySelectorAll("#step-by-step .newest-links > li > a").map((a) => a.getAttribute("href"));
    expect(newest[0]).toBe(`/many-b${PATH_SHOWN + 4}`);
    expect(newest).not.toContain("/many-b0");
    expect(await steps("/learn/stm32?difficulty=advanced")).toEqual(["/many-a0", "/many-a1"]);
  });
});

describe("when D1 fails", () => {
  function breakD1() {
    const down = () => {
      throw new Error("D1_ERROR: the database is unavailable");
    };
    vi.spyOn(db, "prepare").mockImplementation(down);
    vi.spyOn(db, "batch").mockImplementation(down);
  }

  it("still draws the pages, without their post lists", async () => {
    await contentChanges({ kv: env.CONTENT_CACHE, db }, config).indexChanged();
    expect((await page("/")).doc.querySelectorAll("main .tutorial-card").length).toBeGreaterThan(0);
    await contentChanges({ kv: env.CONTENT_CACHE, db }, config).indexChanged();
    breakD1();
    const home = await page("/");
    expect(home.response.status).toBe(200);
    expect(home.doc.querySelectorAll("main .tutorial-card").length).toBe(0);
    expect((await request("/learn/esp32")).status).toBe(200);
    expect((await request("/every-new-block-kind")).status).toBe(200);
  });

  it("answers search with 503, Retry-After and a readable message", async () => {
    breakD1();
    const api = await request("/api/search?q=esp32");
    expect(api.status).toBe(503);
    expect(api.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await api.json()) as { error: string }).error).toMatch(/try again/i);
    const search = await page("/search?q=esp32");
    expect(search.response.status).toBe(503);
    expect(search.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(search.doc.querySelector("main")?.text).toMatch(/try again/i);
  });
});
