import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Two projects, one command: route tests run inside workerd with the real wrangler.toml;
// browser tests run in Node, drive Debian's Chromium against a `wrangler dev` they start.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" } })],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.{ts,tsx}"],
        },
      },
      {
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/browser/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium and one wrangler dev are plenty for two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
