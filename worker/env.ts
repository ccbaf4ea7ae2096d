/** Bindings and vars the worker receives; see wrangler.toml and the README's configuration table. */
export interface Env {
  ASSETS: Fetcher;
  CONTENT_CACHE: KVNamespace;
  FIREBASE_PROJECT_ID: string;
  /** host:port of a Firestore emulator; empty or absent means production Firestore. */
  FIRESTORE_EMULATOR_HOST?: string;
  AUTHOR_IDS: string;
  LIST_ADMIN_ID: string;
  SITE_NAME: string;
  SITE_URL: string;
  FIREBASE_CLIENT_EMAIL?: string;
  FIREBASE_PRIVATE_KEY?: string;
  /** Limits contact messages per client (wrangler.toml [[ratelimits]]). */
  CONTACT_LIMITER?: RateLimit;
  /** Bearer token editors send to POST /api/cache/purge; unset disables purging. */
  CACHE_PURGE_TOKEN?: string;
}

export type AppEnv = { Bindings: Env };
