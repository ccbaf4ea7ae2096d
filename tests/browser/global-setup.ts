import type { TestProject } from "vitest/node";
import { startFirestoreEmulator, startWranglerDev, stop } from "../../scripts/lib/processes.mjs";
import { seed } from "../../scripts/seed.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * The stack as a developer runs it: the real Firestore emulator with the demo content and
 * one `wrangler dev` (development React, so hydration warnings are loud) for all browser
 * tests. The --var overrides also prove that overrides reach the worker.
 */
export default async function setup(project: TestProject) {
  const emulator = await startFirestoreEmulator();
  await seed(emulator.host);
  const wrangler = await startWranglerDev({
    freshState: true,
    vars: { SITE_URL: "https://learn.example.org", FIRESTORE_EMULATOR_HOST: emulator.host },
  }).catch(async (error: unknown) => {
    await stop(emulator.child);
    throw error;
  });
  project.provide("baseUrl", wrangler.url);
  return async () => {
    await stop(wrangler.child);
    await stop(emulator.child);
  };
}
