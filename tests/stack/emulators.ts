import { startAuthEmulator, startFirestoreEmulator, stop } from "../../scripts/lib/processes.mjs";
import { wranglerVar } from "../../scripts/seed.mjs";

/**
 * The Firestore and Auth emulators, started once per Vitest run and shared by every project
 * whose global setup asks for them (worker, bundle, browser). Each project seeds its own
 * Firestore project id, so they never see each other's documents. The Auth emulator's default
 * project is the demo site's (wrangler.toml's FIREBASE_PROJECT_ID), which the studio in the
 * browser signs in to with an API key; the worker tests sign in to their own project by
 * naming it (tests/worker/studio-helpers.ts).
 *
 * Global setups run in Vitest's main process, but each project may load this module afresh,
 * so the shared state lives on `globalThis` under a registered symbol.
 */
export interface Emulators {
  firestoreHost: string;
  authHost: string;
}

interface Started {
  hosts: Emulators;
  /** Resolves once both answer; rejects (after stopping both) if either never does. */
  ready: Promise<void>;
  stopAll: () => Promise<void>;
}

interface Shared {
  started: Promise<Started>;
  users: number;
}

const KEY = Symbol.for("circuit-campus.test-emulators");
const registry = globalThis as typeof globalThis & { [KEY]?: Shared };

async function startBoth(): Promise<Started> {
  const demoProjectId = await wranglerVar("FIREBASE_PROJECT_ID");
  const firestore = await startFirestoreEmulator({ wait: false });
  // The Auth emulator serves several project ids at once (one per Vitest project).
  const auth = await startAuthEmulator({ projectId: demoProjectId, multiProject: true, wait: false }).catch(
    async (error: unknown) => {
      await stop(firestore.child);
      throw error;
    },
  );
  const stopAll = async () => {
    await Promise.all([stop(auth.child), stop(firestore.child)]);
  };
  const ready = Promise.all([firestore.ready, auth.ready]).then(
    () => undefined,
    async (error: unknown) => {
      await stopAll();
      throw error;
    },
  );
  ready.catch(() => undefined);
  return { hosts: { firestoreHost: firestore.host, authHost: auth.host }, ready, stopAll };
}

/**
 * The shared emulators (started by the first caller) and a release function; the last
 * release stops them. With `ready: false` it answers as soon as their addresses are known,
 * before they answer, so a caller can start what needs only the addresses meanwhile (and
 * awaits `ready` itself).
 */
export async function useEmulators({ ready: waitReady = true } = {}): Promise<{
  hosts: Emulators;
  ready: Promise<void>;
  release: () => Promise<void>;
}> {
  const shared = (registry[KEY] ??= { started: startBoth(), users: 0 });
  shared.users += 1;
  let started: Started;
  try {
    started = await shared.started;
    if (waitReady) await started.ready;
  } catch (error) {
    shared.users -= 1;
    if (shared.users === 0) delete registry[KEY];
    throw error;
  }
  let released = false;
  return {
    hosts: started.hosts,
    ready: started.ready,
    release: async () => {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      delete registry[KEY];
      await started.stopAll();
    },
  };
}
