import { MemoryCache } from "./memory";
import { readThroughCache, type ReadThroughCache } from "./read-through";
import type { SiteConfig } from "../config";

/**
 * A page this isolate has finished: its bytes, their strong ETag and what a warm view answers
 * with, for as long as every value it was built from is fresh in this isolate's memory.
 */
export interface FinishedPage {
  /** The data the page was drawn from (the route's `version`): the same version is the same bytes. */
  readonly version: string;
  readonly body: Uint8Array<ArrayBuffer>;
  /** A strong validator of `body`: a hash of the bytes themselves. */
  readonly etag: string;
  /** The read-through cache keys the page was built from: forgetting any of them drops the page. */
  readonly keys: readonly string[];
  /** Until when (ms) every one of those values is answered from memory without looking further. */
  readonly freshUntil: number;
  /**
   * The whole answer's headers, taken from the first full answer (security headers and all),
   * ready for a warm view; null until that answer has gone through every middleware. Kept as
   * a `Headers` object because the runtime copies one natively, while a list of pairs is
   * converted and checked string by string on every response.
   */
  headers: Headers | null;
}

/** Bytes of finished pages one isolate keeps: a sixteenth of its 128 MB. */
export const FINISHED_PAGES_BUDGET = 8_000_000;
const MAX_PAGES = 1_000;

/** What a warm view's Server-Timing says: its whole cost is one lookup in this isolate's memory. */
export const WARM_TIMING = 'page;desc="finished page, one lookup"';

/**
 * Finished pages by request target (path and query), in this isolate. A page goes when any
 * value it was built from is purged or replaced here (a save, a list edit, the job), and is
 * not used past the time its values would be looked up again, so a warm view never answers
 * what a full one would not.
 */
export class FinishedPages {
  private readonly pages = new MemoryCache<FinishedPage>(MAX_PAGES, {
    maxSize: FINISHED_PAGES_BUDGET,
    size: (page) => page.body.byteLength,
  });
  /** Counts forgets: a page drawn from values read before one is not kept (it may hold the old value). */
  private forgets = 0;

  constructor(cache: ReadThroughCache) {
    cache.onForget((keys) => {
      this.forgets += 1;
      if (keys === null) this.pages.clear();
      else this.pages.deleteWhere((page) => page.keys.some((key) => keys.includes(key)));
    });
  }

  /** A mark to pass to `keep`: forgets after it make a page drawn meanwhile unsafe to keep. */
  mark(): number {
    return this.forgets;
  }

  /** The page for this target if a warm view may answer it now. */
  warm(target: string, now: number): FinishedPage | undefined {
    const page = this.pages.get(target);
    return page && page.headers !== null && now < page.freshUntil ? page : undefined;
  }

  /** The finished bytes of this target at this version, however old: drawing them again would give the same. */
  drawn(target: string, version: string): FinishedPage | undefined {
    const page = this.pages.get(target);
    return page?.version === version ? page : undefined;
  }

  /** Keeps a page unless a value it may have been drawn from was forgotten since `mark`. */
  keep(target: string, page: FinishedPage, mark: number): void {
    if (mark === this.forgets) this.pages.set(target, page);
  }
}

const stores = new WeakMap<ReadThroughCache, WeakMap<SiteConfig, FinishedPages>>();

/** This isolate's finished pages for one configuration over one KV namespace. */
export function finishedPages(config: SiteConfig, kv: KVNamespace): FinishedPages {
  const cache = readThroughCache(kv);
  let byConfig = stores.get(cache);
  if (!byConfig) {
    byConfig = new WeakMap();
    stores.set(cache, byConfig);
  }
  let pages = byConfig.get(config);
  if (!pages) {
    pages = new FinishedPages(cache);
    byConfig.set(config, pages);
  }
  return pages;
}

/** The request's target as finished pages are keyed: path and query, exactly as the reader asked. */
export function requestTarget(url: string): string {
  // The URL is already parsed and serialised by the runtime: the target starts at the first "/" after "//".
  return url.slice(url.indexOf("/", url.indexOf("//") + 2));
}

/** A strong ETag: the first 128 bits of the bytes' SHA-256, base64url. */
export async function strongEtag(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body), 0, 16);
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `"${btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for it). */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed) === etag;
  });
}
