import type { TestProject } from "vitest/node";
import { useDemoSite } from "../stack/demo-site";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    authHost: string;
    firestoreHost: string;
  }
}

/** The run's demo site (tests/stack/demo-site.ts), shared with the bundle tests. */
export default async function setup(project: TestProject) {
  const { site, release } = await useDemoSite();
  project.provide("baseUrl", site.baseUrl);
  project.provide("authHost", site.authHost);
  project.provide("firestoreHost", site.firestoreHost);
  return release;
}
