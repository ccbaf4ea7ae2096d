import { createLocalJWKSet, errors, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JSONWebKeySet } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { AuthUnavailableError, InvalidTokenError, verifyIdToken } from "../../worker/auth/verify-id-token";

const PROJECT = "demo-verify";
const now = () => Math.floor(Date.now() / 1000);
const claims = (overrides: Record<string, unknown> = {}) => ({
  iss: `https://securetoken.google.com/${PROJECT}`,
  aud: PROJECT,
  sub: "uid-1",
  email: "author@example.org",
  iat: now() - 10,
  exp: now() + 3600,
  auth_time: now() - 10,
  ...overrides,
});

let googleKey: CryptoKey;
let otherKey: CryptoKey;
let keys: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  const google = await generateKeyPair("RS256");
  googleKey = google.privateKey;
  otherKey = (await generateKeyPair("RS256")).privateKey;
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(google.publicKey)), kid: "google-1", alg: "RS256", use: "sig" }] };
  keys = createLocalJWKSet(jwks);
});

const sign = (payload: object, key = googleKey, header: Record<string, string> = {}) =>
  new SignJWT({ ...payload }).setProtectedHeader({ alg: "RS256", kid: "google-1", ...header }).sign(key);
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const verify = (token: string) => verifyIdToken(token, { projectId: PROJECT, emulatorHost: null, keys });

describe("verifying Firebase ID tokens in production", () => {
  it("accepts a token Google signed for this project", async () => {
    expect(await verify(await sign(claims()))).toEqual({ uid: "uid-1", email: "author@example.org", name: null });
  });

  it.each([
    ["expired", () => sign(claims({ exp: now() - 1, iat: now() - 3601 }))],
    ["for another project (audience)", () => sign(claims({ aud: "other-project" }))],
    ["from another issuer", () => sign(claims({ iss: "https://securetoken.google.com/other-project" }))],
    ["signed by a key that is not Google's", () => sign(claims(), otherKey)],
    ["without a subject", () => sign(claims({ sub: "" }))],
    ["authenticated in the future", () => sign(claims({ auth_time: now() + 3600 }))],
    ["without auth_time", () => sign(claims({ auth_time: undefined }))],
    ["issued in the future", () => sign(claims({ iat: now() + 3600 }))],
    ["unsigned (alg none)", async () => `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims())}.`],
    [
      "signed with a shared secret (HS256)",
      async () =>
        new SignJWT(claims())
          .setProtectedHeader({ alg: "HS256", kid: "google-1" })
          .sign(new TextEncoder().encode("x".repeat(32))),
    ],
    ["not a token at all", async () => "garbage"],
  ])("refuses a token %s", async (_case, make) => {
    await expect(verify(await make())).rejects.toBeInstanceOf(InvalidTokenError);
  });
});

describe("when Google's keys cannot be had", () => {
  // jose's remote key set throws these when the fetch fails, times out or gets a non-200 answer.
  it.each([
    ["the fetch fails", () => new TypeError("fetch failed")],
    ["the fetch times out", () => new errors.JWKSTimeout()],
    ["the key set answer is not 200", () => new errors.JOSEError("Expected 200 OK from the JSON Web Key Set HTTP response")],
  ])("says the check could not be made (not an invalid token) when %s", async (_, failure) => {
    const token = await sign(claims());
    const unreachable = () => Promise.reject(failure());
    await expect(verifyIdToken(token, { projectId: PROJECT, emulatorHost: null, keys: unreachable })).rejects.toBeInstanceOf(
      AuthUnavailableError,
    );
  });

  it("still calls a token with an unknown key id invalid", async () => {
    const token = await sign(claims(), otherKey, { kid: "forged" });
    await expect(verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
