import type { SiteInfo } from "../client/data/site";
import type { ServiceAccount } from "./firestore/token";

/** The vars and secrets of the configuration contract, parsed and checked once per isolate. */
export interface SiteConfig {
  site: SiteInfo;
  projectId: string;
  /** host:port of the Firestore emulator, or null for Google's Firestore. */
  emulatorHost: string | null;
  /**
   * Every account whose posts readers see, in priority order, duplicates removed: AUTHOR_IDS,
   * then EDITOR_IDS, then CONTRIBUTOR_IDS (a contributor's post is public once an editor
   * publishes it). Cache keys and slug lookups use this list.
   */
  authorIds: string[];
  /** Who may publish: see `roleOf`. */
  roles: Roles;
  listAdminId: string;
  /** The service account for Google's Firestore; null with the emulator. */
  serviceAccount: ServiceAccount | null;
  /** Editors' bearer token for POST /api/cache/purge; null disables purging. */
  purgeToken: string | null;
  /** Firebase Authentication for the studio: the web config and, locally, the Auth emulator. */
  auth: {
    apiKey: string;
    authDomain: string;
    /** host:port of the Auth emulator, always a loopback address (see loopbackHost). */
    emulatorHost: string | null;
  };
  /**
   * Cloudflare Turnstile on readers' questions (worker/questions/turnstile.ts): on when its
   * secret is set (tokens are checked); the site key shows the widget. Null when off.
   */
  turnstile: { siteKey: string | null; secretKey: string } | null;
}

/**
 * The studio's three kinds of writer. Authors publish their own posts; editors publish their
 * own and review contributors' submitted posts (publish, schedule, send back); contributors
 * save drafts and submit them for review, and never publish.
 */
export type Role = "author" | "editor" | "contributor";

/** The ids of each role, as configured (AUTHOR_IDS, EDITOR_IDS, CONTRIBUTOR_IDS). */
export interface Roles {
  authors: string[];
  editors: string[];
  contributors: string[];
}

/** An account's role, or null for an account that writes no posts. An editor named in AUTHOR_IDS too is an editor. */
export function roleOf(roles: Roles, uid: string): Role | null {
  if (roles.editors.includes(uid)) return "editor";
  if (roles.authors.includes(uid)) return "author";
  if (roles.contributors.includes(uid)) return "contributor";
  return null;
}

/** A usable configuration may still hold something odd, said once as a warning. */
export type ConfigResult = { ok: true; config: SiteConfig; warnings?: string[] } | { ok: false; problems: string[] };

const ID = /^[^/\s]+$/;

/** Splits a comma-separated id list, keeping the first occurrence of each id. */
export function parseIdList(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    ),
  ];
}

/** SITE_URL as an origin (plus path prefix) without a trailing slash, or null when unusable. */
export function parseSiteUrl(value: string | undefined): string | null {
  try {
    const url = new URL((value ?? "").trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  } catch {
    return null;
  }
}

const text = (value: string | undefined) => value?.trim() ?? "";

/**
 * `host:port` as the URL parser reads it (so "127.1:9099" and "[0::1]:9099" are seen as the
 * addresses they are, and "127.0.0.1:1@example.org" as example.org) when the host is a
 * loopback address: 127.0.0.0/8, localhost or [::1]. Anything else, or anything more than
 * a host and a port, is null.
 */
export function loopbackHost(value: string): string | null {
  let url: URL;
  try {
    url = new URL(`http://${value}`);
  } catch {
    return null;
  }
  const loopback = url.hostname === "localhost" || url.hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
  const bare = !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash;
  return loopback && bare && /:\d+\/?$/.test(value) ? url.host : null;
}

/** One var's id list; ids with "/" or spaces are a problem named after the var, and left out. */
function idVar(name: string, value: string | undefined, problems: string[]): string[] {
  const ids = parseIdList(value);
  const invalid = ids.filter((id) => !ID.test(id));
  if (invalid.length > 0) problems.push(`${name} contains ids with "/" or spaces: ${invalid.join(", ")}`);
  return ids.filter((id) => ID.test(id));
}

/**
 * AUTHOR_IDS, EDITOR_IDS and CONTRIBUTOR_IDS. At least one account must publish: AUTHOR_IDS
 * names one, or EDITOR_IDS does (an editor publishes too), so a site run by editors alone
 * is fine. An account is either one that publishes or a contributor, never both: which of
 * the two it is would decide whether its saves may make a post public.
 */
function readRoles(env: Env, problems: string[]): Roles {
  const authors = idVar("AUTHOR_IDS", env.AUTHOR_IDS, problems);
  const editors = idVar("EDITOR_IDS", env.EDITOR_IDS, problems);
  const contributors = idVar("CONTRIBUTOR_IDS", env.CONTRIBUTOR_IDS, problems);
  if (authors.length === 0 && editors.length === 0 && parseIdList(env.AUTHOR_IDS).length === 0)
    problems.push("AUTHOR_IDS must name at least one author account id (or EDITOR_IDS an editor)");
  const both = contributors.filter((id) => authors.includes(id) || editors.includes(id));
  if (both.length > 0)
    problems.push(
      `CONTRIBUTOR_IDS names accounts that AUTHOR_IDS or EDITOR_IDS name too: ${both.join(", ")} (a contributor only submits; an author or editor publishes)`,
    );
  return { authors, editors, contributors };
}

/**
 * Reads the configuration, or says exactly which vars are wrong. A broken configuration is
 * never papered over with a guess (the first request's origin, an empty admin id), because
 * a guess would be cached for the isolate's life and look like an outage to readers.
 */
export function readConfig(env: Env): ConfigResult {
  const problems: string[] = [];
  const url = parseSiteUrl(env.SITE_URL);
  if (!url) problems.push(`SITE_URL must be the site's absolute http(s) address (got "${text(env.SITE_URL)}")`);
  const projectId = text(env.FIREBASE_PROJECT_ID);
  if (!/^[a-z0-9-]+$/.test(projectId)) problems.push(`FIREBASE_PROJECT_ID must be a Firebase project id (got "${projectId}")`);
  const roles = readRoles(env, problems);
  const listAdminId = text(env.LIST_ADMIN_ID);
  if (!ID.test(listAdminId)) problems.push(`LIST_ADMIN_ID must be one account id (got "${listAdminId}")`);
  const emulatorHost = text(env.FIRESTORE_EMULATOR_HOST).replace(/^https?:\/\//, "") || null;
  const clientEmail = text(env.FIREBASE_CLIENT_EMAIL);
  const privateKey = text(env.FIREBASE_PRIVATE_KEY);
  if (!emulatorHost && (!clientEmail || !privateKey)) {
    problems.push("FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY secrets are required unless FIRESTORE_EMULATOR_HOST is set");
  }
  const authEmulatorVar = text(env.FIREBASE_AUTH_EMULATOR_HOST).replace(/^https?:\/\//, "");
  const authEmulatorHost = authEmulatorVar ? loopbackHost(authEmulatorVar) : null;
  // The emulator's tokens are unsigned: whoever runs the "emulator" decides who is signed in.
  if (authEmulatorVar && !authEmulatorHost) {
    problems.push(
      `FIREBASE_AUTH_EMULATOR_HOST must be empty or a loopback host:port (127.x.x.x, localhost or [::1]), got "${authEmulatorVar}"`,
    );
  }
  if (authEmulatorVar && url?.startsWith("https:")) {
    problems.push(
      "FIREBASE_AUTH_EMULATOR_HOST must be empty when SITE_URL is https (the emulator's unsigned tokens are for local development only)",
    );
  }
  const turnstileSiteKey = text(env.TURNSTILE_SITE_KEY);
  const turnstileSecretKey = text(env.TURNSTILE_SECRET_KEY);
  // One without the other still works (questions wait for an author either way), but is half a setup.
  const warnings =
    Boolean(turnstileSiteKey) === Boolean(turnstileSecretKey)
      ? []
      : [
          turnstileSiteKey
            ? "TURNSTILE_SITE_KEY is set without TURNSTILE_SECRET_KEY: Turnstile stays off until the secret is set"
            : "TURNSTILE_SECRET_KEY is set without TURNSTILE_SITE_KEY: tokens are checked, but the questions form shows no Turnstile widget",
        ];
  // It is written into every post page and Turnstile's own keys use only these characters.
  if (turnstileSiteKey && !/^[A-Za-z0-9_-]{1,100}$/.test(turnstileSiteKey)) {
    problems.push(`TURNSTILE_SITE_KEY must be empty or a Turnstile site key (got "${turnstileSiteKey}")`);
  }
  if (problems.length > 0 || !url) return { ok: false, problems };
  return {
    ok: true,
    config: {
      site: { name: text(env.SITE_NAME) || "Circuit Campus", url },
      projectId,
      emulatorHost,
      authorIds: [...new Set([...roles.authors, ...roles.editors, ...roles.contributors])],
      roles,
      listAdminId,
      serviceAccount: emulatorHost ? null : { clientEmail, privateKey },
      purgeToken: text(env.CACHE_PURGE_TOKEN) || null,
      auth: {
        apiKey: text(env.FIREBASE_API_KEY) || (authEmulatorHost ? "emulator-api-key" : ""),
        authDomain: text(env.FIREBASE_AUTH_DOMAIN) || `${projectId}.firebaseapp.com`,
        emulatorHost: authEmulatorHost,
      },
      turnstile: turnstileSecretKey ? { siteKey: turnstileSiteKey || null, secretKey: turnstileSecretKey } : null,
    },
    ...(warnings.length ? { warnings } : {}),
  };
}

// The env object is the same for every request an isolate serves: check it once. (The env
// imported at start-up is a different object with the same values, hence the second map.)
const checkedEnvs = new WeakMap<Env, ConfigResult>();
const checkedValues = new Map<string, ConfigResult>();

/** The checked configuration; problems are logged once per isolate, as one line naming the vars. */
export function siteConfig(env: Env): ConfigResult {
  let result = checkedEnvs.get(env);
  if (result) return result;
  const fingerprint = JSON.stringify([
    env.SITE_URL,
    env.SITE_NAME,
    env.FIREBASE_PROJECT_ID,
    env.FIRESTORE_EMULATOR_HOST,
    env.AUTHOR_IDS,
    env.EDITOR_IDS,
    env.CONTRIBUTOR_IDS,
    env.LIST_ADMIN_ID,
    env.FIREBASE_CLIENT_EMAIL,
    env.FIREBASE_PRIVATE_KEY,
    env.CACHE_PURGE_TOKEN,
    env.FIREBASE_API_KEY,
    env.FIREBASE_AUTH_DOMAIN,
    env.FIREBASE_AUTH_EMULATOR_HOST,
    env.TURNSTILE_SITE_KEY,
    env.TURNSTILE_SECRET_KEY,
  ]);
  result = checkedValues.get(fingerprint);
  if (!result) {
    result = readConfig(env);
    if (!result.ok)
      console.error(`Configuration error: ${result.problems.join("; ")}. Every request answers 500 until it is fixed.`);
    else if (result.warnings) console.warn(`Configuration warning: ${result.warnings.join("; ")}.`);
    checkedValues.set(fingerprint, result);
  }
  checkedEnvs.set(env, result);
  return result;
}
