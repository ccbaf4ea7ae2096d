import type { Timing } from "../http/timing";

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
} as const;

interface Entry<T> {
  storedAt: number;
  /** null records "not found". */
  value: T | null;
}

export interface CachedResult<T> {
  value: T | null;
  status: CacheStatus;
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

// Per isolate: keys being refreshed right now, and keys whose refresh just failed.
const refreshing = new Set<string>();
const refreshFailedAt = new Map<string, number>();

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
  const entry = await timing.measure("kv", () => safeGet<T>(kv, key));
  const now = Date.now();
  if (entry) {
    const age = now - entry.storedAt;
    if (entry.value !== null) {
      if (age < freshMs) return { value: entry.value, status: "hit" };
      waitUntil(refreshInBackground(kv, key, load, entry));
      return { value: entry.value, status: "stale" };
    }
    if (age < CACHE_POLICY.notFoundMs) return { value: null, status: "hit" };
  }
  const value = await timing.measure("origin", load);
  await timing.measure("kv-write", () => safePut(kv, key, value));
  return { value, status: "miss" };
}

async function refreshInBackground<T>(kv: KVNamespace, key: string, load: () => Promise<T | null>, previous: Entry<T>) {
  const failedAt = refreshFailedAt.get(key);
  if (refreshing.has(key) || (failedAt !== undefined && Date.now() - failedAt < CACHE_POLICY.retryAfterFailureMs)) return;
  refreshing.add(key);
  try {
    const value = await load();
    refreshFailedAt.delete(key);
    await safePut(kv, key, value);
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

async function safePut<T>(kv: KVNamespace, key: string, value: T | null): Promise<void> {
  const entry: Entry<T> = { storedAt: Date.now(), value };
  try {
    await kv.put(key, JSON.stringify(entry), {
      expirationTtl: value === null ? CACHE_POLICY.notFoundKeepSeconds : CACHE_POLICY.keepSeconds,
    });
  } catch (error) {
    console.error(`KV write of ${key} failed; the page is served uncached`, error);
  }
}

/** Removes entries so the next view reads the source again. */
export async function purge(kv: KVNamespace, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => kv.delete(key)));
  for (const key of keys) refreshFailedAt.delete(key);
}
