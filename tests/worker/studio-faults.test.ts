import "./read-model";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Firestore } from "../../worker/firestore";
import { paths } from "../../worker/firestore/paths";
import { fixtureAccounts } from "../fixtures/accounts";
import { makePng } from "../fixtures/png";
import { TEST_PROJECT_ID } from "../fixtures/posts";
import { clearFaults, injectFaults, requestViaProxy } from "./fault-proxy";
import { request } from "./helpers";
import { api, etag, signIn } from "./studio-helpers";

// Issue 29: the truth about saves and trouble, with Firestore and the Auth emulator behind a
// fault-injecting proxy (tests/stack/fault-proxy.ts).

let token: string;
/** An upload of the author's, so the media routes have something to ask Firestore about. */
let uploadKey: string;
const firestore = new Firestore({
  projectId: TEST_PROJECT_ID,
  emulatorHost: env.FIRESTORE_EMULATOR_HOST,
  token: async () => "owner",
});

beforeAll(async () => {
  token = await signIn(fixtureAccounts.authorA);
  const uploaded = await request("/api/studio/media", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
    body: await makePng(40, 30),
  });
  uploadKey = ((await uploaded.json()) as { url: string }).url.split("/").pop()!;
});

afterEach(async () => {
  await clearFaults();
});

/** A studio call through the proxy. */
const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  requestViaProxy(`/api/studio${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const post = (title: string) => ({
  title,
  meta: { description: `${title}: saved through trouble.` },
  pageData: [{ section: "", content: [{ p: `${title}.` }] }],
});

const FIRESTORE = "^\\S+ /v1/projects/";
const COMMIT = "^POST \\S+:commit";

async function expect503(response: Response, saved?: false | "unknown") {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  const answer = (await response.json()) as { saved?: unknown; error: string };
  expect(answer.error).toBeTruthy();
  if (saved !== undefined) expect(answer.saved).toBe(saved);
  return answer;
}

describe("trouble reaching Firestore is 503 on every studio route, never 500", () => {
  it.each(["/posts", "/posts/fixture-post", "/posts/fixture-post/revisions", "/trash", "/posts/fixture-post/markdown", "/media"])(
    "GET %s during a connection reset",
    async (path) => {
      // The author has a post there for the routes that read one.
      await api("PUT", "/posts/fixture-post", token, post("Fixture post"), { "if-none-match": "*" });
      await injectFaults([{ match: FIRESTORE, kind: "reset" }]);
      await expect503(await call("GET", path));
    },
  );

  it("GET /posts when Firestore does not answer in time", async () => {
    await injectFaults([{ match: FIRESTORE, kind: "delay", ms: 6_000 }]);
    await expect503(await call("GET", "/posts"));
  }, 20_000);

  it("DELETE /media/{key} during a connection reset", async () => {
    await injectFaults([{ match: FIRESTORE, kind: "reset" }]);
    await expect503(await call("DELETE", `/media/${uploadKey}`));
    await clearFaults();
    // Nothing was deleted: the picture is still there.
    expect((await api("GET", "/media", token)).status).toBe(200);
    expect(
      ((await (await api("GET", "/media", token)).json()) as { uploads: Array<{ key: string }> }).uploads.map(
        (upload) => upload.key,
      ),
    ).toContain(uploadKey);
  });
});

describe("the Auth emulator's trouble and malformed credentials", () => {
  it("a busy verifier (429) is 503: the author stays signed in", async () => {
    await injectFaults([{ match: "accounts:lookup", kind: "status", status: 429 }]);
    await expect503(await call("GET", "/me"));
  });

  it.each(["Basic YTpi", "Bearer ", "Bearer", "Bearer two words", "token-without-scheme"])(
    "Authorization: %s is 401 with the Bearer challenge",
    async (authorization) => {
      const response = await requestViaProxy("/api/studio/me", { headers: { authorization } });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer realm="studio", error="invalid_request"$/);
    },
  );

  it("no Authorization is 401 with the challenge, and a bad token says invalid_token", async () => {
    const none = await requestViaProxy("/api/studio/me");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="studio"');
    const forged = await requestViaProxy("/api/studio/me", { headers: { authorization: "Bearer not.a.token" } });
    expect(forged.status).toBe(401);
    expect(forged.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });
});

describe("a save says it was saved when it was, whatever answer was lost", () => {
  it.each([
    ["a 503 after the commit", { kind: "lost-status", status: 503 }],
    ["a 504 after the commit", { kind: "lost-status", status: 504 }],
    ["a 502 HTML page after the commit", { kind: "lost-status", status: 502, body: "<html><body>Bad gateway</body></html>" }],
    ["a reset connection after the commit", { kind: "lost" }],
  ] as const)("%s: the save is found applied and answers as saved", async (_what, fault) => {
    const slug = `lost-answer-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    await injectFaults([{ match: COMMIT, times: 1, ...fault }]);
    const saved = await call("PUT", `/posts/${slug}`, post("Saved anyway"), { "if-none-match": "*" });
    expect(saved.status).toBe(201);
    expect(etag(saved)).toMatch(/^"\d{4}-/);
    const stored = await firestore.runQuery(paths.account("author-a"), {
      from: [{ collectionId: "posts" }],
      where: { fieldFilter: { field: { fieldPath: "slug" }, op: "EQUAL", value: { stringValue: slug } } },
    });
    expect(stored.map((document) => document.data.title)).toEqual(["Saved anyway"]);
  });

  it("a 503 before the commit reached Firestore is 'unknown', with the post as it stands", async () => {
    const slug = `refused-commit-${Date.now()}`;
    const created = await api("PUT", `/posts/${slug}`, token, post("Before"), { "if-none-match": "*" });
    await injectFaults([{ match: COMMIT, kind: "status", status: 503, times: 1 }]);
    const answer = await expect503(await call("PUT", `/posts/${slug}`, post("After"), { "if-match": etag(created) }), "unknown");
    expect((answer as { current?: { etag: string } }).current?.etag).toBe(etag(created));
  });

  it("a request Firestore refused (400) is 'nothing was saved'", async () => {
    await injectFaults([
      {
        match: COMMIT,
        kind: "status",
        status: 400,
        body: JSON.stringify({ error: { code: 400, status: "INVALID_ARGUMENT", message: "refused" } }),
      },
    ]);
    await expect503(await call("PUT", `/posts/refused-${Date.now()}`, post("Refused"), { "if-none-match": "*" }), false);
  });

  it("a delete whose answer was lost is found done and answers 204", async () => {
    const slug = `lost-delete-${Date.now()}`;
    const created = await api("PUT", `/posts/${slug}`, token, post("To delete"), { "if-none-match": "*" });
    await injectFaults([{ match: COMMIT, kind: "lost-status", status: 504, times: 1 }]);
    expect((await call("DELETE", `/posts/${slug}`, undefined, { "if-match": etag(created) })).status).toBe(204);
    expect((await api("GET", `/posts/${slug}`, token)).status).toBe(404);
  });
});
