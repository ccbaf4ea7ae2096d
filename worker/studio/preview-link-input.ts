import { createMiddleware } from "hono/factory";
import { jsonDepthProblem } from "../http/json-depth";
import { isJsonMediaType } from "../http/media-type";
import { isRecord } from "../records";
import type { StudioEnv } from "./middleware";
import { lifetimeEnd, PREVIEW_LINK_DAYS, type LinkLifetime } from "./preview-links";

/** A new link's body is one small number; anything longer is not one. */
const MAX_BYTES = 1024;

/** What the studio sends and what the route reads (the RPC client's request type comes from here). */
type PreviewLinkInput = { in: { json: { days?: number; expires?: string } }; out: { json: LinkLifetime } };

/**
 * The body of POST …/preview-links: `{ days }` (1 to 30), `{ expires }` (an ISO 8601 time
 * from a minute to 30 days ahead, for a link that ends at a chosen moment), or no body at all
 * for the default 7 days. A body that is sent must be JSON, small and shallow, like every studio write's,
 * checked on its text before it is parsed.
 */
export const previewLinkBody = createMiddleware<StudioEnv, string, PreviewLinkInput>(async (c, next) => {
  const text = await c.req.text();
  if (new TextEncoder().encode(text).length > MAX_BYTES) return c.json({ error: "That is too large for a preview link." }, 413);
  let days: unknown = undefined;
  let expires: unknown = undefined;
  if (text.trim()) {
    if (!isJsonMediaType(c.req.header("content-type"))) return c.json({ error: "Send the body as application/json." }, 415);
    const problem = jsonDepthProblem(text);
    if (problem) return c.json({ error: problem }, 400);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json({ error: "The body is not JSON." }, 400);
    }
    if (!isRecord(body)) return c.json({ error: "The body must be { days } or { expires }." }, 400);
    ({ days, expires } = body);
  }
  if (expires !== undefined && expires !== null) {
    const at =
      typeof expires === "string" && /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(expires) ? new Date(expires) : null;
    const lifetime = at && days === undefined ? { expires: at } : null;
    if (!lifetime || lifetimeEnd(lifetime, Date.now()) === null)
      return c.json(
        { error: `Send expires as an ISO 8601 time from a minute to ${PREVIEW_LINK_DAYS.max} days ahead (and no days with it).` },
        400,
      );
    c.req.addValidatedData("json", lifetime);
    return next();
  }
  if (days === undefined || days === null) days = PREVIEW_LINK_DAYS.default;
  const lifetime = { days: days as number };
  if (typeof days !== "number" || lifetimeEnd(lifetime, Date.now()) === null)
    return c.json(
      {
        error: `A preview link works for ${PREVIEW_LINK_DAYS.min} to ${PREVIEW_LINK_DAYS.max} days: send days as a whole number.`,
      },
      400,
    );
  c.req.addValidatedData("json", lifetime);
  await next();
});
