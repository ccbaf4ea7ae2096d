import type { Timing } from "../http/timing";
import { MemoryCache } from "./memory";

export type CacheStatus = "hit" | "miss" | "stale";

/** How long content counts as fresh, and how long KV keeps it to ride out an outage. */
export const CACHE_POLICY = {
  /** A found post or list is served without asking Firestore for this long. */
  freshMs: 5 * 60_000,
  /** "Not found" is believed for this long (KV's minimum expiration is 60 s). */
  notFoundMs: 60_000,
  /** Found content stays in KV this long after its last successful refresh. */
  keepSeconds: 7 * 24 * 60 * 60,
  notFoundKeepSeconds: 60,
  /** After a failed background refresh, this isolate waits this long before trying again. */
  retryAfterFailureMs: 30_000,
  /**
   * An isolate answers from its own memory for at most this long before looking at KV
   * again, so a purge reaches every isolate within a minute.
   */
  memoryMs: 60_000,
} as const;

interface Entry<T> {
  storedAt: number;
  /** null records "not found". */
  value: T | null;
}

export interface CachedResult<T> {
  value: T | null;
  status: CacheStatus;
  /** When the value was loaded from the source: identifies this version of it. */
  version: number;
}

export interface ReadThroughOptions<T> {
  kv: KVNamespace;
  key: string;
  /** Loads from the source of truth; resolves null for "not found", rejects on failure. */
  load: () => Promise<T | null>;
  waitUntil: (promise: Promise<unknown>) => void;
  timing: Timing;
  /** How long a found value is served without asking the source; CACHE_POLICY.freshMs by default. */
  freshMs?: number;
}

// Per isolate: keys being refreshed right now, keys whose refresh just failed, and the
// entries read recently (with when they were read).
const refreshing = new Set<string>();
const refreshFailedAt = new Map<string, number>();
const memory = new MemoryCache<{ entry: Entry<unknown>; cachedAt: number }>(1_000);

function isFresh(entry: Entry<unknown>, now: number, freshMs: number): boolean {
  return now - entry.storedAt < (entry.value === null ? CACHE_POLICY.notFoundMs : freshMs);
}

function remember(key: string, entry: Entry<unknown>): void {
  memory.set(key, { entry, cachedAt: Date.now() });
}

/**
 * Read-through cache in KV. Fresh entries are served as they are; older found entries
 * are served stale while a background refresh runs; "not found" is believed briefly.
 * A failed load is never stored, and a KV failure only ever costs a trip to the source.
 * When the source fails and no usable entry exists, the error propagates (the caller
 * answers 503).
 */
export async function readThrough<T>({
  kv,
  key,
  load,
  waitUntil,
  timing,
  freshMs = CACHE_POLICY.freshMs,
}: ReadThroughOptions<T>): Promise<CachedResult<T>> {
  const now = Date.now();
  const memo = memory.get(key);
  if (memo && now - memo.cachedAt < CACHE_POLICY.memoryMs && isFresh(memo.entry, now, freshMs)) {
    timing.add("memory", 0);
    const entry = memo.entry as Entry<T>;
    return { value: entry.value, status: "hit", version: entry.storedAt };
  }
  const entry = await timing.measure("kv", () => safeGet<T>(kv, key));
  if (entry) {
    if (isFresh(entry, now, freshMs)) {
      remember(key, entry);
      return { value: entry.value, status: "hit", version: entry.storedAt };
    }
    if (entry.value !== null) {
      waitUntil(refreshInBackground(kv, key, load, entry));
      return { value: entry.value, status: "stale", version: entry.storedAt };
    }
  }
  const value = await timing.measure("origin", load);
  const stored = await timing.measure("kv-write", () => safePut(kv, key, value));
  remember(key, stored);
  return { value, status: "miss", version: stored.storedAt };
}

async function refreshInBackground<T>(kv: KVNamespace, key: string, load: () => Promise<T | null>, previous: Entry<T>) {
  const failedAt = refreshFailedAt.get(key);
  if (refreshing.has(key) || (failedAt !== undefined && Date.now() - failedAt < CACHE_POLICY.retryAfterFailureMs)) return;
  refreshing.add(key);
  try {
    const value = await load();
    refreshFailedAt.delete(key);
    remember(key, await safePut(kv, key, value));
  } catch (error) {
    // Keep serving the stale copy: an outage must not turn pages into errors.
    refreshFailedAt.set(key, Date.now());
    console.error(`Background refresh of ${key} failed; still serving the copy from ${new Date(previous.storedAt).toISOString()}`, error);
  } finally {
    refreshing.delete(key);
  }
}

async function safeGet<T>(kv: KVNamespace, key: string): Promise<Entry<T> | null> {
  try {
    const entry = await kv.get<Entry<T>>(key, "json");
    return entry && typeof entry.storedAt === "number" && "value" in entry ? entry : null;
  } catch (error) {
    console.error(`KV read of ${key} failed; asking the source instead`, error);
    return null;
  }
}

async function safePut<T>(kv: KVNamespace, key: string, value: T | null): Promise<Entry<T>> {
  const entry: Entry<T> = { storedAt: Date.now(), value };
  try {
    await kv.put(key, JSON.stringify(entry), {
      expirationTtl: value === null ? CACHE_POLICY.notFoundKeepSeconds : CACHE_POLICY.keepSeconds,
    });
  } catch (error) {
    console.error(`KV write of ${key} failed; the page is served uncached`, error);
  }
  return entry;
}

/** Removes entries so the next view reads the source again. */
export async function purge(kv: KVNamespace, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => kv.delete(key)));
  for (const key of keys) {
    refreshFailedAt.delete(key);
    memory.delete(key);
  }
}

/** Forgets what this isolate holds in memory (KV is untouched); tests use it to reach KV. */
export function clearMemory(): void {
  memory.clear();
}
