import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { islandLoading, type IslandName } from "../../client/hydration/registry";
import { BUILT } from "../../scripts/lib/built-config.mjs";

/** Issue 7's budget: at most 70 KB (70,000 bytes) of gzipped JavaScript on any page. */
const BUDGET_BYTES = 70_000;
/**
 * Issue 33: an island that waits for use (`islandLoading` "use", client/hydration/registry.ts)
 * is fetched only after the reader first focuses, types in or submits its form, so it is
 * no part of what a page loads first, which is what the 70 KB budget guards (the first view,
 * Lighthouse). It is counted apart: what each one adds once used, beyond what the page
 * already loaded, has this budget of its own, so it cannot grow unnoticed either.
 */
const ON_USE_BUDGET_BYTES = 8_000;
const ENTRY = "client/entry.ts";
/**
 * The authoring studio is its own application on /studio only, with the Firebase
 * Authentication SDK: readers never load it. Its budget keeps it from growing unnoticed
 * (about 110 KB after issue 18; about 100 KB since issue 28 made the editor a chunk of its own,
 * fetched once the author is signed in).
 */
const STUDIO_BUDGET_BYTES = 120_000;
const STUDIO = "client/studio/main.tsx";

interface Chunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

/** What `npm run build` produced: Vite's production build of the client (tests/bundle/global-setup.ts checks it is current). */
const outDir = BUILT.clientDir;
let manifest: Record<string, Chunk>;

beforeAll(async () => {
  manifest = JSON.parse(await readFile(join(outDir, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
});

/** Every file these manifest entries pull in, following static imports. */
function filesFor(keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

const islandChunks = (loading?: "load" | "use") =>
  Object.keys(manifest).filter(
    (key) =>
      key.startsWith("client/islands/") &&
      (!loading || islandLoading[key.slice("client/islands/".length, -".tsx".length) as IslandName] === loading),
  );

async function gzippedBytes(files: string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(join(outDir, file))).length;
  return total;
}

describe("JavaScript budget", () => {
  it("builds one chunk per island file, each loaded on demand", async () => {
    const files = (await readdir("client/islands")).filter((name) => name.endsWith(".tsx"));
    expect(islandChunks().sort()).toEqual(files.map((name) => `client/islands/${name}`).sort());
    for (const key of islandChunks()) expect(manifest[key]?.isDynamicEntry, key).toBe(true);
  });

  it("keeps a page with every island that loads with it within 70 KB of gzipped JavaScript", async () => {
    // No page has all of them; this is the worst case any page can reach before the reader does anything.
    expect(islandChunks("load").length).toBeGreaterThan(0);
    expect(await gzippedBytes(filesFor([ENTRY, ...islandChunks("load")]))).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it("keeps what each island that waits for use adds, once used, within its own 8 KB and out of the first load", async () => {
    const first = new Set(filesFor([ENTRY, ...islandChunks("load")]));
    const waiting = islandChunks("use");
    expect(waiting.length).toBeGreaterThan(0);
    for (const key of waiting) {
      expect(first.has(manifest[key]!.file), key).toBe(false);
      const added = filesFor([key]).filter((file) => !first.has(file));
      expect(await gzippedBytes(added), key).toBeLessThanOrEqual(ON_USE_BUDGET_BYTES);
    }
  });

  it("keeps the studio within its own budget of gzipped JavaScript", async () => {
    const total = await gzippedBytes(filesFor([STUDIO]));
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(STUDIO_BUDGET_BYTES);
  });

  it("ships React's production build, not the development one", async () => {
    const code = await Promise.all(filesFor([ENTRY]).map((file) => readFile(join(outDir, file), "utf8")));
    // Only the production build replaces error messages with codes.
    expect(code.join("\n")).toContain("Minified React error");
  });
});

describe("island registry", () => {
  it("names exactly the files in client/islands, each exporting its namesake", async () => {
    const { islandNames } = await import("../../client/hydration/registry");
    const files = (await readdir("client/islands")).filter((name) => name.endsWith(".tsx")).map((name) => name.slice(0, -4));
    expect([...islandNames].sort()).toEqual(files.sort());
    for (const name of files) {
      const module = (await import(`../../client/islands/${name}.tsx`)) as Record<string, unknown>;
      expect(typeof module[name], name).toBe("function");
    }
  });
});
