import { readdir } from "node:fs/promises";
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
    // Dot files configure [assets] and are not served; __bench appears only while the benchmark runs.
    const served = (await readdir("public")).filter((name) => !name.startsWith(".") && name !== "__bench");
    for (const name of served) expect(RESERVED_SLUGS.has(name), name).toBe(true);
  });
});
