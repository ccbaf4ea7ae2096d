import type { TestProject } from "vitest/node";
import { demoAccounts } from "../../scripts/demo/accounts.mjs";
import {
  createAuthAccounts,
  startAuthEmulator,
  startFirestoreEmulator,
  runScheduledJob,
  startWranglerDev,
  stop,
} from "../../scripts/lib/processes.mjs";
import { seed } from "../../scripts/seed.mjs";
import { seedMedia } from "../../scripts/seed-media.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    authHost: string;
    firestoreHost: string;
  }
}

/**
 * The stack as a developer runs it: the real Firestore emulator with the demo content, the
 * Firebase Auth emulator with the demo accounts, and one `wrangler dev` (development React,
 * so hydration warnings are loud) for all browser tests. The --var overrides also prove that
 * overrides reach the worker.
 */
export default async function setup(project: TestProject) {
  const emulator = await startFirestoreEmulator();
  const { projectId, authorIds, listAdminId } = await seed(emulator.host);
  const auth = await startAuthEmulator({ projectId }).catch(async (error: unknown) => {
    await stop(emulator.child);
    throw error;
  });
  await createAuthAccounts({
    host: auth.host,
    projectId,
    accounts: demoAccounts({ authorIds: ["author-main", "author-guest"] }),
  });
  const wrangler = await startWranglerDev({
    freshState: true,
    testScheduled: true,
    vars: {
      SITE_URL: "http://learn.example.test",
      FIRESTORE_EMULATOR_HOST: emulator.host,
      FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    },
  }).catch(async (error: unknown) => {
    await stop(auth.child);
    await stop(emulator.child);
    throw error;
  });
  // The demo pictures go in through the media API, then the read model is filled as the cron would.
  await seedMedia({ baseUrl: wrangler.url, authHost: auth.host, firestoreHost: emulator.host, projectId, authorIds, listAdminId })
    .then(() => runScheduledJob(wrangler.url))
    .catch(async (error: unknown) => {
      await Promise.all([stop(wrangler.child), stop(auth.child), stop(emulator.child)]);
      throw error;
    });
  project.provide("baseUrl", wrangler.url);
  project.provide("authHost", auth.host);
  project.provide("firestoreHost", emulator.host);
  return async () => {
    await stop(wrangler.child);
    await stop(auth.child);
    await stop(emulator.child);
  };
}
