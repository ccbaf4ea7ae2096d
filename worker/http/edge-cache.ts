/**
 * The data centre's cache, Workers' `caches.default`. The worker compiles with the DOM
 * library too (it renders client components), whose CacheStorage type has no `default`,
 * hence the one assertion here.
 */
export const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default;
