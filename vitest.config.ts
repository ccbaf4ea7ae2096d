import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import {
  TEST_AUTHOR_IDS,
  TEST_CONTRIBUTOR_IDS,
  TEST_EDITOR_IDS,
  TEST_LIST_ADMIN,
  TEST_PROJECT_ID,
  TEST_PURGE_TOKEN,
} from "./tests/fixtures/posts.ts";

// Four projects, one command (`vitest run`), each paying only for what it uses:
// - unit: pure modules in Node; no emulator, no wrangler, no global setup.
// - worker: route tests inside workerd with the real wrangler.toml, against the Firestore and
//   Auth emulators; only files that read the read model fill D1 (tests/worker/read-model.ts).
// - bundle: what `npm run build` produced (the JavaScript budget, the deploy bundle run in
//   Miniflare, the deploy script's refusals), in Node.
// - browser: Chromium, driven by playwright-core, against `wrangler dev` serving the build.
// The emulators start once per run, and only when a project that needs them runs
// (tests/stack/emulators.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
      {
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            wrangler: { configPath: "./wrangler.toml" },
            // The emulators started by global-setup, and ids matching the seeded fixtures.
            miniflare: {
              bindings: {
                FIRESTORE_EMULATOR_HOST: inject("firestoreHost"),
                FIREBASE_AUTH_EMULATOR_HOST: inject("authHost"),
                FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
                SITE_URL: "http://learn.example.test",
                AUTHOR_IDS: TEST_AUTHOR_IDS,
                EDITOR_IDS: TEST_EDITOR_IDS,
                CONTRIBUTOR_IDS: TEST_CONTRIBUTOR_IDS,
                LIST_ADMIN_ID: TEST_LIST_ADMIN,
                CACHE_PURGE_TOKEN: TEST_PURGE_TOKEN,
                // Tests that inject upstream faults point the worker here instead (tests/worker/faults-proxy.ts).
                FAULT_PROXY_HOST: inject("faultProxyHost"),
                // The read model's schema, applied by tests/worker/read-model.ts for the files that read it.
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.{ts,tsx}"],
          globalSetup: ["tests/worker/global-setup.ts"],
          isolate: false,
          sequence: { groupOrder: 0 },
          maxWorkers: 1,
          setupFiles: ["tests/worker/fresh-file.ts"],
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "bundle",
          include: ["tests/bundle/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/bundle/global-setup.ts"],
          sequence: { groupOrder: 0 },
          maxWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/browser/global-setup.ts"],
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
