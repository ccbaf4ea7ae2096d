import { createRemoteJWKSet, errors, jwtVerify, UnsecuredJWT, type JWTPayload, type JWTVerifyGetKey } from "jose";

/** Google's public keys for Firebase ID tokens, as a JWK set. */
export const FIREBASE_JWKS_URL = "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com";

/** Who a verified Firebase ID token says the caller is. */
export interface AuthUser {
  uid: string;
  email: string | null;
  name: string | null;
}

/** The token is not one this site accepts; the caller gets 401. */
export class InvalidTokenError extends Error {
  override name = "InvalidTokenError";
}

/**
 * The token could not be checked at all: Google's keys or the Auth emulator could not be
 * reached or answered nonsense. Not the author's fault: the caller gets 503, not 401, so the
 * studio keeps them signed in and retries.
 */
export class AuthUnavailableError extends Error {
  override name = "AuthUnavailableError";
}

/**
 * Whether a failure from jose is about reaching the keys rather than about the token: a
 * timeout, a failed fetch (a TypeError or an abort), a key set that was not 200 JSON.
 * A key set that has no key for the token's kid is the token's problem (a forgery).
 */
function isKeySourceFailure(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  if (error instanceof errors.JOSEError) return error.code === "ERR_JOSE_GENERIC" && /JSON Web Key Set/.test(error.message);
  return error instanceof Error && (error.name === "TypeError" || error.name === "AbortError" || error.name === "TimeoutError");
}

export interface VerifierOptions {
  projectId: string;
  /**
   * host:port of the Firebase Auth emulator. Only then are the emulator's unsigned tokens
   * accepted (and checked against the emulator's account); the configuration refuses any
   * host that is not a loopback address, whatever SITE_URL is, so a deployed worker can
   * never be pointed at an "emulator" someone else runs.
   */
  emulatorHost: string | null;
  /** Google's signing keys; tests hand in their own. */
  keys?: JWTVerifyGetKey;
  now?: () => number;
}

// One key set per isolate: jose caches the keys in memory and refetches on an unknown kid.
let googleKeys: JWTVerifyGetKey | null = null;
const defaultKeys = () =>
  (googleKeys ??= createRemoteJWKSet(new URL(FIREBASE_JWKS_URL), {
    cacheMaxAge: 6 * 60 * 60_000,
    cooldownDuration: 30_000,
    timeoutDuration: 4_000,
  }));

/** The claims Firebase documents for an ID token, beyond the ones jose checks itself. */
function checkClaims(payload: JWTPayload, nowSeconds: number): AuthUser {
  const { sub, auth_time: authTime, iat } = payload;
  if (typeof sub !== "string" || sub.length === 0 || sub.length > 128)
    throw new InvalidTokenError("The token has no valid subject");
  if (typeof authTime !== "number" || authTime > nowSeconds + 60)
    throw new InvalidTokenError("The token's auth_time is missing or in the future");
  if (typeof iat !== "number" || iat > nowSeconds + 60) throw new InvalidTokenError("The token was issued in the future");
  return {
    uid: sub,
    email: typeof payload.email === "string" ? payload.email : null,
    name: typeof payload.name === "string" ? payload.name : null,
  };
}

/**
 * Verifies a Firebase ID token at the edge: RS256 only, signed by one of Google's published
 * keys, issuer https://securetoken.google.com/{project} and audience {project}, not expired,
 * issued and authenticated in the past. With the Auth emulator (local development only) the
 * emulator's unsigned tokens are accepted instead, and the account must exist there and be
 * enabled.
 */
export async function verifyIdToken(token: string, options: VerifierOptions): Promise<AuthUser> {
  const now = options.now ?? Date.now;
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  const currentDate = new Date(now());
  const nowSeconds = Math.floor(now() / 1000);
  let payload: JWTPayload;
  try {
    if (options.emulatorHost) {
      payload = UnsecuredJWT.decode(token, { issuer, audience: options.projectId, currentDate }).payload;
    } else {
      payload = (
        await jwtVerify(token, options.keys ?? defaultKeys(), {
          algorithms: ["RS256"],
          issuer,
          audience: options.projectId,
          currentDate,
          requiredClaims: ["exp", "iat", "sub"],
        })
      ).payload;
    }
  } catch (error) {
    if (isKeySourceFailure(error)) throw new AuthUnavailableError("Google's signing keys could not be fetched", { cause: error });
    throw new InvalidTokenError(error instanceof Error ? error.message : "The token could not be verified");
  }
  const user = checkClaims(payload, nowSeconds);
  if (options.emulatorHost) await checkEmulatorAccount(options.emulatorHost, options.projectId, payload);
  return user;
}

/** The emulator's record of the account: it must exist, be enabled and not have revoked the token. */
async function checkEmulatorAccount(host: string, projectId: string, payload: JWTPayload): Promise<void> {
  let response: Response;
  let body: { users?: Array<{ disabled?: boolean; validSince?: string }> };
  try {
    response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ localId: [payload.sub] }),
      signal: AbortSignal.timeout(4_000),
    });
    // Busy or broken says nothing about the token: it is checked again later, not refused.
    if (response.status >= 500 || response.status === 429 || response.status === 408)
      throw new Error(`The Auth emulator answered ${response.status}`);
    body = response.ok ? ((await response.json()) as typeof body) : {};
  } catch (error) {
    throw new AuthUnavailableError("The Auth emulator could not be reached", { cause: error });
  }
  if (!response.ok) throw new InvalidTokenError(`The Auth emulator refused the lookup (${response.status})`);
  const account = body.users?.[0];
  if (!account) throw new InvalidTokenError("No such account");
  if (account.disabled) throw new InvalidTokenError("The account is disabled");
  if (account.validSince && typeof payload.iat === "number" && payload.iat < Number(account.validSince)) {
    throw new InvalidTokenError("The token was revoked");
  }
}
