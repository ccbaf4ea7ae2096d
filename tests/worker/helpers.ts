import { exports } from "cloudflare:workers";
import { parse, type HTMLElement } from "node-html-parser";

export const ORIGIN = "http://example.test";

/** Sends a request through the worker's fetch handler, not following redirects. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }));
}

/** Fetches a page and parses its HTML. */
export async function page(path: string, init?: RequestInit): Promise<{ response: Response; doc: HTMLElement }> {
  const response = await request(path, init);
  return { response, doc: parse(await response.text()) };
}

/** The content of the <meta> whose name or property is `key`. */
export function meta(doc: HTMLElement, key: string): string | undefined {
  const tag = doc.querySelector(`head meta[name="${key}"]`) ?? doc.querySelector(`head meta[property="${key}"]`);
  return tag?.getAttribute("content");
}
