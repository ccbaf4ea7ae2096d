import "./read-model";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { TEST_PROJECT_ID } from "../fixtures/posts";
import { page, request } from "./helpers";
import { documentsWithSlug } from "./firestore-documents";
import { api, etag, signIn } from "./studio-helpers";
import { Firestore } from "../../worker/firestore";
import worker from "../../worker/index";
import { emptyExpiredTrash } from "../../worker/studio/trash-expiry";

// Issue 18: writes that never lose work, against the real Firestore and Auth emulators.

let a: string;
let b: string;

beforeAll(async () => {
  [a, b] = await Promise.all([signIn(fixtureAccounts.authorA), signIn(fixtureAccounts.authorB)]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  meta: { description: `${title}: a post written in the studio.` },
  pageData: [{ section: "intro", content: [{ h2: "Start" }, { p: `${title} body.` }] }],
  ...extra,
});

interface Stored {
  post: { title: string; slug: string };
  etag: string;
}

const read = async (slug: string, token = a) => {
  const response = await api("GET", `/posts/${slug}`, token);
  return { response, body: (await response.json()) as Stored };
};

describe("conditional saves", () => {
  it("answers an ETag on read and on every save, and refuses a replace without If-Match (428)", async () => {
    const created = await api("PUT", "/posts/w-conditional", a, post("First"), { "if-none-match": "*" });
    expect(created.status).toBe(201);
    const { response, body } = await read("w-conditional");
    expect(response.headers.get("etag")).toBe(etag(created));
    expect(body.etag).toBe(etag(created));
    const blind = await api("PUT", "/posts/w-conditional", a, post("Blind overwrite"));
    expect(blind.status).toBe(428);
    expect((await read("w-conditional")).body.post.title).toBe("First");
  });

  it("refuses a stale If-Match with 412, the stored post and its ETag, and loses nothing", async () => {
    const created = await api("PUT", "/posts/w-stale", a, post("Version 1"));
    const v1 = etag(created);
    const second = await api("PUT", "/posts/w-stale", a, post("Version 2 from tab one"), { "if-match": v1 });
    expect(second.status).toBe(200);
    expect(etag(second)).not.toBe(v1);
    const stale = await api("PUT", "/posts/w-stale", a, post("Version 2 from tab two"), { "if-match": v1 });
    expect(stale.status).toBe(412);
    const conflict = (await stale.json()) as { error: string; current: Stored };
    expect(conflict.error).toMatch(/changed/);
    expect(conflict.current.post.title).toBe("Version 2 from tab one");
    expect(conflict.current.etag).toBe(etag(second));
    expect((await page("/w-stale")).doc.querySelector("main h1")?.text).toBe("Version 2 from tab one");
  });

  it("creating over an existing post with If-None-Match: * is 412", async () => {
    await api("PUT", "/posts/w-create-twice", a, post("Original"));
    const again = await api("PUT", "/posts/w-create-twice", a, post("Impostor"), { "if-none-match": "*" });
    expect(again.status).toBe(412);
    expect((await read("w-create-twice")).body.post.title).toBe("Original");
  });

  it("ten saves racing from one version: exactly one wins, nine get 412", async () => {
    const created = await api("PUT", "/posts/w-race", a, post("Base"));
    const base = etag(created);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => api("PUT", "/posts/w-race", a, post(`Racer ${index}`), { "if-match": base })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 412, 412, 412, 412, 412, 412, 412, 412, 412]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect((await read("w-race")).body.post.title).toBe(`Racer ${winner}`);
  });
});

describe("one owner per address", () => {
  it("two authors racing for one new slug: one 201, one 409, one document, ten times", async () => {
    for (let round = 0; round < 10; round += 1) {
      const slug = `w-contested-${round}`;
      const answers = await Promise.all([
        api("PUT", `/posts/${slug}`, a, post(`A's ${round}`), { "if-none-match": "*" }),
        api("PUT", `/posts/${slug}`, b, post(`B's ${round}`), { "if-none-match": "*" }),
      ]);
      expect(answers.map((answer) => answer.status).sort(), slug).toEqual([201, 409]);
      expect(await documentsWithSlug(slug), slug).toHaveLength(1);
    }
  });

  it("refuses a previousSlug that is not the caller's, writing and purging nothing", async () => {
    const theirs = await api("PUT", "/posts/w-authors-b-post", b, post("B keeps this"));
    expect(theirs.status).toBe(201);
    const hijack = await api("PUT", "/posts/w-hijacked", a, post("Hijack", { previousSlug: "w-authors-b-post" }), {
      "if-match": etag(theirs),
    });
    expect([403, 404]).toContain(hijack.status);
    expect((await page("/w-authors-b-post")).doc.querySelector("main h1")?.text).toBe("B keeps this");
    expect((await request("/w-hijacked")).status).toBe(404);
    expect(await documentsWithSlug("w-hijacked")).toHaveLength(0);
  });
});

describe("renames", () => {
  it("moves the post, 301s the old address, and reusing the old address never touches the renamed post", async () => {
    const created = await api("PUT", "/posts/w-before", a, post("Moving post"));
    const moved = await api("PUT", "/posts/w-after", a, post("Moving post", { previousSlug: "w-before" }), {
      "if-match": etag(created),
    });
    expect(moved.status).toBe(200);
    const old = await request("/w-before");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/w-after");
    expect(await (await request("/sitemap.xml")).text()).not.toContain("/w-before<");

    // A new post at the old address is a new document.
    const reused = await api("PUT", "/posts/w-before", a, post("A new post at the old address"), { "if-none-match": "*" });
    expect(reused.status).toBe(201);
    expect((await page("/w-before")).doc.querySelector("main h1")?.text).toBe("A new post at the old address");
    expect((await page("/w-after")).doc.querySelector("main h1")?.text).toBe("Moving post");
    // And saving it again leaves the renamed post alone.
    const edited = await api("PUT", "/posts/w-before", a, post("Edited new post"), { "if-match": etag(reused) });
    expect(edited.status).toBe(200);
    expect((await page("/w-after")).doc.querySelector("main h1")?.text).toBe("Moving post");
  });

  it("refuses to rename onto another of the author's own posts", async () => {
    const one = await api("PUT", "/posts/w-one", a, post("One"));
    await api("PUT", "/posts/w-two", a, post("Two"));
    const onto = await api("PUT", "/posts/w-two", a, post("One", { previousSlug: "w-one" }), { "if-match": etag(one) });
    expect(onto.status).toBe(409);
    expect((await page("/w-two")).doc.querySelector("main h1")?.text).toBe("Two");
    expect((await page("/w-one")).doc.querySelector("main h1")?.text).toBe("One");
  });

  it("a stale rename is 412 and moves nothing", async () => {
    const created = await api("PUT", "/posts/w-rename-stale", a, post("Stays"));
    await api("PUT", "/posts/w-rename-stale", a, post("Stays, edited"), { "if-match": etag(created) });
    const rename = await api("PUT", "/posts/w-renamed-stale", a, post("Stays", { previousSlug: "w-rename-stale" }), {
      "if-match": etag(created),
    });
    expect(rename.status).toBe(412);
    expect((await request("/w-renamed-stale")).status).toBe(404);
    expect((await page("/w-rename-stale")).doc.querySelector("main h1")?.text).toBe("Stays, edited");
  });
});

describe("revision history", () => {
  it("keeps each replaced version, newest first, readable by its owner only", async () => {
    let response = await api("PUT", "/posts/w-history", a, post("Draft one"));
    for (const title of ["Draft two", "Draft three"]) {
      response = await api("PUT", "/posts/w-history", a, post(title), { "if-match": etag(response) });
      expect(response.status).toBe(200);
    }
    const listed = await api("GET", "/posts/w-history/revisions", a);
    const { revisions } = (await listed.json()) as {
      revisions: Array<{ id: string; savedAt: string; title: string; bytes: number }>;
    };
    // The current version first, then each one a save replaced.
    expect(revisions.map((revision) => revision.title)).toEqual(["Draft three", "Draft two", "Draft one"]);
    expect(revisions[1]!.bytes).toBeGreaterThan(50);
    expect(Date.parse(revisions[1]!.savedAt)).toBeGreaterThan(Date.parse(revisions[2]!.savedAt));
    const one = await api("GET", `/posts/w-history/revisions/${revisions[2]!.id}`, a);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { post: { title: string } }).post.title).toBe("Draft one");
    expect((await api("GET", "/posts/w-history/revisions", b)).status).toBe(404);
    expect((await api("GET", `/posts/w-history/revisions/${revisions[2]!.id}`, b)).status).toBe(404);
  });

  it("a deleted post waits in the trash and can be brought back", async () => {
    const created = await api("PUT", "/posts/w-trash", a, post("Deleted by mistake"));
    expect((await api("DELETE", "/posts/w-trash", a, undefined, { "if-match": etag(created) })).status).toBe(204);
    expect((await request("/w-trash")).status).toBe(404);
    const trash = (await (await api("GET", "/trash", a)).json()) as { posts: Array<{ id: string; slug: string }> };
    const entry = trash.posts.find((item) => item.slug === "w-trash");
    expect(entry).toBeDefined();
    const restored = await api("POST", `/trash/${entry!.id}/restore`, a);
    expect(restored.status).toBe(201);
    expect((await page("/w-trash")).doc.querySelector("main h1")?.text).toBe("Deleted by mistake");
    expect((await api("GET", "/trash", b)).status).toBe(200);
    expect(((await (await api("GET", "/trash", b)).json()) as { posts: unknown[] }).posts).not.toContainEqual(
      expect.objectContaining({ slug: "w-trash" }),
    );
  });

  it("empties the trash, revisions included, after 30 days", async () => {
    let response = await api("PUT", "/posts/w-expiring", a, post("Old news"));
    response = await api("PUT", "/posts/w-expiring", a, post("Old news, edited"), { "if-match": etag(response) });
    expect((await api("DELETE", "/posts/w-expiring", a, undefined, { "if-match": etag(response) })).status).toBe(204);
    const inTrash = async () =>
      ((await (await api("GET", "/trash", a)).json()) as { posts: Array<{ slug: string }> }).posts.some(
        (item) => item.slug === "w-expiring",
      );
    expect(await inTrash()).toBe(true);
    const firestore = new Firestore({
      projectId: TEST_PROJECT_ID,
      emulatorHost: env.FIRESTORE_EMULATOR_HOST,
      token: () => Promise.resolve("owner"),
    });
    expect(await emptyExpiredTrash(firestore, ["author-a"], Date.now() + 29 * 24 * 60 * 60_000)).toBe(0);
    expect(await emptyExpiredTrash(firestore, ["author-a"], Date.now() + 31 * 24 * 60 * 60_000)).toBeGreaterThan(0);
    expect(await inTrash()).toBe(false);
  });

  it("a delete with a stale If-Match is 412 and deletes nothing; without If-Match it is 428", async () => {
    const created = await api("PUT", "/posts/w-delete-stale", a, post("Kept"));
    const edited = await api("PUT", "/posts/w-delete-stale", a, post("Kept, edited"), { "if-match": etag(created) });
    expect((await api("DELETE", "/posts/w-delete-stale", a, undefined, { "if-match": etag(created) })).status).toBe(412);
    expect((await api("DELETE", "/posts/w-delete-stale", a)).status).toBe(428);
    expect((await request("/w-delete-stale")).status).toBe(200);
    expect((await api("DELETE", "/posts/w-delete-stale", a, undefined, { "if-match": etag(edited) })).status).toBe(204);
  });
});

describe("the index never goes back in time", () => {
  const search = async (q: string) =>
    ((await (await request(`/api/search?q=${encodeURIComponent(q)}`)).json()) as { results: Array<{ url: string }> }).results.map(
      (result) => result.url,
    );
  const runJob = async () => {
    const context = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/30 * * * *" }), env, context);
    await waitOnExecutionContext(context);
  };

  it("saves and deletes racing the scheduled rebuild: search right afterwards has every save and no delete", async () => {
    const doomed = await Promise.all(
      [0, 1, 2, 3].map((index) => api("PUT", `/posts/w-index-doomed-${index}`, a, post(`Zanzibar doomed ${index}`))),
    );
    await Promise.all([
      runJob(),
      ...doomed.map((created, index) =>
        api("DELETE", `/posts/w-index-doomed-${index}`, a, undefined, { "if-match": etag(created) }),
      ),
      ...[0, 1, 2, 3].map((index) => api("PUT", `/posts/w-index-kept-${index}`, a, post(`Zanzibar kept ${index}`))),
      runJob(),
    ]);
    const found = await search("zanzibar");
    for (const index of [0, 1, 2, 3]) {
      expect(found, `kept ${index}`).toContain(`/w-index-kept-${index}`);
      expect(found, `doomed ${index}`).not.toContain(`/w-index-doomed-${index}`);
    }
    await runJob();
    expect((await search("zanzibar")).sort()).toEqual(found.sort());
  });
});

describe("trouble is not sign-out", () => {
  it("answers 503 with Retry-After, not 401, when the Auth emulator cannot be reached", async () => {
    const original = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes(env.FIREBASE_AUTH_EMULATOR_HOST)) return Promise.reject(new TypeError("connection refused"));
      return original(input, init);
    });
    const response = await api("GET", "/posts", a);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers 503 saying nothing was saved when Firestore fails", async () => {
    const original = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes(env.FIRESTORE_EMULATOR_HOST)) return Promise.resolve(new Response("backend exploded", { status: 500 }));
      return original(input, init);
    });
    const response = await api("PUT", "/posts/w-firestore-down", a, post("Unsaved"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeTruthy();
    expect(await response.json()).toMatchObject({ saved: false });
  });
});

describe("text that would break XML", () => {
  it("strips control characters from what is saved, so the feed stays well-formed", async () => {
    const saved = await api("PUT", "/posts/w-bell", a, post("Bell\u0007 in the title\u0000", { topic: "esp32" }));
    expect(saved.status).toBe(201);
    expect((await read("w-bell")).body.post.title).toBe("Bell in the title");
    const feed = await (await request("/feed.xml")).text();
    // eslint-disable-next-line no-control-regex -- looking for exactly those characters
    expect(feed).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
  });
});

describe("Markdown in and out", () => {
  const markdown = [
    "# Soil sensor",
    "",
    "## Wiring",
    "",
    "Read the [datasheet](https://example.org/ds.pdf) and use `analogRead()` on **A0**.",
    "",
    "- Sensor VCC to 3V3",
    "- Sensor GND to GND",
    "",
    "```cpp file=soil.ino",
    "int raw = analogRead(A0);",
    "```",
    "",
    "| Pin | Use |",
    "| --- | --- |",
    "| A0 | signal |",
    "",
    "> [!WARNING]",
    "> Never power it from 5 V.",
    "",
    '![The probe in a pot](/images/boards/esp32.svg "Probe depth")',
  ].join("\n");

  it("converts a document into blocks", async () => {
    const response = await api("POST", "/markdown", a, { markdown });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { title: string; pageData: Array<{ content: unknown[] }> };
    expect(body.title).toBe("Soil sensor");
    expect(body.pageData[0]!.content).toEqual([
      { h2: "Wiring" },
      { p: "Read the [datasheet](https://example.org/ds.pdf) and use `analogRead()` on **A0**." },
      { ul: ["Sensor VCC to 3V3", "Sensor GND to GND"] },
      { code: { text: "int raw = analogRead(A0);", lang: "cpp", file: "soil.ino" } },
      { table: { header: ["Pin", "Use"], rows: [{ cells: ["A0", "signal"] }] } },
      { warning: "Never power it from 5 V." },
      { figure: { src: "/images/boards/esp32.svg", alt: "The probe in a pot", caption: "Probe depth" } },
    ]);
  });

  it("names the lines it cannot convert", async () => {
    const response = await api("POST", "/markdown", a, { markdown: "Fine.\n\n```wiring\nboard: [\n```\n" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; problems: Array<{ line: number }> };
    expect(body.problems.map((problem) => problem.line)).toEqual([3]);
    expect(body.error).toContain("line 3");
  });

  it("publishes a Markdown post with marks, drops unsafe links and keeps raw HTML inert, and exports it back", async () => {
    const converted = (await (await api("POST", "/markdown", a, { markdown })).json()) as { title: string; pageData: unknown };
    const body = {
      title: converted.title,
      format: "markdown",
      pageData: [
        ...(converted.pageData as unknown[]),
        {
          section: "extra",
          content: [{ p: "A [bad link](javascript:alert(1)) and <script>alert(1)</script> and <img src=x onerror=alert(1)>" }],
        },
      ],
    };
    const saved = await api("PUT", "/posts/w-markdown", a, body);
    expect(saved.status).toBe(201);
    const { doc } = await page("/w-markdown");
    const link = doc.querySelector('main a[href="https://example.org/ds.pdf"]');
    expect(link?.text).toBe("datasheet");
    expect(link?.getAttribute("rel")).toBe("noopener");
    expect(doc.querySelector("main p code")?.text).toBe("analogRead()");
    expect(doc.querySelector("main p strong")?.text).toBe("A0");
    expect(doc.querySelector("main td")?.text).toBe("A0");
    const html = doc.querySelector("main")!.innerHTML;
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(doc.querySelector('main section[data-section="extra"] p')?.text).toContain("bad link and <script>");

    const exported = await api("GET", "/posts/w-markdown/markdown", a);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toMatch(/^text\/markdown/);
    const text = await exported.text();
    const again = (await (await api("POST", "/markdown", a, { markdown: text })).json()) as { title: string; pageData: unknown };
    expect(again.title).toBe(converted.title);
    expect(again.pageData).toEqual(body.pageData);
  });

  it("keeps literal asterisks and brackets in a post without format", async () => {
    const saved = await api("PUT", "/posts/w-plain-text", a, {
      title: "Plain",
      pageData: [{ section: "", content: [{ p: "Use *args and [brackets](x) as typed" }] }],
    });
    expect(saved.status).toBe(201);
    const { doc } = await page("/w-plain-text");
    expect(doc.querySelector("main section p")?.text).toBe("Use *args and [brackets](x) as typed");
  });
});
