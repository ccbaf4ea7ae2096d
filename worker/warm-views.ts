import {
  finishedPages,
  matchesIfNoneMatch,
  requestTarget,
  WARM_TIMING,
  type FinishedPage,
  type FinishedPages,
} from "./cache/finished-pages";
import { siteConfig } from "./config";

/** Headers of one request's full answer that are about that request only, never a warm view's. */
const PER_REQUEST = new Set(["server-timing", "set-cookie", "x-cache", "x-html-cache"]);
/**
 * What a warm view says about itself instead. Its Server-Timing says the page was finished
 * already, so it carries no x-html-cache: every header is paid for on every view.
 */
const WARM_HEADERS: readonly (readonly [string, string])[] = [
  ["x-cache", "hit"],
  ["server-timing", WARM_TIMING],
];
/** Headers a 304 repeats from the page's answer (RFC 9110, 15.4.5). */
const NOT_MODIFIED_HEADERS = new Set(["cache-control", "etag", "vary", "expires", "content-location", "server-timing"]);

interface Drawn {
  pages: FinishedPages;
  target: string;
  page: FinishedPage;
  mark: number;
}

/** Pages drawn during a request, waiting for the full answer's headers before a warm view may use them. */
const drawn = new WeakMap<Request, Drawn>();

/** Called by the page renderer: this request drew `page`, to keep once its answer is complete. */
export function pageDrawn(request: Request, pages: FinishedPages, target: string, page: FinishedPage, mark: number): void {
  drawn.set(request, { pages, target, page, mark });
}

/**
 * A warm view: a GET or HEAD of a page this isolate has finished and whose data is still
 * fresh here, answered with one lookup and no routing, rendering, KV, D1 or Firestore.
 * Null when the request must go the whole way.
 */
export function warmView(request: Request, env: Env): Response | null {
  const method = request.method;
  if (method !== "GET" && method !== "HEAD") return null;
  const config = siteConfig(env);
  if (!config.ok) return null;
  const page = finishedPages(config.config, env.CONTENT_CACHE).warm(requestTarget(request.url), Date.now());
  if (!page?.headers) return null;
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), page.etag)) return notModified(page.headers);
  return new Response(method === "HEAD" ? null : page.body, { headers: page.headers });
}

/**
 * After the app answered: a page drawn for this request is kept with the answer's headers
 * (a 200 only), and a request that already holds these bytes gets a 304.
 */
export function finishView(request: Request, response: Response): Response {
  const done = drawn.get(request);
  if (!done) return response;
  drawn.delete(request);
  if (response.status !== 200) return response;
  const { pages, target, page, mark } = done;
  const headers = new Headers();
  for (const [name, value] of response.headers) if (!PER_REQUEST.has(name)) headers.append(name, value);
  for (const [name, value] of WARM_HEADERS) headers.append(name, value);
  page.headers = headers;
  pages.keep(target, page, mark);
  const conditional = request.method === "GET" || request.method === "HEAD";
  if (conditional && matchesIfNoneMatch(request.headers.get("if-none-match"), page.etag)) return notModified(response.headers);
  return response;
}

function notModified(headers: Headers): Response {
  const kept: [string, string][] = [];
  for (const [name, value] of headers) if (NOT_MODIFIED_HEADERS.has(name)) kept.push([name, value]);
  return new Response(null, { status: 304, headers: kept });
}
