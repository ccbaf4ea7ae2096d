import type { SiteInfo } from "../client/data/site";
import type { Env } from "./env";

/** The vars of the configuration contract, parsed once and checked. */
export interface SiteConfig {
  site: SiteInfo;
  projectId: string;
  emulatorHost: string | null;
  /** Author account ids in priority order, duplicates removed. */
  authorIds: string[];
  listAdminId: string;
}

/** Splits a comma-separated id list, keeping the first occurrence of each id. */
export function parseIdList(value: string | undefined): string[] {
  const ids = (value ?? "").split(",").map((id) => id.trim()).filter((id) => id.length > 0);
  const invalid = ids.filter((id) => id.includes("/"));
  if (invalid.length > 0) console.warn(`Ignoring author ids that contain "/": ${invalid.join(", ")}`);
  return [...new Set(ids.filter((id) => !id.includes("/")))];
}

/** Parses SITE_URL into an origin without trailing slash; falls back to the request's origin. */
export function parseSiteUrl(value: string | undefined, fallbackOrigin: string): string {
  const raw = (value ?? "").trim();
  if (raw) {
    try {
      const url = new URL(raw);
      if (url.protocol === "http:" || url.protocol === "https:") return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
    } catch {
      console.warn(`SITE_URL "${raw}" is not an absolute http(s) URL; using the request's origin.`);
    }
  }
  return fallbackOrigin;
}

// The env object is the same for every request an isolate serves, so parse it once.
const cache = new WeakMap<Env, SiteConfig>();

export function siteConfig(env: Env, requestUrl: string): SiteConfig {
  const cached = cache.get(env);
  if (cached) return cached;
  const config: SiteConfig = {
    site: {
      name: env.SITE_NAME?.trim() || "Circuit Campus",
      url: parseSiteUrl(env.SITE_URL, new URL(requestUrl).origin),
    },
    projectId: env.FIREBASE_PROJECT_ID?.trim() || "demo-circuit-campus",
    emulatorHost: env.FIRESTORE_EMULATOR_HOST?.trim() || null,
    authorIds: parseIdList(env.AUTHOR_IDS),
    listAdminId: env.LIST_ADMIN_ID?.trim() ?? "",
  };
  cache.set(env, config);
  return config;
}
