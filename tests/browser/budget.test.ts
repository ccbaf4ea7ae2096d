import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Issue 7's budget: at most 70 KB (70,000 bytes) of gzipped JavaScript on any page. */
const BUDGET_BYTES = 70_000;

/** The islands each kind of page renders. */
const PAGES: Record<string, string[]> = {
  home: ["NavMenu", "BoardShowcase"],
  contact: ["NavMenu", "ContactForm"],
  "project list": ["NavMenu", "ProjectList"],
  "topic, post, text and not-found pages": ["NavMenu"],
};

interface Chunk {
  file: string;
  imports?: string[];
}

let outDir: string;
let manifest: Record<string, Chunk>;

beforeAll(async () => {
  // A production build of its own: the dev server's build carries React's development code.
  outDir = await mkdtemp(join(tmpdir(), "budget-"));
  await build({
    configFile: "vite.config.ts",
    logLevel: "warn",
    mode: "production",
    // Vitest sets NODE_ENV=test, which would otherwise select React's development code.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: { outDir, emptyOutDir: true },
  });
  manifest = JSON.parse(await readFile(join(outDir, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** Every file a page with these islands downloads: each entry and the chunks it imports. */
function filesFor(islands: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const island of islands) visit(`client/entries/${island}.tsx`);
  return [...files];
}

describe("JavaScript budget", () => {
  it.each(Object.entries(PAGES))("%s pages stay within 70 KB of gzipped JavaScript", async (_kind, islands) => {
    const files = filesFor(islands);
    expect(files.length).toBeGreaterThan(islands.length - 1);
    let total = 0;
    for (const file of files) total += gzipSync(await readFile(join(outDir, file))).length;
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it("ships React's production build, not the development one", async () => {
    const shared = filesFor(["NavMenu"]).find((file) => file.includes("hydrate"))!;
    const code = await readFile(join(outDir, shared), "utf8");
    // Only the production build replaces error messages with codes.
    expect(code).toContain("Minified React error");
  });
});
