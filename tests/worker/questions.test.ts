import "./read-model";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { QUESTION_FIELDS, QUESTION_LIMITS, type QuestionReply, type StudioQuestion } from "../../client/data/questions";
import { Firestore } from "../../worker/firestore";
import worker from "../../worker/index";
import { deleteQuestionsOf } from "../../worker/questions/store";
import { SITEVERIFY_URL } from "../../worker/questions/turnstile";
import { emptyExpiredTrash } from "../../worker/studio/trash-expiry";
import { fixtureAccounts } from "../fixtures/accounts";
import { ORIGIN, page, parseHtml, request } from "./helpers";
import { api, etag, signIn } from "./studio-helpers";

// Issue 33: readers' questions, stored in D1 and moderated in the studio.

let a: string;
let b: string;

beforeAll(async () => {
  [a, b] = await Promise.all([signIn(fixtureAccounts.authorA), signIn(fixtureAccounts.authorB)]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

let client = 0;
/** A fresh client address per question, so the rate limit bites only where a test wants it. */
const freshClient = () => `198.51.100.${(client += 1) % 250}`;

const tutorial = (title: string) => ({
  title,
  meta: { description: `${title}: a tutorial readers ask about.` },
  pageData: [
    {
      section: "intro",
      content: [{ h2: "Wire the sensor" }, { p: "Connect it." }, { h2: "Upload the sketch" }, { p: "Press upload." }],
    },
  ],
});

/** A new post of author A's (or another account's) at `slug`; its ETag. */
async function newPost(slug: string, token = a): Promise<string> {
  const created = await api("PUT", `/posts/${slug}`, token, tutorial(`Questions on ${slug}`), { "if-none-match": "*" });
  expect(created.status, slug).toBe(201);
  return etag(created);
}

type Fields = Partial<Record<"name" | "question" | "step" | "website" | "cf-turnstile-response", string>>;

/** Sends the form as a browser without JavaScript does, through a worker with these vars. */
async function send(slug: string, init: RequestInit, vars: Partial<Env> = {}): Promise<Response> {
  const context = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}/${slug}/questions`, { method: "POST", redirect: "manual", ...init }),
    { ...env, ...vars },
    context,
  );
  await waitOnExecutionContext(context);
  return response;
}

const postForm = (slug: string, fields: Fields, vars: Partial<Env> = {}, ip = freshClient()) =>
  send(
    slug,
    {
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip },
      body: new URLSearchParams(fields as Record<string, string>),
    },
    vars,
  );

const postJson = (slug: string, body: unknown, vars: Partial<Env> = {}, ip = freshClient()) =>
  send(
    slug,
    {
      headers: { "content-type": "application/json", accept: "application/json", "cf-connecting-ip": ip },
      body: JSON.stringify(body),
    },
    vars,
  );

interface Row {
  id: string;
  post_id: string;
  owner: string;
  name: string;
  text: string;
  step: string | null;
  state: string;
  verified: number;
  client_hash: string | null;
  token_hash: string;
  answer_text: string | null;
  answer_name: string | null;
}

/** The stored questions whose text contains `marker`. */
async function rows(marker: string): Promise<Row[]> {
  const { results } = await env.READ_MODEL.prepare("SELECT * FROM questions WHERE instr(text, ?1) > 0").bind(marker).all<Row>();
  return results;
}

const moderate = (id: string, body: unknown, token = a) => api("POST", `/questions/${id}`, token, body);

async function listed(
  state: string,
  token = a,
): Promise<{ questions: StudioQuestion[]; counts: Record<"waiting" | "published" | "spam", number> }> {
  const response = await api("GET", `/questions?state=${state}`, token);
  expect(response.status).toBe(200);
  return (await response.json()) as { questions: StudioQuestion[]; counts: Record<"waiting" | "published" | "spam", number> };
}

/** Asks a question on `slug` through JSON; the stored row and the private link. */
async function ask(slug: string, text: string, extra: Fields = {}): Promise<{ row: Row; link: string }> {
  const response = await postJson(slug, { name: "Grace", question: text, ...extra });
  expect(response.status).toBe(201);
  const reply = (await response.json()) as QuestionReply;
  if (!reply.ok) throw new Error(reply.message);
  const [row] = await rows(text);
  return { row: row!, link: reply.link };
}

const questionTexts = async (slug: string) =>
  (await page(`/${slug}`)).doc.querySelectorAll("#questions .question > .question-text").map((element) => element.text.trim());

describe("asking without JavaScript", () => {
  it("stores the question waiting, 303s back to the post with a private link, and shows nothing on the page", async () => {
    await newPost("q-form-post");
    const before = await request("/q-form-post");
    expect(before.status).toBe(200);
    const cachedEtag = etag(before);

    const text = `Which resistor for the LED? ${crypto.randomUUID()}`;
    const response = await postForm("q-form-post", { name: "Ada", question: text, step: "upload-the-sketch", website: "" });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, ORIGIN);
    expect(location.pathname).toBe("/q-form-post");
    expect(location.hash).toBe("#questions");
    const token = location.searchParams.get("asked")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const [row] = await rows(text);
    expect(row).toMatchObject({ name: "Ada", step: "upload-the-sketch", state: "waiting", owner: "author-a", verified: 0 });
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(token);
    expect(row!.client_hash).toMatch(/^[0-9a-f]{64}$/);
    // The address is never stored, in any column.
    expect(JSON.stringify(row)).not.toContain("198.51.100.");

    // The asker's own view: the thanks and the private link, for them alone.
    const asked = await page(`${location.pathname}${location.search}`);
    expect(asked.response.status).toBe(200);
    expect(asked.response.headers.get("cache-control")).toBe("private, no-store");
    expect(asked.response.headers.get("x-robots-tag")).toContain("noindex");
    expect(asked.response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(asked.doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex");
    const notice = asked.doc.querySelector("#questions .notice--success");
    expect(notice?.text).toContain("waits for the author's approval");
    expect(notice?.querySelector("a")?.getAttribute("href")).toBe(`http://learn.example.test/questions/${token}`);
    expect(asked.doc.text).not.toContain(text);

    // Readers' page is what it was: the same bytes, no question, no notice.
    const after = await request("/q-form-post");
    expect(etag(after)).toBe(cachedEtag);
    const html = await after.text();
    expect(html).not.toContain(text);
    expect(html).not.toContain("waits for the author's approval");
  });

  it("stores a question sent twice by one client once, and the link it got last opens it", async () => {
    await newPost("q-resent");
    const text = `Sent again after a lost answer ${crypto.randomUUID()}`;
    const tokenOf = (response: Response) => new URL(response.headers.get("location")!, ORIGIN).searchParams.get("asked")!;
    const first = await postForm("q-resent", { name: "Ada", question: text }, {}, "198.51.100.77");
    const again = await postForm("q-resent", { name: "Ada", question: text }, {}, "198.51.100.77");
    expect([first.status, again.status]).toEqual([303, 303]);
    expect(await rows(text)).toHaveLength(1);
    expect((await request(`/questions/${tokenOf(again)}`)).status).toBe(200);
    expect((await request(`/questions/${tokenOf(first)}`)).status).toBe(404);
    // Another reader asking the same words asks their own question.
    expect((await postForm("q-resent", { name: "Ada", question: text }, {}, "198.51.100.78")).status).toBe(303);
    expect(await rows(text)).toHaveLength(2);
  });

  it("answers a form post with the honeypot filled as if it were stored, and stores nothing", async () => {
    await newPost("q-honeypot");
    const text = `Buy cheap pills ${crypto.randomUUID()}`;
    const form = await postForm("q-honeypot", { name: "Bot", question: text, website: "https://spam.example" });
    expect(form.status).toBe(303);
    const json = await postJson("q-honeypot", { name: "Bot", question: text, website: "https://spam.example" });
    expect(json.status).toBe(201);
    expect(await json.json()).toMatchObject({ ok: true });
    expect(await rows(text)).toHaveLength(0);
  });

  it("refuses bad input with 400, messages for the fields and the reader's text kept", async () => {
    await newPost("q-invalid");
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: "Ada", question: "x".repeat(QUESTION_LIMITS.text + 1) }, "text"],
      [{ name: "Ada", question: "See https://a.example, https://b.example and www.c.example" }, "text"],
      [{ name: "Ada", question: "Which step?", step: "no-such-heading" }, "step"],
      [{ name: "", question: "Who am I?" }, "name"],
      [{ name: "N".repeat(QUESTION_LIMITS.name + 1), question: "Long name" }, "name"],
      [{ name: "Ada", question: "   \n  " }, "text"],
    ];
    for (const [body, field] of cases) {
      const response = await postJson("q-invalid", body);
      expect(response.status, field).toBe(400);
      const reply = (await response.json()) as QuestionReply;
      expect(reply.ok).toBe(false);
      expect(Object.keys(!reply.ok ? (reply.errors ?? {}) : {}), JSON.stringify(body).slice(0, 80)).toEqual([field]);
    }
    const marker = `Kept text ${crypto.randomUUID()}`;
    const form = await postForm("q-invalid", {
      name: "Ada",
      question: `${marker} https://a.example https://b.example http://c.example`,
    });
    expect(form.status).toBe(400);
    expect(form.headers.get("cache-control")).toBe("private, no-store");
    const html = await form.text();
    expect(parseHtml(html).querySelector("#questions .notice--error")?.text).toContain("has not been sent");
    expect(await rows(marker)).toHaveLength(0);
  });

  it("answers 413 to a body over the limit, and 404 for a post that readers cannot see", async () => {
    await newPost("q-limits");
    const big = await postForm("q-limits", { name: "Ada", question: "y".repeat(QUESTION_LIMITS.bodyBytes + 100) });
    expect(big.status).toBe(413);
    const bigJson = await postJson("q-limits", { name: "Ada", question: "z".repeat(QUESTION_LIMITS.bodyBytes + 100) });
    expect(bigJson.status).toBe(413);
    expect((await postJson("q-no-such-post", { name: "Ada", question: "Anyone?" })).status).toBe(404);
    expect((await postForm("q-no-such-post", { name: "Ada", question: "Anyone?" })).status).toBe(404);
    const draft = await api("PUT", "/posts/q-a-draft", a, { ...tutorial("Draft"), draft: true });
    expect(draft.status).toBe(201);
    expect((await postJson("q-a-draft", { name: "Ada", question: "Early?" })).status).toBe(404);
    // Reading the form's address is not a page.
    expect((await request("/q-limits/questions")).status).toBe(404);
  });

  it("limits one client to a few questions a minute: 429 with Retry-After, the text kept", async () => {
    await newPost("q-rate");
    const ip = freshClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await postJson("q-rate", { name: "Eager", question: `Attempt ${attempt}` }, {}, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const form = await postForm("q-rate", { name: "Eager", question: "Still here" }, {}, ip);
    expect(form.status).toBe(429);
    expect(form.headers.get("retry-after")).toBe("60");
    expect(parseHtml(await form.text()).querySelector("#questions .notice--error")?.text).toContain("wait a minute");
    // Another client is not held back.
    expect((await postJson("q-rate", { name: "Calm", question: "Hello" })).status).toBe(201);
  });
});

describe("Turnstile", () => {
  const failing = { TURNSTILE_SITE_KEY: "2x00000000000000000000AB", TURNSTILE_SECRET_KEY: "2x0000000000000000000000000000000AA" };
  const passing = { TURNSTILE_SITE_KEY: "1x00000000000000000000AA", TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" };
  const token = { [QUESTION_FIELDS.turnstile]: "XXXX.DUMMY.TOKEN.XXXX" };

  /** siteverify as Cloudflare documents it for the test secrets; the requests it got. */
  function siteverify(answer: (secret: string) => Response | Promise<Response>) {
    const original = globalThis.fetch;
    const asked: URLSearchParams[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url !== SITEVERIFY_URL) return original(input, init);
      const body = new URLSearchParams(String(init?.body));
      asked.push(body);
      return answer(body.get("secret") ?? "");
    });
    return asked;
  }
  const documented = (secret: string) =>
    Response.json(
      secret.startsWith("1x")
        ? { success: true, "error-codes": [] }
        : { success: false, "error-codes": ["invalid-input-response"] },
    );

  it("refuses a post whose token siteverify refuses: 403, nothing stored", async () => {
    await newPost("q-turnstile-fail");
    const asked = siteverify(documented);
    const text = `Scripted ${crypto.randomUUID()}`;
    const ip = freshClient();
    const json = await postJson("q-turnstile-fail", { name: "Script", question: text, ...token }, failing, ip);
    expect(json.status).toBe(403);
    expect(await json.json()).toMatchObject({ ok: false });
    expect(asked[0]?.get("secret")).toBe(failing.TURNSTILE_SECRET_KEY);
    expect(asked[0]?.get("response")).toBe("XXXX.DUMMY.TOKEN.XXXX");
    expect(asked[0]?.get("remoteip")).toBe(ip);
    const form = await postForm("q-turnstile-fail", { name: "Script", question: text, ...token }, failing);
    expect(form.status).toBe(403);
    expect(parseHtml(await form.text()).querySelector("#questions .notice--error")?.text).toContain("spam check");
    // The island always has a token when Turnstile is on: JSON without one is a script.
    expect((await postJson("q-turnstile-fail", { name: "Script", question: text }, failing)).status).toBe(403);
    expect(await rows(text)).toHaveLength(0);
  });

  it("stores a plain form post without a token as unverified and waiting; a passing token as verified", async () => {
    await newPost("q-turnstile-noscript");
    const asked = siteverify(documented);
    const plain = `No JavaScript here ${crypto.randomUUID()}`;
    expect((await postForm("q-turnstile-noscript", { name: "Lynx", question: plain }, failing)).status).toBe(303);
    expect(asked).toHaveLength(0);
    expect(await rows(plain)).toMatchObject([{ state: "waiting", verified: 0 }]);
    const vouched = `With a widget ${crypto.randomUUID()}`;
    expect((await postJson("q-turnstile-noscript", { name: "Ada", question: vouched, ...token }, passing)).status).toBe(201);
    expect(await rows(vouched)).toMatchObject([{ state: "waiting", verified: 1 }]);
  });

  it("offline, the documented test secrets answer as documented; any other secret is 503 with the text kept", async () => {
    await newPost("q-turnstile-offline");
    siteverify(() => Promise.reject(new TypeError("Network connection lost")));
    const passed = `Offline pass ${crypto.randomUUID()}`;
    expect((await postJson("q-turnstile-offline", { name: "Ada", question: passed, ...token }, passing)).status).toBe(201);
    expect(await rows(passed)).toMatchObject([{ verified: 1 }]);
    expect((await postJson("q-turnstile-offline", { name: "Ada", question: "Refused offline", ...token }, failing)).status).toBe(
      403,
    );
    const real = { TURNSTILE_SITE_KEY: "0x4AAAAAAAreal", TURNSTILE_SECRET_KEY: "0x4AAAAAAAreal-secret" };
    const kept = `Kept through an outage ${crypto.randomUUID()}`;
    const json = await postJson("q-turnstile-offline", { name: "Ada", question: kept, ...token }, real);
    expect(json.status).toBe(503);
    expect(json.headers.get("retry-after")).toBeTruthy();
    const form = await postForm("q-turnstile-offline", { name: "Ada", question: kept, ...token }, real);
    expect(form.status).toBe(503);
    expect(parseHtml(await form.text()).querySelector("#questions .notice--error")?.text).toContain("Your text is still here");
    expect(await rows(kept)).toHaveLength(0);
  });

  it("with the secret alone, checks the tokens it gets and takes questions without one", async () => {
    await newPost("q-turnstile-secret-only");
    siteverify(documented);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const secretOnly = { TURNSTILE_SECRET_KEY: failing.TURNSTILE_SECRET_KEY };
    const text = `Secret only ${crypto.randomUUID()}`;
    expect((await postJson("q-turnstile-secret-only", { name: "Script", question: text, ...token }, secretOnly)).status).toBe(
      403,
    );
    expect(await rows(text)).toHaveLength(0);
    // No widget on the page, so no token to expect: stored unverified, waiting like every question.
    expect((await postJson("q-turnstile-secret-only", { name: "Ada", question: text }, secretOnly)).status).toBe(201);
    expect(await rows(text)).toMatchObject([{ state: "waiting", verified: 0 }]);
  });

  it("lets the post page load Turnstile's script and frame only when it is on", async () => {
    await newPost("q-turnstile-policy");
    const headers = async (vars: Partial<Env>, path = "/q-turnstile-policy") => {
      const context = createExecutionContext();
      const response = await worker.fetch(new Request(`${ORIGIN}${path}`), { ...env, ...vars }, context);
      await waitOnExecutionContext(context);
      return response.headers;
    };
    const policy = async (vars: Partial<Env>) => (await headers(vars)).get("content-security-policy") ?? "";
    expect(await policy(passing)).toMatch(/script-src 'self' https:\/\/challenges\.cloudflare\.com/);
    expect(await policy(passing)).toMatch(/frame-src https:\/\/challenges\.cloudflare\.com/);
    const asked = await headers(passing, "/q-turnstile-policy?asked=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(asked.get("content-security-policy")).toContain("challenges.cloudflare.com");
    expect(asked.get("referrer-policy")).toBe("no-referrer");
    expect(await policy({})).not.toContain("challenges.cloudflare.com");
  });
});

describe("moderation", () => {
  it("lists waiting questions with counts; approving and answering shows them on the page at once", async () => {
    await newPost("q-moderated");
    const text = `Does it work on 3.3 V? ${crypto.randomUUID()}`;
    const { row } = await ask("q-moderated", text, { step: "wire-the-sensor" });
    // The page is cached before the author acts.
    expect(await questionTexts("q-moderated")).toEqual([]);
    expect((await request("/q-moderated")).headers.get("x-cache")).toBe("hit");

    const waiting = await listed("waiting");
    const mine = waiting.questions.find((question) => question.id === row.id);
    expect(mine).toMatchObject({
      slug: "q-moderated",
      name: "Grace",
      text,
      state: "waiting",
      step: { id: "wire-the-sensor", title: "Wire the sensor" },
    });
    expect(mine?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(waiting.counts.waiting).toBeGreaterThanOrEqual(1);
    expect(Object.keys(waiting.counts).sort()).toEqual(["published", "spam", "waiting"]);

    const approved = await moderate(row.id, { action: "approve" });
    expect(approved.status).toBe(200);
    expect(await questionTexts("q-moderated")).toEqual([text]);

    const answered = await moderate(row.id, { action: "answer", text: "Yes: the sensor runs from 1.8 V to 3.6 V." });
    expect(answered.status).toBe(200);
    const { doc } = await page("/q-moderated");
    const shown = doc.querySelector("#questions .question");
    expect(shown?.querySelector(".question-answer")?.text).toContain("runs from 1.8 V to 3.6 V");
    expect(shown?.querySelector(".question-answer")?.text).toContain("Author A");
    expect(shown?.querySelector('a[href="#wire-the-sensor"]')?.text).toBe("Wire the sensor");
    const published = await listed("published");
    expect(published.questions.find((question) => question.id === row.id)?.answer).toMatchObject({
      text: "Yes: the sensor runs from 1.8 V to 3.6 V.",
      by: expect.stringContaining("Author A"),
    });
  });

  it("edits the reader's text, marks spam and deletes, each purging the page", async () => {
    await newPost("q-edited");
    const text = `My number is 555-0100, call me ${crypto.randomUUID()}`;
    const { row } = await ask("q-edited", text);
    await moderate(row.id, { action: "approve" });
    expect(await questionTexts("q-edited")).toEqual([text]);
    expect((await moderate(row.id, { action: "edit", text: "How do I wire it? (contact details removed)" })).status).toBe(200);
    expect(await questionTexts("q-edited")).toEqual(["How do I wire it? (contact details removed)"]);
    expect((await moderate(row.id, { action: "spam" })).status).toBe(200);
    expect(await questionTexts("q-edited")).toEqual([]);
    expect((await listed("spam")).questions.map((question) => question.id)).toContain(row.id);
    expect((await moderate(row.id, { action: "delete" })).status).toBe(200);
    expect(await rows("contact details removed")).toHaveLength(0);
    expect((await moderate(row.id, { action: "approve" })).status).toBe(404);
  });

  it("answers 404 to another author, who neither sees nor changes the question", async () => {
    await newPost("q-not-yours");
    const text = `Only A moderates this ${crypto.randomUUID()}`;
    const { row } = await ask("q-not-yours", text);
    for (const action of ["approve", "spam", "delete"]) expect((await moderate(row.id, { action }, b)).status, action).toBe(404);
    expect((await moderate(row.id, { action: "answer", text: "Hijacked" }, b)).status).toBe(404);
    expect((await moderate("AAAAAAAAAAAAAAAA", { action: "approve" })).status).toBe(404);
    expect((await listed("waiting", b)).questions.map((question) => question.id)).not.toContain(row.id);
    expect(await rows(text)).toMatchObject([{ state: "waiting", answer_text: null }]);
    // Not signed in, or not an author: the API's own refusals.
    expect((await api("GET", "/questions?state=waiting", null)).status).toBe(401);
    expect((await api("GET", "/questions?state=waiting", await signIn(fixtureAccounts.reader))).status).toBe(403);
  });

  it("refuses malformed requests with 400", async () => {
    await newPost("q-malformed");
    const { row } = await ask("q-malformed", `Malformed ${crypto.randomUUID()}`);
    expect((await moderate(row.id, { action: "answer" })).status).toBe(400);
    expect((await moderate(row.id, { action: "publish" })).status).toBe(400);
    expect((await moderate(row.id, { action: "answer", text: "x".repeat(QUESTION_LIMITS.answer + 1) })).status).toBe(400);
    expect((await api("GET", "/questions?state=everything", a)).status).toBe(400);
    expect(await rows(row.text)).toMatchObject([{ state: "waiting" }]);
  });
});

describe("the asker's private link", () => {
  it("shows the question's state and answer, and deletes it for good, purging the page", async () => {
    await newPost("q-asker");
    const text = `Why does my board reset? ${crypto.randomUUID()}`;
    const { row, link } = await ask("q-asker", text);
    const path = new URL(link).pathname;
    const first = await page(path);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("private, no-store");
    expect(first.response.headers.get("x-robots-tag")).toContain("noindex");
    expect(first.response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(first.doc.querySelector("main")?.text).toContain("Waiting for the author's approval");
    expect(first.doc.querySelector("main")?.text).toContain(text);
    expect(first.doc.querySelector('main a[href="/q-asker"]')).not.toBeNull();

    await moderate(row.id, { action: "answer", text: "Check the power supply." });
    const second = await page(path);
    expect(second.doc.querySelector("main")?.text).toContain("Answered");
    expect(second.doc.querySelector("main")?.text).toContain("Check the power supply.");
    expect(await questionTexts("q-asker")).toEqual([text]);

    const form = second.doc.querySelector("main form");
    expect(form?.getAttribute("method")).toBe("post");
    const deleted = await request(form!.getAttribute("action")!, { method: "POST" });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/questions/deleted");
    expect((await page("/questions/deleted")).doc.querySelector("h1")?.text).toContain("deleted");
    expect(await rows(text)).toHaveLength(0);
    expect(await questionTexts("q-asker")).toEqual([]);
    expect((await request(path)).status).toBe(404);
    expect((await request(`${path}/delete`, { method: "POST" })).status).toBe(404);
  });

  it("says a question marked as spam is not published, and answers 404 to unknown tokens", async () => {
    await newPost("q-asker-spam");
    const { row, link } = await ask("q-asker-spam", `Spammy ${crypto.randomUUID()}`);
    await moderate(row.id, { action: "spam" });
    expect((await page(new URL(link).pathname)).doc.querySelector("main")?.text).toContain("Not published");
    expect((await request("/questions/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await request("/questions/short")).status).toBe(404);
  });
});

describe("questions follow their post", () => {
  it("a renamed post keeps its questions, on the page and in the studio", async () => {
    const created = await newPost("q-before-rename");
    const text = `Asked before the rename ${crypto.randomUUID()}`;
    const { row } = await ask("q-before-rename", text);
    await moderate(row.id, { action: "approve" });
    const moved = await api(
      "PUT",
      "/posts/q-after-rename",
      a,
      { ...tutorial("Renamed"), previousSlug: "q-before-rename" },
      {
        "if-match": created,
      },
    );
    expect(moved.status).toBe(200);
    expect(await questionTexts("q-after-rename")).toEqual([text]);
    expect((await listed("published")).questions.find((question) => question.id === row.id)?.slug).toBe("q-after-rename");
    // A question sent from the old page reaches the renamed post.
    const late = `Sent from the old address ${crypto.randomUUID()}`;
    expect((await postJson("q-before-rename", { name: "Ada", question: late })).status).toBe(201);
    expect(await rows(late)).toMatchObject([{ post_id: row.post_id }]);
  });

  it("a deleted post's questions leave the studio's list and come back with the post; expiry deletes them", async () => {
    const created = await newPost("q-trashed");
    const text = `Asked before the delete ${crypto.randomUUID()}`;
    const { row } = await ask("q-trashed", text);
    const count = async () => (await listed("waiting")).counts.waiting;
    const before = await count();
    expect((await api("DELETE", "/posts/q-trashed", a, undefined, { "if-match": created })).status).toBe(204);
    expect((await listed("waiting")).questions.map((question) => question.id)).not.toContain(row.id);
    expect(await count()).toBe(before - 1);
    expect(await rows(text)).toHaveLength(1);

    const trash = (await (await api("GET", "/trash", a)).json()) as { posts: Array<{ id: string; slug: string }> };
    const entry = trash.posts.find((post) => post.slug === "q-trashed")!;
    expect((await api("POST", `/trash/${entry.id}/restore`, a)).status).toBe(201);
    expect((await listed("waiting")).questions.map((question) => question.id)).toContain(row.id);

    // Deleted again, and left in the trash past its days: the post and its questions go for good.
    const again = (await (await api("GET", "/posts/q-trashed", a)).json()) as { etag: string };
    expect((await api("DELETE", "/posts/q-trashed", a, undefined, { "if-match": again.etag })).status).toBe(204);
    const firestore = new Firestore({
      projectId: env.FIREBASE_PROJECT_ID,
      emulatorHost: env.FIRESTORE_EMULATOR_HOST,
      token: () => Promise.resolve("owner"),
    });
    await emptyExpiredTrash(firestore, ["author-a"], Date.now() + 31 * 24 * 60 * 60_000, (post) =>
      deleteQuestionsOf(env.READ_MODEL, post),
    );
    expect(await rows(text)).toHaveLength(0);
  });
});

describe("hostile text", () => {
  it("is stored as typed and served as inert text", async () => {
    await newPost("q-hostile");
    const hostile = [
      `<script>alert("question")</script>`,
      `"><img src=x onerror=alert(1)>`,
      `[click](javascript:alert(1)) <a href="javascript:alert(2)">me</a>`,
    ].join("\n");
    const { row } = await ask("q-hostile", hostile);
    expect(row.text).toBe(hostile);
    await moderate(row.id, { action: "answer", text: `</p><script>alert("answer")</script>` });
    const response = await request("/q-hostile");
    const html = await response.text();
    const doc = parseHtml(html);
    const section = doc.querySelector("#questions")!;
    expect(section.querySelectorAll("script, img, iframe")).toHaveLength(0);
    expect(section.querySelectorAll("a").filter((link) => /javascript:/i.test(link.getAttribute("href") ?? ""))).toHaveLength(0);
    expect(section.querySelectorAll("[onerror], [onclick]")).toHaveLength(0);
    expect(section.querySelector(".question-text")?.text).toContain(`<script>alert("question")</script>`);
    expect(html).toContain("&lt;script&gt;alert(&quot;question&quot;)&lt;/script&gt;");
    expect(section.querySelector(".question-answer")?.text).toContain(`</p><script>alert("answer")</script>`);
    // The whole page still runs no inline script.
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self'(;|$)/);
  });
});

describe("when D1 fails", () => {
  /** D1 refusing every statement, as during an outage. */
  const brokenD1 = {
    prepare: () => {
      throw new Error("D1_ERROR: the database is unavailable");
    },
    batch: () => Promise.reject(new Error("D1_ERROR: the database is unavailable")),
  } as unknown as D1Database;

  async function withBrokenD1(path: string, init?: RequestInit): Promise<Response> {
    const context = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }),
      { ...env, READ_MODEL: brokenD1 },
      context,
    );
    await waitOnExecutionContext(context);
    return response;
  }

  it("draws the post without its questions, keeps no such page, and refuses new questions with 503", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await newPost("q-d1-down");
    const text = `Asked while D1 was up ${crypto.randomUUID()}`;
    const { row, link } = await ask("q-d1-down", text);
    await moderate(row.id, { action: "approve" });

    const down = await withBrokenD1("/q-d1-down");
    expect(down.status).toBe(200);
    const html = await down.text();
    expect(parseHtml(html).querySelector("main h1")?.text).toBe("Questions on q-d1-down");
    expect(html).not.toContain(text);
    // Once D1 answers again, the next view has them: the page drawn without them was not kept.
    expect(await questionTexts("q-d1-down")).toEqual([text]);

    const refused = await withBrokenD1("/q-d1-down/questions", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": freshClient() },
      body: JSON.stringify({ name: "Ada", question: "During the outage" }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    const asker = await withBrokenD1(new URL(link).pathname);
    expect(asker.status).toBe(503);
    expect(asker.headers.get("retry-after")).toBeTruthy();
  });
});
