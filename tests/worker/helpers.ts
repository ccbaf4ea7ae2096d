import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { parse, type HTMLElement } from "node-html-parser";
import { vi } from "vitest";
import worker from "../../worker/index";

export const ORIGIN = "http://example.test";

/**
 * Sends a request through the worker's fetch handler (not following redirects) and waits
 * for the work it left running after the response (KV writes, background refreshes), so
 * the next request sees exactly what a later reader would.
 */
export async function request(path: string, init?: RequestInit): Promise<Response> {
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), env, context);
  await waitOnExecutionContext(context);
  return response;
}

/** Parses HTML, reading the markup inside <pre> too (the parser treats it as raw text by default). */
export const parseHtml = (html: string): HTMLElement =>
  parse(html, { blockTextElements: { script: true, noscript: true, style: true } });

/** Fetches a page and parses its HTML. */
export async function page(path: string, init?: RequestInit): Promise<{ response: Response; doc: HTMLElement }> {
  const response = await request(path, init);
  return { response, doc: parseHtml(await response.text()) };
}

/** The content of the <meta> whose name or property is `key`. */
export function meta(doc: HTMLElement, key: string): string | undefined {
  const tag = doc.querySelector(`head meta[name="${key}"]`) ?? doc.querySelector(`head meta[property="${key}"]`);
  return tag?.getAttribute("content");
}

const firestoreUrl = (input: RequestInfo | URL) => String(input instanceof Request ? input.url : input);

/** Counts the worker's requests to the Firestore emulator, letting them through unchanged. */
export function countFirestoreRequests(host: string): { count: () => number } {
  const original = globalThis.fetch;
  let count = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    if (firestoreUrl(input).includes(host)) count += 1;
    return original(input, init);
  });
  return { count: () => count };
}

/** Replaces Firestore with a fault (other requests pass) and counts the attempts. */
export function injectFirestoreFault(host: string, kind: "500" | "refused" | "hang"): { count: () => number } {
  const original = globalThis.fetch;
  let count = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    if (!firestoreUrl(input).includes(host)) return original(input, init);
    count += 1;
    if (kind === "500") return Promise.resolve(new Response("backend exploded", { status: 500 }));
    if (kind === "refused") return Promise.reject(new TypeError("Network connection lost: connection refused"));
    // A server that would answer only after a minute; only an abort ends it sooner.
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response("[]")), 60_000);
      const signal = init?.signal;
      signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  });
  return { count: () => count };
}

/**
 * Holds back the first Firestore request that `matches` (its URL and body) until `release()`:
 * before it is sent (`"request"`), or once it was answered (`"answer"`), so a test can run
 * another write in between. `held` resolves when the request is being held.
 */
export function holdFirstFetch(
  matches: (url: string, body: string) => boolean,
  hold: "request" | "answer",
): { held: Promise<void>; release: () => void } {
  const original = globalThis.fetch;
  let holding = false;
  let onHeld = () => {};
  let release = () => {};
  const held = new Promise<void>((done) => (onHeld = done));
  const released = new Promise<void>((done) => (release = done));
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (holding || !matches(url, typeof init?.body === "string" ? init.body : "")) return original(input, init);
    holding = true;
    const answer = hold === "answer" ? await original(input, init) : null;
    onHeld();
    await released;
    return answer ?? original(input, init);
  });
  return { held, release };
}
