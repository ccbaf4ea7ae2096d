/** How long content counts as fresh, how long KV keeps it, and what readers are told in an outage. */
export const CACHE_POLICY = {
  /** A found post or list is served without asking Firestore for this long. */
  freshMs: 5 * 60_000,
  /** "Not found" is believed for this long. */
  notFoundMs: 60_000,
  /** Found content stays in KV this long after its last successful refresh, to ride out an outage. */
  keepSeconds: 7 * 24 * 60 * 60,
  /** A KV read that takes longer than this counts as a miss (broken KV storage can hang for seconds). */
  kvTimeoutMs: 1_000,
  /** After a failed background refresh, this isolate waits this long before trying again. */
  retryAfterFailureMs: 30_000,
  /**
   * An isolate answers from its own memory for at most this long before looking at KV
   * again, so a purge reaches every isolate within a minute.
   */
  memoryMs: 60_000,
  /** Seconds a reader or crawler is asked to wait when Firestore is down and nothing is cached. */
  retryAfterSeconds: 30,
} as const;
