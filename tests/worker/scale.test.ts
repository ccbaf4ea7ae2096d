import "./read-model";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { TEST_PROJECT_ID } from "../fixtures/posts";
import { WARM_TIMING } from "../../worker/cache/finished-pages";
import { Firestore } from "../../worker/firestore";
import { paths } from "../../worker/firestore/paths";
import type { DocumentWrite } from "../../worker/firestore/rest";
import { reconcileIncrementally, UPDATED_AT } from "../../worker/read-model/incremental";
import { page, request } from "./helpers";
import { api, signIn } from "./studio-helpers";

const firestore = new Firestore({
  projectId: TEST_PROJECT_ID,
  emulatorHost: env.FIRESTORE_EMULATOR_HOST,
  token: async () => "owner",
});

/**
 * Counts what the worker asks Firestore for: requests, and post documents in the answers
 * (runQuery and batchGet), which is what Firestore bills.
 */
function countFirestore() {
  const original = globalThis.fetch;
  const seen = { requests: 0, postDocuments: 0 };
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const response = await original(input, init);
    if (!url.includes(env.FIRESTORE_EMULATOR_HOST)) return response;
    seen.requests += 1;
    const answer = (await response.clone().json()) as unknown;
    for (const item of Array.isArray(answer) ? answer : []) {
      const name = (item as { document?: { name?: string }; found?: { name?: string } }).document?.name ?? item.found?.name;
      if (name?.includes("/posts/")) seen.postDocuments += 1;
    }
    return response;
  });
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  meta: { description: `${title}: a post written in the studio.` },
  pageData: [{ section: "intro", content: [{ h2: "Start" }, { p: "Body text." }] }],
  ...extra,
});

describe("a save invalidates only the pages it affects", () => {
  // A tutorial the civil topic page links to, not published by the fixtures.
  const slug = "mpu6050-tilt-vibration-monitor";

  it("shows a new post on its topic page at once, and leaves an unrelated page's finished HTML alone", async () => {
    const token = await signIn(fixtureAccounts.authorA);
    expect((await page("/learn/civil")).doc.querySelectorAll(`main a[href="/${slug}"]`)).toHaveLength(0);
    await request("/learn/esp32");
    // A warm view: the finished page, one lookup.
    expect((await request("/learn/esp32")).headers.get("server-timing")).toBe(WARM_TIMING);

    const saved = await api("PUT", `/posts/${slug}`, token, post("MPU6050 tilt and vibration monitor", { topic: "civil" }), {
      "if-none-match": "*",
    });
    expect(saved.status).toBe(201);

    const civil = await page("/learn/civil");
    expect(civil.response.headers.get("x-html-cache")).toBe("miss");
    expect(civil.doc.querySelectorAll(`main a[href="/${slug}"]`).length).toBeGreaterThan(0);
    expect((await request("/learn/esp32")).headers.get("server-timing")).toBe(WARM_TIMING);
    expect(await (await request("/sitemap.xml")).text()).toContain(`/${slug}<`);
    // Cleaned up so other checks of the civil page see the fixtures only.
    await firestore.commit([{ path: paths.post(fixtureAccounts.authorA.uid, slug), delete: true }]);
  });
});

describe("the scheduled job reads only what changed", () => {
  // An author no other test file writes for, so parallel files cannot change the counts.
  const author = `scale-${Date.now()}`;
  const postPath = (id: string) => paths.post(author, id);
  const db = env.READ_MODEL;
  const run = (options?: { forceFullCheck?: boolean }) => reconcileIncrementally(db, firestore, [author], options);
  const published = async (slug: string) =>
    (await db.prepare("SELECT published FROM posts WHERE slug = ?1").bind(slug).first<{ published: number }>())?.published ?? 0;

  beforeAll(async () => {
    const writes: DocumentWrite[] = Array.from({ length: 150 }, (_, index) => ({
      path: postPath(`p${index}`),
      data: { slug: `${author}-post-${index}`, title: `Scale post ${index}` },
    }));
    await firestore.commit(writes);
    const first = await run();
    expect(first.fullCheck).toBe("first run");
    expect(await published(`${author}-post-149`)).toBe(1);
  });

  it("reads no post documents when nothing changed", async () => {
    const seen = countFirestore();
    const report = await run();
    expect(report.fullCheck).toBeNull();
    expect(seen.postDocuments).toBe(0);
    expect(seen.requests).toBeLessThanOrEqual(2);
  });

  it("reads only the post a studio save changed", async () => {
    await firestore.commit([
      { path: postPath("p3"), data: { slug: `${author}-post-3`, title: "Saved in the studio" }, serverTimestamps: [UPDATED_AT] },
    ]);
    const seen = countFirestore();
    const report = await run();
    expect(report.fullCheck).toBeNull();
    expect(seen.postDocuments).toBe(1);
    expect(report.slugs).toEqual([`${author}-post-3`]);
    const { title } = (await db
      .prepare("SELECT title FROM posts WHERE slug = ?1")
      .bind(`${author}-post-3`)
      .first<{ title: string }>())!;
    expect(title).toBe("Saved in the studio");
  });

  it("finds a post written straight into Firestore after one run", async () => {
    await firestore.commit([{ path: postPath("outside"), data: { slug: `${author}-outside`, title: "Written outside" } }]);
    const report = await run();
    expect(report.fullCheck).toBe("count changed");
    expect(await published(`${author}-outside`)).toBe(1);
  });

  it("removes a post deleted straight in Firestore after the check", async () => {
    await firestore.commit([{ path: postPath("p7"), delete: true }]);
    const report = await run();
    expect(report.fullCheck).toBe("count changed");
    expect(report.tombstoned).toBe(1);
    expect(await published(`${author}-post-7`)).toBe(0);
  });

  it("finds an edit made straight in Firestore at the periodic check, reading full text only of that post", async () => {
    await firestore.commit([{ path: postPath("p9"), data: { slug: `${author}-post-9`, title: "Edited outside" } }]);
    expect((await run()).fullCheck).toBeNull();
    const seen = countFirestore();
    const report = await run({ forceFullCheck: true });
    expect(report.fullCheck).toBe("periodic");
    expect(report.slugs).toEqual([`${author}-post-9`]);
    // 150 slug-only documents and one full one.
    expect(seen.postDocuments).toBe(151);
    const { title } = (await db
      .prepare("SELECT title FROM posts WHERE slug = ?1")
      .bind(`${author}-post-9`)
      .first<{ title: string }>())!;
    expect(title).toBe("Edited outside");
  });
});
