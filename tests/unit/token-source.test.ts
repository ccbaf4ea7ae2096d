import { exportPKCS8, generateKeyPair, importSPKI, jwtVerify, exportSPKI } from "jose";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DATASTORE_SCOPE, GOOGLE_TOKEN_URL, normalisePrivateKey, TokenSource } from "../../worker/firestore/token";

let pem: string;
let publicPem: string;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  pem = await exportPKCS8(privateKey);
  publicPem = await exportSPKI(publicKey);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Google's token endpoint, standing in: checks the signed assertion and answers with a token. */
function googleStandIn(answers: Array<() => Response>) {
  const assertions: string[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    expect(String(input)).toBe(GOOGLE_TOKEN_URL);
    const body = new URLSearchParams(String(init?.body));
    expect(body.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
    const assertion = body.get("assertion")!;
    const { payload } = await jwtVerify(assertion, await importSPKI(publicPem, "RS256"), {
      issuer: "sa@demo.iam.gserviceaccount.com",
      audience: GOOGLE_TOKEN_URL,
      algorithms: ["RS256"],
    });
    expect(payload.scope).toBe(DATASTORE_SCOPE);
    assertions.push(assertion);
    return (answers.shift() ?? (() => Response.json({ access_token: "token", expires_in: 3600 })))();
  });
  return { spy, assertions };
}

describe("service-account tokens", () => {
  it.each([
    ["real newlines", () => pem],
    ["the literal \\n of the JSON key file", () => pem.replace(/\n/g, "\\n")],
    ["the JSON's surrounding quotes", () => `"${pem.replace(/\n/g, "\\n")}"`],
  ])("accepts a key pasted with %s", async (_format, key) => {
    expect(normalisePrivateKey(key())).toBe(pem.trim());
    googleStandIn([]);
    expect(await new TokenSource({ clientEmail: "sa@demo.iam.gserviceaccount.com", privateKey: key() }).token()).toBe("token");
  });

  it("caches nothing after a failed answer, so the next call recovers", async () => {
    const google = googleStandIn([
      () => new Response("backend error", { status: 500 }),
      () => Response.json({ expires_in: 3600 }),
    ]);
    const source = new TokenSource({ clientEmail: "sa@demo.iam.gserviceaccount.com", privateKey: pem });
    await expect(source.token()).rejects.toThrow(/500/);
    await expect(source.token()).rejects.toThrow(/access_token/);
    expect(await source.token()).toBe("token");
    expect(google.assertions).toHaveLength(3);
  });

  it("shares one request among concurrent callers and keeps the token until shortly before it expires", async () => {
    let now = Date.now();
    const google = googleStandIn([]);
    const source = new TokenSource({ clientEmail: "sa@demo.iam.gserviceaccount.com", privateKey: pem }, () => now);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => source.token()));
    expect(new Set(tokens)).toEqual(new Set(["token"]));
    expect(google.assertions).toHaveLength(1);
    now += 50 * 60_000;
    await source.token();
    expect(google.assertions).toHaveLength(1);
    now += 6 * 60_000;
    await source.token();
    expect(google.assertions).toHaveLength(2);
  });
});
