import type { TestProject } from "vitest/node";
import { startWranglerDev, stop } from "../../scripts/lib/processes.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One `wrangler dev` (development React, so hydration warnings are loud) for all browser tests. */
export default async function setup(project: TestProject) {
  // A --var override, so the suite also proves that overrides reach the worker.
  const { url, child } = await startWranglerDev({ freshState: true, vars: { SITE_URL: "https://learn.example.org" } });
  project.provide("baseUrl", url);
  return async () => {
    await stop(child);
  };
}
