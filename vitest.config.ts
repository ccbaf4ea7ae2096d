import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { TEST_AUTHOR_IDS, TEST_LIST_ADMIN, TEST_PROJECT_ID, TEST_PURGE_TOKEN } from "./tests/fixtures/posts.ts";

// Two projects, one command: route tests run inside workerd with the real wrangler.toml;
// browser tests run in Node, drive Debian's Chromium against a `wrangler dev` they start.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            wrangler: { configPath: "./wrangler.toml" },
            // The emulator started by global-setup, and ids matching the seeded fixtures.
            miniflare: {
              bindings: {
                FIRESTORE_EMULATOR_HOST: inject("firestoreHost"),
                FIREBASE_AUTH_EMULATOR_HOST: inject("authHost"),
                FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
                SITE_URL: "http://learn.example.test",
                AUTHOR_IDS: TEST_AUTHOR_IDS,
                LIST_ADMIN_ID: TEST_LIST_ADMIN,
                CACHE_PURGE_TOKEN: TEST_PURGE_TOKEN,
                // The read model's schema, applied by tests/worker/setup.ts to each test file's D1.
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.{ts,tsx}"],
          globalSetup: ["tests/worker/global-setup.ts"],
          setupFiles: ["tests/worker/setup.ts"],
          hookTimeout: 120_000,
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
