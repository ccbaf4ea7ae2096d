import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { SearchAnswer } from "../../client/data/search";
import { request } from "./helpers";

const db = env.READ_MODEL;
const before = env.TEST_MIGRATIONS.filter((migration) => migration.name < "0005");

describe("migration 0005 (search sections)", () => {
  it("keeps every indexed post found while the job indexes them again, and writes the site's rows anew", async () => {
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThan(env.TEST_MIGRATIONS.length);
    // A read model as the site had it before: a post, its search row (with the old `alt` column) and a topic page.
    await applyD1Migrations(db, before);
    await db.batch([
      db.prepare("INSERT INTO posts (slug, version, published, title) VALUES ('old-post', 1, 1, 'Wiring an HC-SR04')").bind(),
      db.prepare(
        `INSERT INTO search (rowid, title, headings, text, alt, kind, url, excerpt, title_key)
         SELECT rowid, 'Wiring an HC-SR04', 'Parts', 'Pulses and echoes.', 'hc sr04 sr 04', 'post', '/old-post', 'Pulses and echoes.', 'wiring an hc sr04'
         FROM posts WHERE slug = 'old-post'`,
      ),
      db.prepare(
        "INSERT INTO search_titles (id, title_key) SELECT rowid, 'wiring an hc sr04' FROM posts WHERE slug = 'old-post'",
      ),
      db.prepare(
        `INSERT INTO search (rowid, title, headings, text, alt, kind, url, excerpt, title_key)
         VALUES (-1, 'Zymurgy', '', 'Gone after the migration.', '', 'topic', '/learn/zymurgy', '', 'zymurgy')`,
      ),
      db.prepare("INSERT INTO meta (key, value) VALUES ('topics', 'an old fingerprint')"),
    ]);
    await applyD1Migrations(db, env.TEST_MIGRATIONS);
    const search = async (q: string) =>
      ((await (await request(`/api/search?q=${encodeURIComponent(q)}`)).json()) as SearchAnswer).results;
    expect((await search("hc-sr04 wiring"))[0]).toMatchObject({
      url: "/old-post",
      title: "Wiring an HC-SR04",
      section: null,
      kind: "post",
    });
    expect((await search("echoes"))[0]?.url).toBe("/old-post");
    expect(await search("zymurgy")).toEqual([]);
    // The site's rows are written again by the first search: pins, pinouts and calculators.
    expect((await search("gpio34"))[0]?.url).toBe("/learn/esp32#pin-gpio34");
    expect((await search("led resistor"))[0]?.url).toBe("/tools/led-resistor");
    const tables = await db
      .prepare("SELECT name FROM sqlite_master WHERE name IN ('search_before_0005', 'search_vocab', 'search')")
      .all<{ name: string }>();
    expect(tables.results.map((table) => table.name).sort()).toEqual(["search", "search_vocab"]);
  });
});
