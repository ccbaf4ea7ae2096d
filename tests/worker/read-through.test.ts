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
