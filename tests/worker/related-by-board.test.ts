import "./read-model";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { topicPath, type PathPicks } from "../../client/data/learning-path";
import { Firestore } from "../../worker/firestore";
import { paths } from "../../worker/firestore/paths";
import worker from "../../worker/index";
import { normalisePost } from "../../worker/posts/normalise";
import { titleTerms } from "../../worker/posts/related";
import { applyPostChanges, type PostChange } from "../../worker/read-model/changes";
import { indexEntry } from "../../worker/read-model/entry";
import { readNeighbours, type PathOf } from "../../worker/read-model/read";
import { TEST_PROJECT_ID } from "../fixtures/posts";
import { page } from "./helpers";

// Issue 31: related posts and Previous/Next follow what is being built: the same board first,
// never a jump to another board on a board's path.

const db = env.READ_MODEL;
const firestore = new Firestore({
  projectId: TEST_PROJECT_ID,
  emulatorHost: env.FIRESTORE_EMULATOR_HOST,
  token: async () => "owner",
});

/** A published post's change, created `minute` minutes into a day (several may share one). */
function row(
  slug: string,
  minute: number,
  data: { topic?: string; difficulty?: string; boards?: string[]; title?: string } = {},
): PostChange {
  const at = new Date(Date.UTC(2026, 4, 1, 0, minute)).toISOString();
  const document = {
    path: paths.post("author-c", slug),
    id: slug,
    data: { slug, title: data.title ?? `Tutorial ${slug}`, ...data },
    createTime: at,
    updateTime: at,
  };
  return { slug, version: at, entry: indexEntry(normalisePost("author-c", document, slug)) };
}

const summaryOf = (change: PostChange) => change.entry!.summary;

describe("the learning path's Previous and Next in D1", () => {
  const topic = "s31-path";
  const changes = [
    row("p-start", 9, { topic, difficulty: "advanced" }),
    row("p-pick-beginner", 8, { topic, difficulty: "beginner" }),
    row("p-pick-advanced", 1, { topic, difficulty: "advanced" }),
    row("p-pick-none", 2, { topic }),
    // Picked on this path, though of another topic.
    row("p-pick-elsewhere", 3, { topic: "s31-other", difficulty: "intermediate" }),
    row("p-b-old", 1, { topic, difficulty: "beginner" }),
    row("p-b-tie-a", 4, { topic, difficulty: "beginner" }),
    row("p-b-tie-b", 4, { topic, difficulty: "beginner" }),
    row("p-i-1", 5, { topic, difficulty: "intermediate" }),
    row("p-a-1", 6, { topic, difficulty: "advanced" }),
    row("p-none-1", 7, { topic }),
    // Not on the path: another topic, not picked.
    row("p-stranger", 5, { topic: "s31-other", difficulty: "beginner" }),
  ];
  const picks: PathPicks = {
    start: "p-start",
    picked: ["p-start", "p-pick-advanced", "p-pick-beginner", "p-pick-none", "p-pick-elsewhere", "p-not-published"],
  };
  const path: PathOf = { topic, ...picks };

  it("match the order the topic page lists: Start here, then by difficulty, the page's picks first in each", async () => {
    await applyPostChanges(db, changes);
    const listed = topicPath(changes.map(summaryOf), topic, picks).map((summary) => summary.slug);
    expect(listed).toEqual([
      "p-start",
      "p-pick-beginner",
      "p-b-old",
      "p-b-tie-b",
      "p-b-tie-a",
      "p-pick-elsewhere",
      "p-i-1",
      "p-pick-advanced",
      "p-a-1",
      "p-pick-none",
      "p-none-1",
    ]);
    for (const [step, slug] of listed.entries()) {
      const summary = summaryOf(changes.find((change) => change.slug === slug)!);
      const found = await readNeighbours(db, { ...summary, boards: [] }, 4, path, []);
      expect(found.onPath, slug).toBe(true);
      expect(found.pathPrevious?.slug ?? null, `${slug} previous`).toBe(listed[step - 1] ?? null);
      expect(found.pathNext?.slug ?? null, `${slug} next`).toBe(listed[step + 1] ?? null);
    }
    const stranger = await readNeighbours(db, { ...summaryOf(changes.at(-1)!), boards: [] }, 4, path, []);
    expect(stranger).toMatchObject({ onPath: false, pathPrevious: null, pathNext: null });
  });
});

describe("the read model's board and title tables", () => {
  const boardsOf = async (slug: string) =>
    (
      await db.prepare("SELECT board FROM post_boards WHERE slug = ?1 ORDER BY board").bind(slug).all<{ board: string }>()
    ).results.map(({ board }) => board);
  const titled = async (word: string) =>
    (
      await db
        .prepare("SELECT p.slug FROM post_titles AS t JOIN posts AS p ON p.rowid = t.rowid WHERE post_titles MATCH ?1")
        .bind(`"${word}"`)
        .all<{ slug: string }>()
    ).results.map(({ slug }) => slug);

  it("follow every write of a post: published, boards changed, older write ignored, removed", async () => {
    const slug = "t-follow";
    await applyPostChanges(db, [row(slug, 1, { boards: ["esp32", "arduino-uno"], title: "Quetzalcoatl sensor" })]);
    expect(await boardsOf(slug)).toEqual(["arduino-uno", "esp32"]);
    expect(await titled("quetzalcoatl")).toEqual([slug]);

    const later = row(slug, 1, { boards: ["raspberry-pi-pico"], title: "Xylocarp sensor" });
    later.version = "2026-05-01T01:00:00.000Z";
    await applyPostChanges(db, [later]);
    expect(await boardsOf(slug)).toEqual(["raspberry-pi-pico"]);
    expect(await titled("quetzalcoatl")).toEqual([]);
    expect(await titled("xylocarp")).toEqual([slug]);

    // An older write arriving late changes nothing, here as in posts.
    await applyPostChanges(db, [row(slug, 1, { boards: ["esp8266"], title: "Zymurgic sensor" })]);
    expect(await boardsOf(slug)).toEqual(["raspberry-pi-pico"]);
    expect(await titled("zymurgic")).toEqual([]);

    await applyPostChanges(db, [{ slug, version: "2026-05-01T02:00:00.000Z", entry: null }]);
    expect(await boardsOf(slug)).toEqual([]);
    expect(await titled("xylocarp")).toEqual([]);
  });
});

describe("a post page's read", () => {
  it("is one batch in which every statement searches an index (no full scan)", async () => {
    const batches: string[][] = [];
    const recorded: Array<{ sql: string; values: unknown[] }> = [];
    // A D1 stand-in that records each statement and its values and passes it on.
    type Recorded = { real: D1PreparedStatement; sql: string };
    const recording = {
      prepare(sql: string) {
        const entry = { sql, values: [] as unknown[] };
        recorded.push(entry);
        return {
          bind(...values: unknown[]) {
            entry.values = values;
            const real = db.prepare(sql).bind(...values);
            return { real, sql, all: () => real.all() };
          },
        };
      },
      batch(statements: Recorded[]) {
        batches.push(statements.map((statement) => statement.sql));
        return db.batch(statements.map((statement) => statement.real));
      },
    } as unknown as D1Database;
    await applyPostChanges(db, [
      row("q-me", 10, {
        topic: "s31-q",
        difficulty: "intermediate",
        boards: ["esp32", "arduino-uno"],
        title: "ESP32 BME280 logger",
      }),
    ]);
    const me = summaryOf(row("q-me", 10, { topic: "s31-q", difficulty: "intermediate", boards: ["esp32", "arduino-uno"] }));
    await readNeighbours(
      recording,
      { ...me, boards: ["esp32", "arduino-uno"] },
      4,
      { topic: "s31-q", start: "q-start", picked: ["q-start"] },
      titleTerms("ESP32 BME280 logger"),
    );
    expect(batches).toHaveLength(1);
    // Publishing order, topic, two boards, title words and the path: all in that one round trip.
    expect(batches[0]!.length).toBe(12);
    const batched = new Set(batches[0]);
    for (const { sql, values } of recorded.filter((entry) => batched.has(entry.sql))) {
      const { results } = await db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...values)
        .all<{ detail: string }>();
      const plan = results.map(({ detail }) => detail);
      // The tables a page reads by index: never walked whole, nor along an index by "published" alone.
      const scans = plan.filter(
        (detail) =>
          /^SCAN (p|posts|b|post_boards)\b/.test(detail) ||
          /^SEARCH (p|posts) USING (COVERING )?INDEX \w+ \(published=\?\)$/.test(detail),
      );
      expect(scans, `${sql}\n${plan.join("\n")}`).toEqual([]);
    }
  });
});

describe("on the site: the same board first", () => {
  const run = Date.now();
  const slugs = {
    cam: `s31-cam-${run}`,
    start: "esp32-getting-started-blink-serial",
    weather: `s31-weather-${run}`,
    espNow: `s31-esp-now-${run}`,
    divider: `s31-divider-${run}`,
    uno: `s31-hcsr04-uno-${run}`,
    pico: `s31-pico-servo-${run}`,
    pi: `s31-pi-bme280-${run}`,
  };
  const post = (slug: string, title: string, fields: Record<string, unknown>) => ({
    path: paths.post("author-b", slug),
    data: { slug, title, pageData: [{ section: "body", content: [{ p: `${title}.` }] }], ...fields },
  });
  const boardOf = async (href: string) =>
    db
      .prepare("SELECT topic, boards FROM posts WHERE slug = ?1")
      .bind(href.slice(1))
      .first<{ topic: string | null; boards: string | null }>();

  beforeAll(async () => {
    // One commit each, in this order, so publishing order puts the camera just before "Start here".
    const commits = [
      post(slugs.cam, "ESP32-CAM motion camera", { topic: "esp32-cam", difficulty: "advanced", boards: ["esp32-cam"] }),
      post(slugs.start, "ESP32 getting started", { topic: "esp32", difficulty: "beginner", boards: ["esp32"] }),
      post(slugs.weather, "ESP32 weather station with a BME280", {
        topic: "esp32",
        difficulty: "intermediate",
        boards: ["esp32"],
      }),
      post(slugs.espNow, "ESP-NOW link between two ESP32 boards", {
        topic: "iot",
        difficulty: "intermediate",
        boards: ["esp32"],
      }),
      post(slugs.divider, "Voltage divider basics", {
        topic: "basic-electronics",
        difficulty: "beginner",
        boards: ["arduino-uno", "esp32"],
      }),
      // Newer than all of them, of other boards, one sharing the weather station's sensor.
      post(slugs.uno, "HC-SR04 distance meter on an Uno", { topic: "ece", difficulty: "beginner", boards: ["arduino-uno"] }),
      post(slugs.pico, "Pico servo with PWM", {
        topic: "raspberry-pi-pico",
        difficulty: "beginner",
        boards: ["raspberry-pi-pico"],
      }),
      post(slugs.pi, "Raspberry Pi 4 BME280 weather logger", {
        topic: "raspberry-pi-4",
        difficulty: "beginner",
        boards: ["raspberry-pi-4"],
      }),
    ];
    for (const write of commits) await firestore.commit([write]);
    const context = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/30 * * * *" }), env, context);
    await waitOnExecutionContext(context);
  });

  afterAll(async () => {
    // Other files share the emulator: the ESP32 page's "Start here" is not published in their fixtures.
    await firestore.commit(Object.values(slugs).map((slug) => ({ path: paths.post("author-b", slug), delete: true })));
  });

  it("the weather station's related tutorials are ESP32 posts first, and none of another board family", async () => {
    const { doc } = await page(`/${slugs.weather}`);
    const related = doc.querySelectorAll("main .related-posts a").map((a) => a.getAttribute("href") ?? "");
    const pager = doc.querySelectorAll("main .post-pager a").map((a) => a.getAttribute("href") ?? "");
    expect(related.length).toBeGreaterThanOrEqual(1);
    const onEsp32 = await Promise.all(
      related.map(async (href) => JSON.parse((await boardOf(href))?.boards ?? "[]").includes("esp32")),
    );
    // ESP32 posts lead; anything after them is not of another family.
    expect(onEsp32[0]).toBe(true);
    expect(onEsp32.indexOf(false) === -1 || onEsp32.slice(onEsp32.indexOf(false)).every((on) => !on)).toBe(true);
    // Every ESP32 post of this file is linked from the page, in the related list or the pager.
    for (const slug of [slugs.start, slugs.espNow, slugs.divider]) expect([...related, ...pager], slug).toContain(`/${slug}`);
    for (const slug of [slugs.uno, slugs.pico, slugs.pi]) expect(related, slug).not.toContain(`/${slug}`);
    for (const href of [...related, ...pager]) {
      const { boards } = (await boardOf(href))!;
      const names: string[] = JSON.parse(boards ?? "[]");
      expect(names.every((board) => ["esp32", "esp32-cam", "esp8266"].includes(board)) || names.includes("esp32"), href).toBe(
        true,
      );
    }
  });

  it("'Start here' on the ESP32 path has no Previous, and its Next is an ESP32 post", async () => {
    const { doc } = await page(`/${slugs.start}`);
    expect(doc.querySelector('main .post-pager a[rel="prev"]')).toBeNull();
    const next = doc.querySelector('main .post-pager a[rel="next"]')?.getAttribute("href");
    expect(next).toBeDefined();
    const { topic, boards } = (await boardOf(next!))!;
    expect(topic === "esp32" || JSON.parse(boards ?? "[]").includes("esp32"), next).toBe(true);
    expect(doc.querySelectorAll(`main a[href="/${slugs.cam}"]`)).toHaveLength(0);
  });

  it("Previous and Next never lead to a post of another board", async () => {
    const own: Record<string, string[]> = {
      [slugs.weather]: ["esp32"],
      [slugs.espNow]: ["esp32"],
      [slugs.divider]: ["arduino-uno", "esp32"],
      [slugs.uno]: ["arduino-uno"],
      [slugs.pico]: ["raspberry-pi-pico"],
    };
    for (const [slug, boards] of Object.entries(own)) {
      const { doc } = await page(`/${slug}`);
      for (const rel of ["prev", "next"]) {
        const href = doc.querySelector(`main .post-pager a[rel="${rel}"]`)?.getAttribute("href");
        if (!href) continue;
        const names: string[] = JSON.parse((await boardOf(href))?.boards ?? "[]");
        expect(names.length === 0 || names.some((board) => boards.includes(board)), `${slug} ${rel} ${href}`).toBe(true);
      }
    }
  });

  it("the ESP32 topic page starts its path with its own 'Start here' post", async () => {
    const { doc } = await page("/learn/esp32");
    const start = doc.querySelectorAll("main #step-by-step .path-group--start-here .post-links a");
    expect(start.map((a) => a.getAttribute("href"))).toEqual([`/${slugs.start}`]);
    expect(doc.querySelector("main #step-by-step #start-here")?.text).toBe("Start here");
  });
});
