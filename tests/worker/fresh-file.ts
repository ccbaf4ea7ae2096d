import { env } from "cloudflare:workers";
import { vi } from "vitest";

// The worker tests share one workerd (isolate: false in vitest.config.ts): starting a new one
// for each file cost two seconds a file. Each file still starts as if it had the runtime to
// itself, as it did then: fresh worker modules (empty isolate memory: the finished-page cache,
// remembered misses, the token and typo caches), an empty KV cache, an empty R2 bucket and an
// empty D1 database. Files that read the read model fill D1 by importing ./read-model first.
// Firestore and the Auth emulator are shared by every file, as they always were.
vi.resetModules();

async function emptyKv(): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await env.CONTENT_CACHE.list({ cursor });
    await Promise.all(page.keys.map((key) => env.CONTENT_CACHE.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function emptyR2(): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ cursor });
    if (page.objects.length) await env.MEDIA.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

async function emptyD1(): Promise<void> {
  // Virtual (FTS5) tables first: dropping one drops its shadow tables with it.
  const { results } = await env.READ_MODEL.prepare(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string; sql: string | null }>();
  const virtual = results.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql ?? ""));
  for (const table of virtual) await env.READ_MODEL.prepare(`DROP TABLE IF EXISTS "${table.name}"`).run();
  const { results: left } = await env.READ_MODEL.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string }>();
  for (const table of left) await env.READ_MODEL.prepare(`DROP TABLE IF EXISTS "${table.name}"`).run();
}

await Promise.all([emptyKv(), emptyR2(), emptyD1()]);
