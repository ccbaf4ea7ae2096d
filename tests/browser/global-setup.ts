import type { TestProject } from "vitest/node";
import { startWranglerDev, stop } from "../../scripts/lib/processes.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One `wrangler dev` (development React, so hydration warnings are loud) for all browser tests. */
export default async function setup(project: TestProject) {
  const { url, child } = await startWranglerDev({ freshState: true });
  project.provide("baseUrl", url);
  return async () => {
    await stop(child);
  };
}
