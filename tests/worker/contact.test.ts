import { env } from "cloudflare:workers";
import { parse } from "node-html-parser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTACT_COLLECTION } from "../../worker/firestore/paths";
import { TEST_PROJECT_ID } from "../fixtures/posts";
import { countFirestoreRequests, ORIGIN, request } from "./helpers";

const host = env.FIRESTORE_EMULATOR_HOST!;
let client = 0;

afterEach(() => {
  vi.restoreAllMocks();
});

/** A fresh client address per call, so the rate limit only bites where a test wants it. */
const freshClient = () => `203.0.113.${(client += 1)}`;

function postForm(fields: Record<string, string>, ip = freshClient()): Promise<Response> {
  return request("/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": ip },
    body: new URLSearchParams(fields),
  });
}

function postJson(body: unknown, ip = freshClient()): Promise<Response> {
  return request("/contact", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify(body),
  });
}

/** Messages stored in the emulator's contact collection. */
async function storedMessages(): Promise<Array<Record<string, { stringValue?: string; timestampValue?: string }>>> {
  const response = await fetch(
    `http://${host}/v1/projects/${TEST_PROJECT_ID}/databases/(default)/documents/${CONTACT_COLLECTION}?pageSize=300`,
    {
      headers: { authorization: "Bearer owner" },
    },
  );
  const body = (await response.json()) as { documents?: Array<{ fields: Record<string, { stringValue?: string }> }> };
  return (body.documents ?? []).map((doc) => doc.fields);
}

const stored = async (message: string) => (await storedMessages()).filter((fields) => fields.message?.stringValue === message);

describe("contact delivery", () => {
  it("stores a message once, even when the same submission is sent again", async () => {
    const message = `Retried ${crypto.randomUUID()}`;
    const fields = { name: "Grace Hopper", email: "grace@example.org", message, website: "" };
    expect((await postForm(fields)).status).toBe(303);
    // The reader's browser retries after a lost answer: the message is already stored, so it counts as sent.
    expect((await postForm(fields)).status).toBe(303);
    expect(await stored(message)).toHaveLength(1);
  });

  it("makes one Firestore request per message: a commit, and no read-back", async () => {
    const firestore = countFirestoreRequests(host);
    expect(
      (await postForm({ name: "Ada", email: "ada@example.org", message: `One request ${crypto.randomUUID()}`, website: "" }))
        .status,
    ).toBe(303);
    expect(firestore.count()).toBe(1);
  });

  it("stores a valid form post with a server timestamp and 303s to the thank-you page", async () => {
    const message = `Form post ${crypto.randomUUID()}`;
    const response = await postForm({ name: "Ada Lovelace", email: "ada@example.org", message, website: "" });
    expect(response.status).toBe(303);
    expect(
      new URL(response.headers.get("location")!, ORIGIN).pathname + new URL(response.headers.get("location")!, ORIGIN).search,
    ).toBe("/contact?sent=1");
    const [saved] = await stored(message);
    expect(saved?.name?.stringValue).toBe("Ada Lovelace");
    expect(saved?.email?.stringValue).toBe("ada@example.org");
    expect(saved?.createdAt?.timestampValue).toMatch(/^\d{4}-\d\d-\d\dT/);

    const thanks = parse(await (await request("/contact?sent=1")).text());
    expect(thanks.querySelector(".notice--success")?.text).toContain("Thank you");
  });

  it("accepts the island's JSON and answers ok", async () => {
    const message = `JSON post ${crypto.randomUUID()}`;
    const response = await postJson({ name: "Grace", email: "grace@example.org", message });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
    expect(await stored(message)).toHaveLength(1);
  });

  it("rejects invalid input with 400, messages beside the fields, and the typed text kept", async () => {
    const response = await postForm({ name: "", email: "not-an-address", message: "Keep this text <b>please</b>" });
    expect(response.status).toBe(400);
    const doc = parse(await response.text());
    expect(doc.querySelector("#contact-name-error")?.text).toContain("name");
    expect(doc.querySelector("#contact-email-error")?.text).toContain("e-mail");
    expect(doc.querySelector("#contact-message-error")).toBeNull();
    expect(doc.querySelector('input[name="email"]')?.getAttribute("value")).toBe("not-an-address");
    expect(doc.querySelector("textarea")?.text).toBe("Keep this text <b>please</b>");
    expect(doc.querySelector('input[name="email"]')?.getAttribute("aria-invalid")).toBe("true");
  });

  it.each([
    [{ name: "A", email: "a@example.org", message: "x".repeat(5001) }, "message"],
    [{ name: "N".repeat(101), email: "a@example.org", message: "hi" }, "name"],
    [{ name: "A", email: "a@b", message: "hi" }, "email"],
    [{ name: "A", email: "a b@example.org", message: "hi" }, "email"],
    [{ name: "A", email: "a@example.org", message: "   " }, "message"],
  ])("JSON %# is rejected for its %s", async (body, field) => {
    const response = await postJson(body);
    expect(response.status).toBe(400);
    const reply = (await response.json()) as { ok: boolean; errors: Record<string, string> };
    expect(reply.ok).toBe(false);
    expect(Object.keys(reply.errors)).toEqual([field]);
  });

  it("answers 413 to a body over 16 KB", async () => {
    const response = await postForm({ name: "A", email: "a@example.org", message: "x".repeat(17 * 1024) });
    expect(response.status).toBe(413);
    const json = await postJson({ name: "A", email: "a@example.org", message: "y".repeat(17 * 1024) });
    expect(json.status).toBe(413);
  });

  it("silently drops a bot that fills in the trap field", async () => {
    const message = `Bot ${crypto.randomUUID()}`;
    const response = await postForm({ name: "Bot", email: "bot@example.org", message, website: "https://spam.example" });
    expect(response.status).toBe(303);
    expect(await stored(message)).toHaveLength(0);
  });

  it("limits how often one client can send, answering 429 and keeping the text", async () => {
    const ip = freshClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await postJson({ name: "Eager", email: "eager@example.org", message: `Attempt ${attempt}` }, ip);
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const form = await postForm({ name: "Eager", email: "eager@example.org", message: "Still here" }, ip);
    expect(form.status).toBe(429);
    expect(form.headers.get("retry-after")).toBeTruthy();
    expect(parse(await form.text()).querySelector("textarea")?.text).toBe("Still here");
    // Another client is unaffected.
    expect((await postJson({ name: "Calm", email: "calm@example.org", message: "Hello" })).status).toBe(200);
  });

  it("answers 503 and keeps the text when Firestore is down; nothing is lost silently", async () => {
    const original = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes(host)
        ? Promise.reject(new TypeError("connection refused"))
        : original(input, init),
    );
    const response = await postForm({ name: "Ada", email: "ada@example.org", message: "Firestore is down" });
    expect(response.status).toBe(503);
    const doc = parse(await response.text());
    expect(doc.querySelector(".notice--error")?.text).toContain("has not been sent");
    expect(doc.querySelector("textarea")?.text).toBe("Firestore is down");
    const json = await postJson({ name: "Ada", email: "ada@example.org", message: "Down again" });
    expect(json.status).toBe(503);
    expect(await json.json()).toMatchObject({ ok: false });
  });

  it("answers 400 to a body that cannot be read", async () => {
    const response = await request("/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": freshClient() },
      body: "{not json",
    });
    expect(response.status).toBe(400);
  });
});
