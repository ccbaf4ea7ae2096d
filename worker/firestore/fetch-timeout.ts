/** How long any one Firestore request may take before it is abandoned. */
export const FIRESTORE_TIMEOUT_MS = 4_000;

/** The wrapper this module last installed; compared by identity, which nothing can copy. */
let installed: typeof fetch | null = null;

/**
 * firebase-rest-firestore calls the global `fetch` with no timeout, so a Firestore that
 * never answers would hang the reader. This wraps the global fetch so every request
 * without a signal of its own gets `AbortSignal.timeout`. It is checked before each
 * query and applied only when the global fetch is not the wrapper already, so it is
 * installed once per isolate (and again only if something replaced fetch since).
 */
export function ensureFetchTimeout(timeoutMs: number = FIRESTORE_TIMEOUT_MS): void {
  if (installed !== null && globalThis.fetch === installed) return;
  const inner = globalThis.fetch;
  const wrapped: typeof fetch = (input, init) =>
    inner(input, init?.signal ? init : { ...init, signal: AbortSignal.timeout(timeoutMs) });
  installed = wrapped;
  globalThis.fetch = wrapped;
}
