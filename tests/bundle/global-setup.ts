import type { TestProject } from "vitest/node";
import { demoDocuments } from "../../scripts/demo/index.mjs";
import { writeDocuments } from "../../scripts/lib/firestore-rest.mjs";
import { wranglerVar } from "../../scripts/seed.mjs";
import { useDemoSite } from "../stack/demo-site";

/** The Firestore project the production bundle in Miniflare reads: the demo content, apart from the demo site's copy. */
const BUNDLE_PROJECT_ID = "demo-bundle-tests";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    firestoreHost: string;
    bundleProjectId: string;
  }
}

/**
 * The bundle tests read what `npm run build` produced: the client files, the deploy bundle run
 * in Miniflare (reading the demo content under a project id of its own, so the studio tests'
 * writes never reach it), and the demo site serving both (tests/stack/demo-site.ts, shared
 * with the browser tests).
 */
export default async function setup(project: TestProject) {
  const { site, release } = await useDemoSite();
  try {
    const authorIds = (await wranglerVar("AUTHOR_IDS")).split(",").map((id) => id.trim());
    const listAdminId = await wranglerVar("LIST_ADMIN_ID");
    await writeDocuments({
      host: site.firestoreHost,
      projectId: BUNDLE_PROJECT_ID,
      documents: demoDocuments({ authorIds, listAdminId }),
    });
  } catch (error) {
    await release();
    throw error;
  }
  project.provide("baseUrl", site.baseUrl);
  project.provide("firestoreHost", site.firestoreHost);
  project.provide("bundleProjectId", BUNDLE_PROJECT_ID);
  return release;
}
