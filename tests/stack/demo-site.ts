import { demoAccounts } from "../../scripts/demo/accounts.mjs";
import { assertBuilt } from "../../scripts/lib/built-config.mjs";
import { createAuthAccounts, runScheduledJob, startWranglerDev, stop } from "../../scripts/lib/processes.mjs";
import { seed } from "../../scripts/seed.mjs";
import { seedMedia } from "../../scripts/seed-media.mjs";
import { useEmulators, type Emulators } from "./emulators";

/**
 * The demo site as a developer runs it, started once per Vitest run for every project that
 * asks (bundle, browser): the demo content in the shared Firestore emulator, the demo accounts
 * in the shared Auth emulator, and one `wrangler dev` serving what `npm run build` built (the
 * bundle that deploys and the client files, so nothing is built twice), with the demo
 * pictures uploaded through the media API and the read model filled as the cron would. The
 * --var overrides also prove that overrides reach the worker.
 */
export interface DemoSite extends Emulators {
  baseUrl: string;
}

interface Shared {
  started: Promise<{ site: DemoSite; stopAll: () => Promise<void> }>;
  users: number;
}

const KEY = Symbol.for("circuit-campus.test-demo-site");
const registry = globalThis as typeof globalThis & { [KEY]?: Shared };

async function startSite(): Promise<{ site: DemoSite; stopAll: () => Promise<void> }> {
  await assertBuilt();
  // wrangler dev needs only the emulators' addresses, so it starts while they boot.
  const { hosts, ready, release } = await useEmulators({ ready: false });
  const serving = startWranglerDev({
    built: true,
    freshState: true,
    vars: {
      SITE_URL: "http://learn.example.test",
      FIRESTORE_EMULATOR_HOST: hosts.firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: hosts.authHost,
    },
  });
  const stopServing = () =>
    serving.then(
      (wrangler) => stop(wrangler.child),
      () => undefined,
    );
  try {
    const seeded = ready.then(async () => {
      const demo = await seed(hosts.firestoreHost);
      await createAuthAccounts({ host: hosts.authHost, projectId: demo.projectId, accounts: demoAccounts(demo) });
      return demo;
    });
    const [wrangler, { projectId, authorIds, listAdminId }] = await Promise.all([serving, seeded]);
    await seedMedia({
      baseUrl: wrangler.url,
      authHost: hosts.authHost,
      firestoreHost: hosts.firestoreHost,
      projectId,
      authorIds,
      listAdminId,
    });
    await runScheduledJob(wrangler.url);
    return {
      site: { ...hosts, baseUrl: wrangler.url },
      stopAll: async () => {
        await stop(wrangler.child);
        await release();
      },
    };
  } catch (error) {
    await stopServing();
    await release();
    throw error;
  }
}

/** The shared demo site (started by the first caller) and a release function; the last release stops it. */
export async function useDemoSite(): Promise<{ site: DemoSite; release: () => Promise<void> }> {
  const shared = (registry[KEY] ??= { started: startSite(), users: 0 });
  shared.users += 1;
  let site: DemoSite;
  try {
    ({ site } = await shared.started);
  } catch (error) {
    shared.users -= 1;
    if (shared.users === 0) delete registry[KEY];
    throw error;
  }
  let released = false;
  return {
    site,
    release: async () => {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      delete registry[KEY];
      await (await shared.started).stopAll();
    },
  };
}
