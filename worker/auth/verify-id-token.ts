import { createRemoteJWKSet, jwtVerify, UnsecuredJWT, type JWTPayload, type JWTVerifyGetKey } from "jose";

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
    throw new InvalidTokenError(error instanceof Error ? error.message : "The token could not be verified");
  }
  const user = checkClaims(payload, nowSeconds);
  if (options.emulatorHost) await checkEmulatorAccount(options.emulatorHost, options.projectId, payload);
  return user;
}

/** The emulator's record of the account: it must exist, be enabled and not have revoked the token. */
async function checkEmulatorAccount(host: string, projectId: string, payload: JWTPayload): Promise<void> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ localId: [payload.sub] }),
    signal: AbortSignal.timeout(4_000),
  });
  if (!response.ok) throw new InvalidTokenError(`The Auth emulator refused the lookup (${response.status})`);
  const body = (await response.json()) as { users?: Array<{ disabled?: boolean; validSince?: string }> };
  const account = body.users?.[0];
  if (!account) throw new InvalidTokenError("No such account");
  if (account.disabled) throw new InvalidTokenError("The account is disabled");
  if (account.validSince && typeof payload.iat === "number" && payload.iat < Number(account.validSince)) {
    throw new InvalidTokenError("The token was revoked");
  }
}
