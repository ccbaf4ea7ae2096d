import { importPKCS8, SignJWT } from "jose";

/** Google's OAuth 2.0 token endpoint for service-account JWT grants. */
export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
export const DATASTORE_SCOPE = "https://www.googleapis.com/auth/datastore";
/** A token is renewed this long before Google says it expires. */
const RENEW_MARGIN_MS = 5 * 60_000;
const TOKEN_TIMEOUT_MS = 4_000;

export interface ServiceAccount {
  clientEmail: string;
  privateKey: string;
}

/**
 * The PEM as people paste it: with real newlines, with the literal `\n` sequences of the
 * service-account JSON, or wrapped in the JSON's quotes.
 */
export function normalisePrivateKey(raw: string): string {
  let key = raw.trim();
  if ((key.startsWith('"') && key.endsWith('"')) || (key.startsWith("'") && key.endsWith("'"))) key = key.slice(1, -1);
  return key.replace(/\\r/g, "").replace(/\\n/g, "\n").trim();
}

interface CachedToken {
  value: string;
  renewAt: number;
}

/**
 * Access tokens for one service account, per isolate: one cached token until shortly before
 * it expires, one request in flight however many callers wait for it, and nothing cached
 * after a failure, so the next call tries again.
 */
export class TokenSource {
  private cached: CachedToken | null = null;
  private inFlight: Promise<CachedToken> | null = null;
  private signingKey: Promise<CryptoKey> | null = null;

  constructor(
    private readonly account: ServiceAccount,
    private readonly now: () => number = Date.now,
  ) {}

  async token(): Promise<string> {
    if (this.cached && this.now() < this.cached.renewAt) return this.cached.value;
    this.inFlight ??= this.fetchToken().finally(() => {
      this.inFlight = null;
    });
    this.cached = await this.inFlight;
    return this.cached.value;
  }

  private key(): Promise<CryptoKey> {
    this.signingKey ??= importPKCS8(normalisePrivateKey(this.account.privateKey), "RS256").catch((error: unknown) => {
      this.signingKey = null;
      throw new Error("FIREBASE_PRIVATE_KEY is not a PKCS#8 PEM private key", { cause: error });
    });
    return this.signingKey;
  }

  private async fetchToken(): Promise<CachedToken> {
    const issuedAt = Math.floor(this.now() / 1000);
    const assertion = await new SignJWT({ scope: DATASTORE_SCOPE })
      .setProtectedHeader({ alg: "RS256", typ: "JWT" })
      .setIssuer(this.account.clientEmail)
      .setAudience(GOOGLE_TOKEN_URL)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(await this.key());
    const response = await fetch(GOOGLE_TOKEN_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Google refused the service-account token: ${response.status} ${text.slice(0, 300)}`);
    const body = JSON.parse(text) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== "string" || !body.access_token) throw new Error("Google's token answer has no access_token");
    const lifetimeMs = (typeof body.expires_in === "number" ? body.expires_in : 3600) * 1000;
    return { value: body.access_token, renewAt: this.now() + Math.max(lifetimeMs - RENEW_MARGIN_MS, lifetimeMs / 2) };
  }
}
