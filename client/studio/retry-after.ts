const RETRY_AFTER_DEFAULT_S = 5;
/** Longer than this, the author would rather be told and try again themselves. */
const RETRY_AFTER_MAX_S = 60;

/** Seconds to wait from a Retry-After header (seconds or an HTTP date), within sensible bounds. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return RETRY_AFTER_DEFAULT_S;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : (Date.parse(header) - now) / 1000;
  if (!Number.isFinite(seconds)) return RETRY_AFTER_DEFAULT_S;
  return Math.min(RETRY_AFTER_MAX_S, Math.max(1, Math.ceil(seconds)));
}
