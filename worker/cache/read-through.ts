import { MemoryCache } from "./memory";
import { CACHE_POLICY } from "./policy";

export type CacheStatus = "hit" | "miss" | "stale";

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
  /**
   * Until when (ms) this isolate would answer the same read from its own memory without
   * looking at KV or the source: what is built from the value may be reused until then,
   * unless the key is forgotten first (ReadThroughCache.onForget). 0 for a stale copy.
   */
  freshUntil: number;
}

/** The part of a KV namespace the cache uses, so tests can hand it a double. */
export type CacheStore = Pick<KVNamespace, "get" | "put" | "delete">;

export interface ReadRequest<T> {
  key: string;
  /** Loads from the source of truth; resolves null for "not found", rejects on failure. */
  load: () => Promise<T | null>;
  /** Runs work after the response (the request's ExecutionContext.waitUntil). */
  waitUntil: (promise: Promise<unknown>) => void;
  /** How long a found value is served without asking the source; CACHE_POLICY.freshMs by default. */
  freshMs?: number;
  /** Records how long a phase took (Server-Timing); the phases are memory, kv and origin. */
  measure?: <R>(phase: string, work: () => Promise<R>) => Promise<R>;
  /**
   * Whether a background refresh may replace the copy being served; a refused answer is
   * treated as a failed refresh (lists use it so a bad read never empties a full list).
   */
  accept?: (previous: T, next: T | null) => boolean;
  /**
   * On a miss, load in the background (one load per key per isolate) and answer null at
   * once: for content a page can do without while it is being built.
   */
  background?: boolean;
}

export interface ReadThroughOptions {
  /** The clock, in milliseconds; tests pass their own. */
  now?: () => number;
  /** Entries kept in isolate memory. */
  memoryEntries?: number;
  /** How long a KV read may take before it counts as a miss. */
  kvTimeoutMs?: number;
}

const unmeasured = <R>(_phase: string, work: () => Promise<R>) => work();

/**
 * A read-through cache in KV with an isolate-memory layer in front. Fresh entries are
 * served as they are; older found entries are served stale while a background refresh
 * runs; "not found" is believed briefly. A failed load is never stored, and a KV failure
 * only ever costs a trip to the source. When the source fails and no usable entry exists,
 * the load's error propagates.
 */
export class ReadThroughCache {
  private readonly now: () => number;
  private readonly memory: MemoryCache<{ entry: Entry<unknown>; cachedAt: number }>;
  /**
   * "Not found" answers, kept only here: an unknown address costs no KV write, so a bot
   * probing random addresses cannot spend the KV write quota. Apart from the found
   * entries, so a flood of them cannot push those out.
   */
  private readonly negatives: MemoryCache<number>;
  /** Loads under way, by key: concurrent misses of one key share one load and one KV write. */
  private readonly inFlight = new Map<string, Promise<Entry<unknown>>>();
  /** Background loads under way (see ReadRequest.background), by key. */
  private readonly backgroundLoads = new Set<string>();
  private readonly kvTimeoutMs: number;
  /** Told which keys this isolate forgot (null: all of them), so what was built from them goes too. */
  private readonly forgetListeners = new Set<(keys: readonly string[] | null) => void>();
  /** Keys being refreshed in the background right now. */
  private readonly refreshing = new Set<string>();
  /** Keys whose last background refresh failed, and when. */
  private readonly refreshFailedAt = new Map<string, number>();

  constructor(
    private readonly store: CacheStore,
    options: ReadThroughOptions = {},
  ) {
    this.now = options.now ?? (() => Date.now());
    this.memory = new MemoryCache(options.memoryEntries ?? 1_000);
    this.negatives = new MemoryCache(options.memoryEntries ?? 1_000);
    this.kvTimeoutMs = options.kvTimeoutMs ?? CACHE_POLICY.kvTimeoutMs;
  }

  async read<T>(request: ReadRequest<T>): Promise<CachedResult<T>> {
    const { key, freshMs = CACHE_POLICY.freshMs, measure = unmeasured } = request;
    const now = this.now();
    const memo = this.memory.get(key);
    if (memo && now - memo.cachedAt < CACHE_POLICY.memoryMs && this.isFresh(memo.entry, now, freshMs)) {
      await measure("memory", () => Promise.resolve());
      return this.result(memo.entry as Entry<T>, "hit", this.memoryFreshUntil(memo, freshMs));
    }
    const notFoundAt = this.negatives.get(key);
    if (notFoundAt !== undefined && now - notFoundAt < CACHE_POLICY.notFoundMs) {
      await measure("memory", () => Promise.resolve());
      return { value: null, status: "hit", version: notFoundAt, freshUntil: notFoundAt + CACHE_POLICY.notFoundMs };
    }
    let shared = this.inFlight.get(key) as Promise<Entry<T> & { status: CacheStatus }> | undefined;
    if (!shared) {
      shared = this.readOnce(request).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, shared);
    }
    const entry = await shared;
    return this.result(entry, entry.status, this.freshUntil(key, entry, freshMs));
  }

  /** Everything after this isolate's memory: KV, then the source. Runs once per key at a time. */
  private async readOnce<T>({
    key,
    load,
    waitUntil,
    freshMs = CACHE_POLICY.freshMs,
    measure = unmeasured,
    accept,
    background = false,
  }: ReadRequest<T>): Promise<Entry<T> & { status: CacheStatus }> {
    const now = this.now();
    const entry = await measure("kv", () => this.safeGet<T>(key));
    if (entry) {
      if (this.isFresh(entry, now, freshMs)) {
        this.remember(key, entry);
        return { ...entry, status: "hit" };
      }
      if (entry.value !== null) {
        waitUntil(this.refreshInBackground(key, load, entry.value, accept));
        return { ...entry, status: "stale" };
      }
    }
    if (background) {
      if (!this.backgroundLoads.has(key)) {
        this.backgroundLoads.add(key);
        waitUntil(
          load()
            .then((value) => this.write(key, value))
            .catch((error: unknown) => console.error(`Background load of ${key} failed`, error))
            .finally(() => this.backgroundLoads.delete(key)),
        );
      }
      return { storedAt: now, value: null, status: "miss" };
    }
    const value = await measure("origin", load);
    const stored: Entry<T> = { storedAt: this.now(), value };
    if (value === null) {
      this.negatives.set(key, stored.storedAt);
    } else {
      this.remember(key, stored);
      // The reader does not wait for KV: the write finishes after the response.
      waitUntil(this.safePut(key, stored));
    }
    return { ...stored, status: "miss" };
  }

  /**
   * Calls `listener` whenever this isolate forgets or replaces keys (a purge, a write, a
   * refresh; null for all of them), so copies built from their values can go at once.
   */
  onForget(listener: (keys: readonly string[] | null) => void): void {
    this.forgetListeners.add(listener);
  }

  private forgot(keys: readonly string[] | null): void {
    for (const listener of this.forgetListeners) listener(keys);
  }

  /** Stores a value the caller has just computed from the source, as a fresh entry. */
  async write<T>(key: string, value: T): Promise<void> {
    const entry: Entry<T> = { storedAt: this.now(), value };
    this.refreshFailedAt.delete(key);
    this.negatives.delete(key);
    this.remember(key, entry);
    this.forgot([key]);
    await this.safePut(key, entry);
  }

  /** Removes entries so the next view reads the source again. */
  async purge(keys: string[]): Promise<void> {
    // Forgotten here before KV is asked too, so a view during the purge cannot keep a page built on the old value.
    this.forgetHere(keys);
    await Promise.all(keys.map((key) => this.store.delete(key)));
    this.forgetHere(keys);
  }

  private forgetHere(keys: string[]): void {
    for (const key of keys) {
      this.refreshFailedAt.delete(key);
      this.memory.delete(key);
      this.negatives.delete(key);
    }
    this.forgot(keys);
  }

  /** Forgets what this isolate holds in memory (KV is untouched). */
  clearMemory(): void {
    this.memory.clear();
    this.negatives.clear();
    this.forgot(null);
  }

  private result<T>(entry: Entry<T>, status: CacheStatus, freshUntil: number): CachedResult<T> {
    return { value: entry.value, status, version: entry.storedAt, freshUntil };
  }

  /** How long this isolate's memory answers with what it now holds for the key (0 when it holds nothing, or a stale copy). */
  private freshUntil(key: string, entry: Entry<unknown> & { status: CacheStatus }, freshMs: number): number {
    if (entry.status === "stale") return 0;
    if (entry.value === null) {
      const notFoundAt = this.negatives.get(key);
      return notFoundAt === entry.storedAt ? notFoundAt + CACHE_POLICY.notFoundMs : 0;
    }
    const memo = this.memory.get(key);
    return memo && memo.entry.storedAt === entry.storedAt ? this.memoryFreshUntil(memo, freshMs) : 0;
  }

  private memoryFreshUntil(memo: { entry: Entry<unknown>; cachedAt: number }, freshMs: number): number {
    const freshFor = memo.entry.value === null ? CACHE_POLICY.notFoundMs : freshMs;
    return Math.min(memo.cachedAt + CACHE_POLICY.memoryMs, memo.entry.storedAt + freshFor);
  }

  private isFresh(entry: Entry<unknown>, now: number, freshMs: number): boolean {
    return now - entry.storedAt < (entry.value === null ? CACHE_POLICY.notFoundMs : freshMs);
  }

  private remember(key: string, entry: Entry<unknown>): void {
    this.memory.set(key, { entry, cachedAt: this.now() });
  }

  private async refreshInBackground<T>(
    key: string,
    load: () => Promise<T | null>,
    previous: T,
    accept: ReadRequest<T>["accept"],
  ): Promise<void> {
    const failedAt = this.refreshFailedAt.get(key);
    if (this.refreshing.has(key) || (failedAt !== undefined && this.now() - failedAt < CACHE_POLICY.retryAfterFailureMs)) return;
    this.refreshing.add(key);
    try {
      const value = await load();
      if (accept && !accept(previous, value)) throw new Error("the source's answer was refused as a replacement");
      const entry: Entry<T> = { storedAt: this.now(), value };
      this.refreshFailedAt.delete(key);
      if (value === null) {
        // Gone from the source: forget the copy rather than keep a "not found" in KV.
        this.memory.delete(key);
        this.negatives.set(key, entry.storedAt);
        this.forgot([key]);
        await this.store.delete(key);
      } else {
        this.remember(key, entry);
        this.forgot([key]);
        await this.safePut(key, entry);
      }
    } catch (error) {
      // Keep serving the stale copy: an outage must not turn pages into errors.
      this.refreshFailedAt.set(key, this.now());
      console.error(`Background refresh of ${key} failed; still serving the stale copy`, error);
    } finally {
      this.refreshing.delete(key);
    }
  }

  private async safeGet<T>(key: string): Promise<Entry<T> | null> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${this.kvTimeoutMs} ms`)), this.kvTimeoutMs);
      });
      const entry = await Promise.race([this.store.get<Entry<T>>(key, "json"), timeout]);
      return entry && typeof entry.storedAt === "number" && "value" in entry ? entry : null;
    } catch (error) {
      console.error(`KV read of ${key} failed; asking the source instead`, error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  private async safePut<T>(key: string, entry: Entry<T>): Promise<void> {
    try {
      await this.store.put(key, JSON.stringify(entry), { expirationTtl: CACHE_POLICY.keepSeconds });
    } catch (error) {
      console.error(`KV write of ${key} failed; the content is served uncached`, error);
    }
  }
}

const caches = new WeakMap<CacheStore, ReadThroughCache>();

/** This isolate's cache over a KV namespace. */
export function readThroughCache(store: CacheStore): ReadThroughCache {
  let cache = caches.get(store);
  if (!cache) {
    cache = new ReadThroughCache(store);
    caches.set(store, cache);
  }
  return cache;
}
