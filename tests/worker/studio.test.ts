import "./read-model";
import { env } from "cloudflare:workers";
import { generateKeyPair, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { TEST_PROJECT_ID } from "../fixtures/posts";
import { page, request } from "./helpers";
import { api, etag, signIn } from "./studio-helpers";

const authHost = env.FIREBASE_AUTH_EMULATOR_HOST;

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const now = () => Math.floor(Date.now() / 1000);
const claims = (overrides: Record<string, unknown> = {}) => ({
  iss: `https://securetoken.google.com/${TEST_PROJECT_ID}`,
  aud: TEST_PROJECT_ID,
  sub: fixtureAccounts.authorA.uid,
  user_id: fixtureAccounts.authorA.uid,
  iat: now() - 10,
  exp: now() + 3600,
  auth_time: now() - 10,
  ...overrides,
});
const unsigned = (payload: object) => `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;

let tokens: Record<"authorA" | "authorB" | "listAdmin" | "reader", string>;
let forged: string;

beforeAll(async () => {
  tokens = {
    authorA: await signIn(fixtureAccounts.authorA),
    authorB: await signIn(fixtureAccounts.authorB),
    listAdmin: await signIn(fixtureAccounts.listAdmin),
    reader: await signIn(fixtureAccounts.reader),
  };
  // A token with every right claim, signed RS256 by a key that is not Google's.
  const { privateKey } = await generateKeyPair("RS256");
  forged = await new SignJWT(claims()).setProtectedHeader({ alg: "RS256", kid: "forged" }).sign(privateKey);
});

const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  meta: { description: `${title}: a post written in the studio.` },
  pageData: [
    { section: "intro", content: [{ h2: "Start" }, { p: "Body text." }, { code: { text: "int x = 1;", lang: "cpp" } }] },
  ],
  ...extra,
});

describe("the studio API refuses callers it cannot verify", () => {
  const calls: Array<[string, string, unknown?]> = [
    ["GET", "/me"],
    ["GET", "/posts"],
    ["GET", "/posts/anything"],
    ["PUT", "/posts/anything", post("x")],
    ["DELETE", "/posts/anything"],
    ["POST", "/preview", post("x")],
    ["GET", "/lists/esp32-projects"],
    ["PUT", "/lists/esp32-projects", { allpost: [] }],
  ];
  const badTokens: Array<[string, () => string | null]> = [
    ["no token", () => null],
    ["garbage", () => "not.a.token"],
    ["forged (RS256, unknown key)", () => forged],
    ["expired", () => unsigned(claims({ exp: now() - 60, iat: now() - 3700 }))],
    ["wrong audience", () => unsigned(claims({ aud: "someone-elses-project" }))],
    ["wrong issuer", () => unsigned(claims({ iss: "https://securetoken.google.com/someone-elses-project" }))],
    ["no such account", () => unsigned(claims({ sub: "nobody", user_id: "nobody" }))],
  ];
  it.each(badTokens)("%s gets 401 on every studio call", async (_name, token) => {
    for (const [method, path, body] of calls) {
      const response = await api(method, path, token(), body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.headers.get("www-authenticate"), `${method} ${path}`).toContain("Bearer");
    }
  });

  it("a disabled account gets 401", async () => {
    const token = await signIn(fixtureAccounts.disabled);
    await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:update`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ localId: fixtureAccounts.disabled.uid, disableUser: true }),
    });
    expect((await api("GET", "/me", token)).status).toBe(401);
  });

  it("a signed-in account that is not an author gets 403 on every call", async () => {
    for (const [method, path, body] of calls) {
      const response = await api(method, path, tokens.reader, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(((await response.json()) as { error: string }).error).toContain("not one of the site's authors");
    }
  });

  it("only the list admin may touch the project lists", async () => {
    expect((await api("GET", "/lists/esp32-projects", tokens.authorA)).status).toBe(403);
    expect((await api("PUT", "/lists/esp32-projects", tokens.authorA, { allpost: [] })).status).toBe(403);
    expect((await api("GET", "/posts", tokens.listAdmin)).status).toBe(403);
  });

  it("takes JSON only, never a form a cross-site page could post", async () => {
    const response = await api("PUT", "/posts/form-post", tokens.authorA, "title=x", {}, "application/x-www-form-urlencoded");
    expect(response.status).toBe(415);
    expect(
      (await api("PUT", "/posts/text-post", tokens.authorA, JSON.stringify(post("x")), {}, "text/plain; x=application/json"))
        .status,
    ).toBe(415);
  });
});

describe("writing posts", () => {
  it("publishes a post that readers see at once, even after a cached 404", async () => {
    expect((await request("/studio-published-post")).status).toBe(404);
    const me = await api("GET", "/me", tokens.authorA);
    expect(await me.json()).toMatchObject({ uid: "author-a", author: true, listAdmin: false });
    const saved = await api(
      "PUT",
      "/posts/studio-published-post",
      tokens.authorA,
      post("Published from the studio", { topic: "esp32" }),
    );
    expect(saved.status).toBe(201);
    expect(saved.headers.get("etag")).toMatch(/^".+"$/);
    const { response, doc } = await page("/studio-published-post");
    expect(response.status).toBe(200);
    expect(doc.querySelector("main h1")?.text).toBe("Published from the studio");
    expect(doc.querySelector("main pre code")?.text).toBe("int x = 1;");
    const listed = (await (await api("GET", "/posts", tokens.authorA)).json()) as {
      posts: Array<{ slug: string; draft: boolean }>;
    };
    expect(listed.posts).toContainEqual(expect.objectContaining({ slug: "studio-published-post", draft: false }));
    // Editing replaces it, given the version it was based on: the next view shows the new version.
    const edited = await api("PUT", "/posts/studio-published-post", tokens.authorA, post("Edited in the studio"), {
      "if-match": etag(saved),
    });
    expect(edited.status).toBe(200);
    expect((await page("/studio-published-post")).doc.querySelector("main h1")?.text).toBe("Edited in the studio");
  });

  it("lists each post with the heading readers see: the meta title, else the short title", async () => {
    const longer = post("Blink", { meta: { title: "Blink an LED with an Arduino Uno", description: "Blink." } });
    expect((await api("PUT", "/posts/studio-two-titles", tokens.authorA, longer)).status).toBe(201);
    expect((await api("PUT", "/posts/studio-one-title", tokens.authorA, post("Just one title"))).status).toBe(201);
    const listed = (await (await api("GET", "/posts", tokens.authorA)).json()) as {
      posts: Array<{ slug: string; title: string; heading: string }>;
    };
    expect(listed.posts).toContainEqual(
      expect.objectContaining({ slug: "studio-two-titles", title: "Blink", heading: "Blink an LED with an Arduino Uno" }),
    );
    expect(listed.posts).toContainEqual(
      expect.objectContaining({ slug: "studio-one-title", title: "Just one title", heading: "Just one title" }),
    );
    // The page's heading is the same one.
    expect((await page("/studio-two-titles")).doc.querySelector("main h1")?.text).toBe("Blink an LED with an Arduino Uno");
  });

  it("keeps drafts from readers, the sitemap and topic pages", async () => {
    expect(
      (await api("PUT", "/posts/studio-draft-post", tokens.authorA, post("A draft", { draft: true, topic: "esp32" }))).status,
    ).toBe(201);
    expect((await request("/studio-draft-post")).status).toBe(404);
    expect(await (await request("/sitemap.xml")).text()).not.toContain("studio-draft-post");
    const own = (await (await api("GET", "/posts/studio-draft-post", tokens.authorA)).json()) as { post: { draft: boolean } };
    expect(own.post.draft).toBe(true);
  });

  it("refuses invalid, reserved and taken addresses with a message", async () => {
    for (const slug of ["Upper-Case", "two--hyphens", "-leading", "about", "learn", "studio", "sitemap.xml", "search"]) {
      const response = await api("PUT", `/posts/${encodeURIComponent(slug)}`, tokens.authorA, post("x"));
      expect(response.status, slug).toBe(400);
      expect(((await response.json()) as { error: string }).error.length, slug).toBeGreaterThan(10);
    }
    // "only-author-b" belongs to author B.
    const taken = await api("PUT", "/posts/only-author-b", tokens.authorA, post("Mine now?"));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ field: "slug" });
    expect((await page("/only-author-b")).doc.querySelector("main h1")?.text).toBe("Only author B has this");
  });

  it("refuses a body with an unknown block or a bad address, saying which", async () => {
    const unknown = await api(
      "PUT",
      "/posts/studio-bad-block",
      tokens.authorA,
      post("x", { pageData: [{ section: "s", content: [{ marquee: "x" }] }] }),
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toContain("marquee");
    const address = await api(
      "PUT",
      "/posts/studio-bad-image",
      tokens.authorA,
      post("x", { pageData: [{ section: "s", content: [{ img: "javascript:alert(1)" }] }] }),
    );
    expect(address.status).toBe(400);
    expect((await api("PUT", "/posts/studio-no-title", tokens.authorA, { pageData: [] })).status).toBe(400);
  });

  it("renames a post: the new address answers and the old one redirects to it", async () => {
    const created = await api("PUT", "/posts/studio-old-name", tokens.authorA, post("Renamed post"));
    expect((await request("/studio-old-name")).status).toBe(200);
    const renamed = await api(
      "PUT",
      "/posts/studio-new-name",
      tokens.authorA,
      post("Renamed post", { previousSlug: "studio-old-name" }),
      { "if-match": etag(created) },
    );
    expect(renamed.status).toBe(200);
    const old = await request("/studio-old-name");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/studio-new-name");
    expect((await request("/studio-new-name")).status).toBe(200);
  });

  it("deletes a post, readers get 404 at once, and a retried delete still succeeds", async () => {
    const created = await api("PUT", "/posts/studio-deleted-post", tokens.authorA, post("Soon gone"));
    expect((await request("/studio-deleted-post")).status).toBe(200);
    const headers = { "if-match": etag(created) };
    expect((await api("DELETE", "/posts/studio-deleted-post", tokens.authorA, undefined, headers)).status).toBe(204);
    expect((await request("/studio-deleted-post")).status).toBe(404);
    expect((await api("DELETE", "/posts/studio-deleted-post", tokens.authorA, undefined, headers)).status).toBe(204);
  });

  it("shows hostile text typed in the studio as text on the public page and in the preview", async () => {
    const hostile = '<img src=x onerror=alert("studio")>';
    const body = post(hostile, { pageData: [{ section: "s", content: [{ p: hostile }, { note: hostile }, { ul: [hostile] }] }] });
    const preview = await api("POST", "/preview", tokens.authorA, body);
    const { html } = (await preview.json()) as { html: string };
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x");
    expect((await api("PUT", "/posts/studio-hostile", tokens.authorA, body)).status).toBe(201);
    const published = await (await request("/studio-hostile")).text();
    expect(published).not.toContain("<img src=x");
    expect((await page("/studio-hostile")).doc.querySelector("main h1")?.text).toBe(hostile);
  });
});

describe("editing lists", () => {
  it("saves a list's entries, sanitised, and readers see them at once", async () => {
    expect((await request("/learn/agricultural-engineering-projects")).status).toBe(200);
    const saved = await api("PUT", "/lists/agricultural-engineering-projects", tokens.listAdmin, {
      allpost: [
        {
          title: "Studio card",
          description: '<p onclick="x()">Made <em>here</em></p><script>alert(1)</script>',
          link: "/learn/iot",
        },
        { title: "Second card", description: "<p>Two</p>", link: "https://example.org/two", image: "/images/boards/esp32.svg" },
      ],
    });
    expect(saved.status).toBe(200);
    const { doc } = await page("/learn/agricultural-engineering-projects");
    expect(doc.querySelectorAll("main .card-title").map((title) => title.text)).toEqual(["Studio card", "Second card"]);
    expect(doc.querySelector("main .card-description")?.innerHTML).toBe("<p>Made <em>here</em></p>");
    const bad = await api("PUT", "/lists/agricultural-engineering-projects", tokens.listAdmin, {
      allpost: [{ title: "x", description: "", link: "javascript:alert(1)" }],
    });
    expect(bad.status).toBe(400);
    expect((await api("PUT", "/lists/not-a-list", tokens.listAdmin, { allpost: [] })).status).toBe(404);
  });
});
