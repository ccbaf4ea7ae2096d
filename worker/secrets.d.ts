// Secrets are not in wrangler.toml, so `wrangler types` cannot see them; they are declared here.
// Production sets them with `wrangler secret put NAME`; local development reads .dev.vars.
interface SiteSecrets {
  /** Service account for Google's Firestore (not needed with FIRESTORE_EMULATOR_HOST). */
  FIREBASE_CLIENT_EMAIL?: string;
  FIREBASE_PRIVATE_KEY?: string;
  /** Editors' bearer token for POST /api/cache/purge. */
  CACHE_PURGE_TOKEN?: string;
  /** Cloudflare Turnstile's secret for readers' questions; set together with the var TURNSTILE_SITE_KEY. */
  TURNSTILE_SECRET_KEY?: string;
}

// Declaration merging: these add the secrets to the Env interfaces that `wrangler types` writes.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
interface Env extends SiteSecrets {}

declare namespace Cloudflare {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Env extends SiteSecrets {}
}
