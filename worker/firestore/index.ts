import type { SiteConfig } from "../config";
import { Firestore } from "./rest";
import { TokenSource } from "./token";

const clients = new WeakMap<SiteConfig, Firestore>();

/**
 * This isolate's Firestore: the emulator (plain HTTP, the emulator's "owner" token, which
 * bypasses security rules locally) when FIRESTORE_EMULATOR_HOST is set, Google's Firestore
 * with the service account's access token otherwise.
 */
export function firestoreFor(config: SiteConfig): Firestore {
  let client = clients.get(config);
  if (!client) {
    const { serviceAccount } = config;
    const tokens = serviceAccount ? new TokenSource(serviceAccount) : null;
    client = new Firestore({
      projectId: config.projectId,
      emulatorHost: config.emulatorHost,
      token: tokens ? () => tokens.token() : () => Promise.resolve("owner"),
    });
    clients.set(config, client);
  }
  return client;
}

export { Firestore, FirestoreError, FIRESTORE_TIMEOUT_MS, type FirestoreDocument } from "./rest";
