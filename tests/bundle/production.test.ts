import { readFile } from "node:fs/promises";
import { exportJWK, exportPKCS8, generateKeyPair, importSPKI, exportSPKI, jwtVerify, SignJWT, type CryptoKey } from "jose";
import { convertV4MiniflareOptions, Miniflare, Response as MiniflareResponse, type Request as MiniflareRequest } from "miniflare";
import { parse } from "smol-toml";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BUILT } from "../../scripts/lib/built-config.mjs";

/**
 * The production path, end to end: the bundle `wrangler deploy` would upload, run in
 * Miniflare with no emulator settings, every outbound request answered by a stand-in for
 * Google. The stand-in checks each service-account JWT (RS256 signature, issuer, audience,
 * scope, times) before it hands out an access token, checks that token on every Firestore
 * call and forwards the call to the Firestore emulator, and publishes the keys that sign the
 * ID tokens the studio is given.
 */
const firestoreHost = inject("firestoreHost");
const TOKEN_URL = "https://oauth2.googleapis.com/token";
const CLIENT_EMAIL = "site@demo-circuit-campus.iam.gserviceaccount.com";

/** The bundle `wrangler deploy` would upload, as `npm run build` left it. */
const script = BUILT.bundle;
let vars: Record<string, string>;
let serviceAccount: { pem: string; publicKey: CryptoKey };
let google: { privateKey: CryptoKey; jwks: { keys: object[] } };
const workers: Miniflare[] = [];

beforeAll(async () => {
  const config = parse(await readFile("wrangler.toml", "utf8")) as { vars: Record<string, string> };
  // The demo content, seeded by tests/bundle/global-setup.ts under a project id of its own.
  vars = { ...config.vars, FIREBASE_PROJECT_ID: inject("bundleProjectId") };
  const account = await generateKeyPair("RS256", { extractable: true });
  serviceAccount = {
    pem: await exportPKCS8(account.privateKey),
    publicKey: await importSPKI(await exportSPKI(account.publicKey), "RS256"),
  };
  const signing = await generateKeyPair("RS256", { extractable: true });
  google = {
    privateKey: signing.privateKey,
    jwks: { keys: [{ ...(await exportJWK(signing.publicKey)), kid: "google-1", alg: "RS256", use: "sig" }] },
  };
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.dispose()));
});

/** Google, standing in: token endpoint, Firestore (forwarded to the emulator), ID-token keys. */
function standInGoogle({ failFirstTokens = 0 } = {}) {
  const issued = new Set<string>();
  const stats = { tokenRequests: 0, firestoreRequests: 0, refused: 0 };
  const handle = async (request: MiniflareRequest): Promise<MiniflareResponse> => {
    const url = new URL(request.url);
    if (request.url === TOKEN_URL && request.method === "POST") {
      stats.tokenRequests += 1;
      if (stats.tokenRequests <= failFirstTokens) return new MiniflareResponse("backend error", { status: 503 });
      const form = new URLSearchParams(await request.text());
      if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer")
        return new MiniflareResponse("bad grant", { status: 400 });
      const { payload } = await jwtVerify(form.get("assertion") ?? "", serviceAccount.publicKey, {
        algorithms: ["RS256"],
        issuer: CLIENT_EMAIL,
        audience: TOKEN_URL,
        requiredClaims: ["iat", "exp", "scope"],
      });
      if (payload.scope !== "https://www.googleapis.com/auth/datastore")
        return new MiniflareResponse("bad scope", { status: 400 });
      if (payload.exp! - payload.iat! > 3600) return new MiniflareResponse("too long", { status: 400 });
      const token = `stand-in-${crypto.randomUUID()}`;
      issued.add(token);
      return MiniflareResponse.json({ access_token: token, expires_in: 3599, token_type: "Bearer" });
    }
    if (url.hostname === "firestore.googleapis.com") {
      stats.firestoreRequests += 1;
      const bearer = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "";
      if (!issued.has(bearer)) {
        stats.refused += 1;
        return MiniflareResponse.json({ error: { code: 401, status: "UNAUTHENTICATED", message: "bad token" } }, { status: 401 });
      }
      const forwarded = await fetch(`http://${firestoreHost}${url.pathname}${url.search}`, {
        method: request.method,
        headers: { "content-type": "application/json", authorization: "Bearer owner" },
        body: request.method === "GET" ? undefined : await request.text(),
      });
      return new MiniflareResponse(await forwarded.text(), {
        status: forwarded.status,
        headers: { "content-type": "application/json" },
      });
    }
    if (url.hostname === "www.googleapis.com" && url.pathname.includes("securetoken@system.gserviceaccount.com")) {
      return MiniflareResponse.json(google.jwks, { headers: { "cache-control": "public, max-age=3600" } });
    }
    return new MiniflareResponse(`No stand-in for ${request.url}`, { status: 502 });
  };
  return { handle, stats };
}

/** A fresh production worker (a new isolate, empty KV) whose outbound requests go to the stand-in. */
async function productionWorker(privateKey: string, standIn: ReturnType<typeof standInGoogle>) {
  const worker = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      // Module paths must stay inside modulesRoot, so the bundle's own folder is the root.
      modulesRoot: BUILT.workerDir,
      scriptPath: script,
      compatibilityDate: "2026-10-01",
      compatibilityFlags: ["nodejs_compat"],
      bindings: {
        ...vars,
        SITE_URL: "https://learn.example.org",
        FIRESTORE_EMULATOR_HOST: "",
        FIREBASE_AUTH_EMULATOR_HOST: "",
        FIREBASE_CLIENT_EMAIL: CLIENT_EMAIL,
        FIREBASE_PRIVATE_KEY: privateKey,
      },
      kvNamespaces: ["CONTENT_CACHE"],
      ratelimits: { CONTACT_LIMITER: { namespace_id: "1001", simple: { limit: 5, period: 60 } } },
      outboundService: standIn.handle,
    }),
  );
  workers.push(worker);
  await worker.ready;
  return worker;
}

const literalNewlines = () => serviceAccount.pem.replace(/\n/g, "\\n");

describe("the production path with a stand-in for Google", () => {
  it.each([
    ["real newlines", () => serviceAccount.pem],
    ["literal \\n, as in the key file", literalNewlines],
    ["the key file's quotes", () => `"${literalNewlines()}"`],
  ])("reads posts with a private key pasted with %s", async (_format, key) => {
    const standIn = standInGoogle();
    const worker = await productionWorker(key(), standIn);
    const post = await worker.dispatchFetch("https://learn.example.org/esp32-weather-station");
    expect(post.status).toBe(200);
    expect(await post.text()).toContain("ESP32");
    expect((await worker.dispatchFetch("https://learn.example.org/no-such-post-here")).status).toBe(404);
    expect(standIn.stats.refused).toBe(0);
    expect(standIn.stats.tokenRequests).toBe(1);
  });

  it("recovers on the next view when the first token request fails, caching nothing", async () => {
    const standIn = standInGoogle({ failFirstTokens: 1 });
    const worker = await productionWorker(literalNewlines(), standIn);
    expect((await worker.dispatchFetch("https://learn.example.org/line-following-robot")).status).toBe(503);
    expect((await worker.dispatchFetch("https://learn.example.org/line-following-robot")).status).toBe(200);
    expect(standIn.stats.tokenRequests).toBe(2);
    expect(standIn.stats.refused).toBe(0);
  });

  it("asks for one token for 20 concurrent cold views in a new isolate", async () => {
    const standIn = standInGoogle();
    const worker = await productionWorker(literalNewlines(), standIn);
    const slugs = ["esp32-weather-station", "line-following-robot", "arduino-blink-led-tutorial", "ne555-astable-led-flasher"];
    const views = Array.from({ length: 20 }, (_, index) =>
      worker.dispatchFetch(`https://learn.example.org/${slugs[index % slugs.length]}`),
    );
    expect((await Promise.all(views)).map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(standIn.stats.tokenRequests).toBe(1);
  });

  it("verifies studio tokens against Google's keys: a real one passes, forged, expired, foreign and unsigned ones get 401", async () => {
    const standIn = standInGoogle();
    const worker = await productionWorker(literalNewlines(), standIn);
    const project = vars.FIREBASE_PROJECT_ID!;
    const author = (vars.AUTHOR_IDS ?? "").split(",")[0]!.trim();
    const now = Math.floor(Date.now() / 1000);
    const claims = (extra: object = {}) => ({
      iss: `https://securetoken.google.com/${project}`,
      aud: project,
      sub: author,
      iat: now - 5,
      exp: now + 3600,
      auth_time: now - 5,
      ...extra,
    });
    const sign = (payload: object, key = google.privateKey) =>
      new SignJWT({ ...payload }).setProtectedHeader({ alg: "RS256", kid: "google-1" }).sign(key);
    const me = (token: string) =>
      worker.dispatchFetch("https://learn.example.org/api/studio/me", { headers: { authorization: `Bearer ${token}` } });
    const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    expect((await me(await sign(claims()))).status).toBe(200);
    const forger = (await generateKeyPair("RS256")).privateKey;
    for (const [name, token] of [
      ["forged", await sign(claims(), forger)],
      ["expired", await sign(claims({ exp: now - 10, iat: now - 3700 }))],
      ["another project", await sign(claims({ aud: "someone-else", iss: "https://securetoken.google.com/someone-else" }))],
      ["unsigned", `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims())}.`],
    ] as const) {
      expect((await me(token)).status, name).toBe(401);
    }
  });
});
