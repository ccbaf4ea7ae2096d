import {
  createFirestoreClient,
  getFirestoreBasePath,
  getFirestoreToken,
  type FirestoreClient,
  type FirestoreConfig,
} from "firebase-rest-firestore";
import type { SiteConfig } from "../config";
import type { Env } from "../env";
import { ensureFetchTimeout } from "./fetch-timeout";

/** Thrown when the worker has no way to reach Firestore (no emulator, no credentials). */
export class FirestoreConfigError extends Error {}

/**
 * What the worker uses to reach Firestore: the library client for ordinary reads and
 * writes, and the REST base address plus auth headers for the one query the library
 * cannot express (a collection-group query that must see each match's full path).
 */
export interface Firestore {
  db: FirestoreClient;
  /** .../databases/(default)/documents */
  baseUrl: string;
  headers: () => Promise<Record<string, string>>;
}

const clients = new WeakMap<Env, Firestore>();

/** Access tokens live an hour; renew a little before that. */
const TOKEN_LIFETIME_MS = 50 * 60_000;

/**
 * The Firestore access for this isolate: emulator mode (plain HTTP, no credentials)
 * when FIRESTORE_EMULATOR_HOST is set, the service account from the secrets otherwise.
 */
export function firestore(env: Env, config: SiteConfig): Firestore {
  ensureFetchTimeout();
  const cached = clients.get(env);
  if (cached) return cached;
  let options: FirestoreConfig;
  if (config.emulatorHost) {
    const [host = "127.0.0.1", port = "8080"] = splitHostPort(config.emulatorHost);
    // The library insists on key fields even when the emulator needs none.
    options = { projectId: config.projectId, privateKey: "", clientEmail: "", useEmulator: true, emulatorHost: host, emulatorPort: Number(port) };
  } else {
    if (!env.FIREBASE_CLIENT_EMAIL || !env.FIREBASE_PRIVATE_KEY) {
      throw new FirestoreConfigError(
        "Firestore is not configured: set FIRESTORE_EMULATOR_HOST, or the FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY secrets.",
      );
    }
    options = { projectId: config.projectId, clientEmail: env.FIREBASE_CLIENT_EMAIL, privateKey: env.FIREBASE_PRIVATE_KEY };
  }
  let token: { value: string; expires: number } | null = null;
  const access: Firestore = {
    db: createFirestoreClient(options),
    baseUrl: getFirestoreBasePath(options.projectId, undefined, options),
    headers: async (): Promise<Record<string, string>> => {
      if (options.useEmulator) return { "content-type": "application/json" };
      if (!token || Date.now() >= token.expires) {
        token = { value: await getFirestoreToken(options), expires: Date.now() + TOKEN_LIFETIME_MS };
      }
      return { "content-type": "application/json", authorization: `Bearer ${token.value}` };
    },
  };
  clients.set(env, access);
  return access;
}

function splitHostPort(value: string): [string, string] {
  const trimmed = value.replace(/^https?:\/\//, "");
  const index = trimmed.lastIndexOf(":");
  return index === -1 ? [trimmed, "8080"] : [trimmed.slice(0, index), trimmed.slice(index + 1)];
}
