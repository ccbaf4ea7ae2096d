/**
 * A small least-recently-used map for one isolate. Workers reuse an isolate for many
 * requests, so values kept here skip KV reads and re-rendering on the hot path. It holds at
 * most `maxEntries` values and, when given a `size` measure, at most `maxSize` of them in
 * all, so no stream of distinct keys can grow the isolate past its memory limit.
 */
export class MemoryCache<V> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly bounds: { maxSize: number; size: (value: V) => number } | null = null,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-insert so the Map's order tracks recency.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = this.bounds?.size(value) ?? 0;
    if (this.bounds && size > this.bounds.maxSize) return;
    this.entries.set(key, value);
    this.total += size;
    while (this.entries.size > this.maxEntries || (this.bounds && this.total > this.bounds.maxSize)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.total -= this.bounds?.size(value) ?? 0;
  }

  /** Removes every entry the predicate picks. */
  deleteWhere(picked: (value: V, key: string) => boolean): void {
    for (const [key, value] of [...this.entries]) if (picked(value, key)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** The sum of the sizes held (0 without a size measure). */
  get size(): number {
    return this.total;
  }
}
