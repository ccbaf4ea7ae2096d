import { readdir, readFile } from "node:fs/promises";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { RESERVED_SLUGS } from "../../worker/studio/slug";

describe("addresses no post may take", () => {
  it("include the first segment of every route the worker owns", () => {
    const segments = createApp()
      .routes.map((route) => route.path.split("/")[1] ?? "")
      .filter((segment) => segment && !segment.startsWith(":") && segment !== "*");
    expect(segments.length).toBeGreaterThan(5);
    for (const segment of new Set(segments)) expect(RESERVED_SLUGS.has(segment), segment).toBe(true);
  });

  it("include every file and folder served from public/", async () => {
    // Dot files configure [assets] and are not served.
    const served = (await readdir("public")).filter((name) => !name.startsWith("."));
    for (const name of served) expect(RESERVED_SLUGS.has(name), name).toBe(true);
  });
});

describe("requests the worker does not see", () => {
  it("are every file and folder of the built client: each has its own rule sending it to the asset server", async () => {
    const config = parse(await readFile("wrangler.toml", "utf8")) as { assets: { run_worker_first: string[] } };
    const rules = config.assets.run_worker_first;
    // Pages first: every address goes to the worker unless a rule below sends it to the files.
    expect(rules[0]).toBe("/*");
    // public/ is copied as it is; Vite writes the hashed client files into assets/.
    const builtEntries = [...(await readdir("public", { withFileTypes: true })), { name: "assets", isDirectory: () => true }];
    for (const entry of builtEntries) {
      if (entry.name.startsWith(".") || entry.name === "_headers") continue;
      const rule = entry.isDirectory() ? `!/${entry.name}/*` : `!/${entry.name}`;
      expect(rules, entry.name).toContain(rule);
    }
  });
});
