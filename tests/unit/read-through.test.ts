import { describe, expect, it, vi } from "vitest";
import { CACHE_POLICY } from "../../worker/cache/policy";
import { ReadThroughCache, type CacheStore } from "../../worker/cache/read-through";

/** A KV namespace in a Map, with counters and a switch that makes it fail. */
function kvDouble() {
  const data = new Map<string, string>();
  const calls = { get: 0, put: 0, delete: 0 };
  let broken = false;
  let gate: Promise<void> = Promise.resolve();
  const store = {
    async get(key: string) {
      calls.get += 1;
      if (broken) throw new Error("KV is down");
      const value = data.get(key);
      return value === undefined ? null : (JSON.parse(value) as unknown);
    },
    async put(key: string, value: string) {
      calls.put += 1;
      await gate;
      if (broken) throw new Error("KV is down");
      data.set(key, value);
    },
    async delete(key: string) {
      calls.delete += 1;
      data.delete(key);
    },
  } as unknown as CacheStore;
  /** Holds every KV write until the returned function is called. */
  const holdWrites = () => {
    let release = () => {};
    gate = new Promise((resolve) => (release = resolve));
    return release;
  };
  return { store, data, calls, holdWrites, breakIt: () => (broken = true) };
}

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** Collects waitUntil promises so a test can let background work finish. */
function background() {
  const pending: Promise<unknown>[] = [];
  return { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), settle: () => Promise.all(pending.splice(0)) };
}

function setup() {
  const kv = kvDouble();
  const time = clock();
  const work = background();
  const cache = new ReadThroughCache(kv.store, { now: time.now });
  const read = <T>(load: () => Promise<T | null>, key = "k") => cache.read({ key, load, waitUntil: work.waitUntil });
  return { kv, time, work, cache, read };
}

describe("read-through cache", () => {
  it("loads once, stores in KV after the response, then answers from memory", async () => {
    const { kv, work, read } = setup();
    const release = kv.holdWrites();
    const load = vi.fn(async () => "value");
    // The answer does not wait for the KV write, which is still held.
    expect(await read(load)).toMatchObject({ value: "value", status: "miss" });
    expect(kv.data.size).toBe(0);
    release();
    await work.settle();
    expect(kv.data.size).toBe(1);
    expect(await read(load)).toMatchObject({ value: "value", status: "hit" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers from KV when this isolate's memory is older than the memory window", async () => {
    const { kv, time, work, read } = setup();
    await read(async () => "value");
    await work.settle();
    time.advance(CACHE_POLICY.memoryMs + 1);
    const getsBefore = kv.calls.get;
    const load = vi.fn(async () => "newer");
    // Past the memory window but inside the fresh window: KV's copy is still fresh.
    expect(await read(load)).toMatchObject({ value: "value", status: "hit" });
    expect(kv.calls.get).toBe(getsBefore + 1);
    expect(load).not.toHaveBeenCalled();
  });

  it("serves a stale copy at once and refreshes it in the background", async () => {
    const { time, work, read } = setup();
    await read(async () => "old");
    await work.settle();
    time.advance(CACHE_POLICY.freshMs + 1);
    const stale = await read(async () => "new");
    expect(stale).toMatchObject({ value: "old", status: "stale" });
    await work.settle();
    expect(await read(async () => "unused")).toMatchObject({ value: "new", status: "hit" });
  });

  it("keeps the stale copy when the refresh fails, and waits before trying again", async () => {
    const { time, work, read } = setup();
    await read(async () => "old");
    await work.settle();
    time.advance(CACHE_POLICY.freshMs + 1);
    const failing = vi.fn(async (): Promise<string> => {
      throw new Error("Firestore is down");
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await read(failing)).toMatchObject({ value: "old", status: "stale" });
    await work.settle();
    expect(await read(failing)).toMatchObject({ value: "old", status: "stale" });
    await work.settle();
    expect(failing).toHaveBeenCalledTimes(1);
    time.advance(CACHE_POLICY.retryAfterFailureMs + 1);
    await read(failing);
    await work.settle();
    expect(failing).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it("believes 'not found' only briefly", async () => {
    const { time, work, read } = setup();
    const load = vi.fn(async () => null);
    expect(await read(load)).toMatchObject({ value: null, status: "miss" });
    await work.settle();
    expect(await read(load)).toMatchObject({ value: null, status: "hit" });
    time.advance(CACHE_POLICY.notFoundMs + 1);
    expect(await read(load)).toMatchObject({ value: null, status: "miss" });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("never stores a failure, and lets it reach the caller when nothing is cached", async () => {
    const { kv, work, read } = setup();
    await expect(read(() => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await work.settle();
    expect(kv.data.size).toBe(0);
  });

  it("falls through to the source when KV fails, and still answers", async () => {
    const { kv, work, read } = setup();
    kv.breakIt();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await read(async () => "value")).toMatchObject({ value: "value", status: "miss" });
    await work.settle();
    vi.restoreAllMocks();
  });

  it("forgets purged keys in KV and in memory", async () => {
    const { kv, work, cache, read } = setup();
    await read(async () => "old");
    await work.settle();
    await cache.purge(["k"]);
    expect(kv.data.has("k")).toBe(false);
    expect(await read(async () => "new")).toMatchObject({ value: "new", status: "miss" });
  });

  it("gives each loaded value its own version", async () => {
    const { time, work, read } = setup();
    const first = await read(async () => "a");
    await work.settle();
    time.advance(CACHE_POLICY.freshMs + 1);
    await read(async () => "b");
    await work.settle();
    const second = await read(async () => "c");
    expect(second.value).toBe("b");
    expect(second.version).not.toBe(first.version);
  });
});

describe("read-through cache under load and faults", () => {
  it("merges concurrent misses of one key into one load and one KV write", async () => {
    const { kv, work, read } = setup();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(async () => {
      await gate;
      return "value";
    });
    const reads = Array.from({ length: 20 }, () => read(load));
    release();
    const results = await Promise.all(reads);
    await work.settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(kv.calls.put).toBe(1);
    expect(new Set(results.map((result) => result.value))).toEqual(new Set(["value"]));
  });

  it("keeps 'not found' in memory only: no KV write for an unknown key", async () => {
    const { kv, work, read } = setup();
    for (let index = 0; index < 50; index += 1) await read(async () => null, `unknown-${index}`);
    await work.settle();
    expect(kv.calls.put).toBe(0);
    expect((await read(async () => "found later", "unknown-3")).status).toBe("hit");
  });

  it("counts a KV read that hangs as a miss after its timeout", async () => {
    const kv = kvDouble();
    (kv.store as { get: unknown }).get = () => new Promise(() => {});
    const work = background();
    const cache = new ReadThroughCache(kv.store, { kvTimeoutMs: 50 });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = await cache.read({ key: "k", load: async () => "from the source", waitUntil: work.waitUntil });
    expect(result).toMatchObject({ value: "from the source", status: "miss" });
    vi.restoreAllMocks();
  });

  it("never lets a refresh replace a copy with an answer it refuses", async () => {
    const { time, work, cache } = setup();
    const accept = (previous: string[], next: string[] | null) => previous.length === 0 || (next?.length ?? 0) > 0;
    const read = (load: () => Promise<string[] | null>) => cache.read({ key: "list", load, accept, waitUntil: work.waitUntil });
    await read(async () => ["card 1", "card 2"]);
    await work.settle();
    time.advance(CACHE_POLICY.freshMs + 1);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await read(async () => [])).status).toBe("stale");
    await work.settle();
    time.advance(CACHE_POLICY.retryAfterFailureMs + 1);
    expect(await read(async () => [])).toMatchObject({ value: ["card 1", "card 2"], status: "stale" });
    await work.settle();
    vi.restoreAllMocks();
  });
});

describe("memory cache", () => {
  it("holds at most its size budget, dropping the least recently used", async () => {
    const { MemoryCache } = await import("../../worker/cache/memory");
    const cache = new MemoryCache<string>(100, { maxSize: 10, size: (value) => value.length });
    cache.set("a", "aaaa");
    cache.set("b", "bbbb");
    cache.get("a");
    cache.set("c", "cccc");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("aaaa");
    expect(cache.size).toBeLessThanOrEqual(10);
    cache.set("huge", "x".repeat(11));
    expect(cache.get("huge")).toBeUndefined();
  });
});
