import { createFirestoreClient, type FirestoreClient } from "firebase-rest-firestore";
import type { SiteConfig } from "../config";
import type { Env } from "../env";
import { ensureFetchTimeout } from "./fetch-timeout";

/** Thrown when the worker has no way to reach Firestore (no emulator, no credentials). */
export class FirestoreConfigError extends Error {}

const clients = new WeakMap<Env, FirestoreClient>();

/**
 * The Firestore client for this isolate: emulator mode (plain HTTP, no credentials)
 * when FIRESTORE_EMULATOR_HOST is set, the service account from the secrets otherwise.
 */
export function firestore(env: Env, config: SiteConfig): FirestoreClient {
  ensureFetchTimeout();
  const cached = clients.get(env);
  if (cached) return cached;
  let client: FirestoreClient;
  if (config.emulatorHost) {
    const [host = "127.0.0.1", port = "8080"] = splitHostPort(config.emulatorHost);
    client = createFirestoreClient({
      projectId: config.projectId,
      // The library insists on these fields even when the emulator needs none.
      privateKey: "",
      clientEmail: "",
      useEmulator: true,
      emulatorHost: host,
      emulatorPort: Number(port),
    });
  } else {
    if (!env.FIREBASE_CLIENT_EMAIL || !env.FIREBASE_PRIVATE_KEY) {
      throw new FirestoreConfigError(
        "Firestore is not configured: set FIRESTORE_EMULATOR_HOST, or the FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY secrets.",
      );
    }
    client = createFirestoreClient({
      projectId: config.projectId,
      clientEmail: env.FIREBASE_CLIENT_EMAIL,
      privateKey: env.FIREBASE_PRIVATE_KEY,
    });
  }
  clients.set(env, client);
  return client;
}

function splitHostPort(value: string): [string, string] {
  const trimmed = value.replace(/^https?:\/\//, "");
  const index = trimmed.lastIndexOf(":");
  return index === -1 ? [trimmed, "8080"] : [trimmed.slice(0, index), trimmed.slice(index + 1)];
}
