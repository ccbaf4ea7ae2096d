import { createMiddleware } from "hono/factory";
import { jsonDepthProblem } from "../http/json-depth";
import { isJsonMediaType } from "../http/media-type";
import { isRecord } from "../records";
import type { StudioEnv } from "./middleware";
import { isLinkDays, PREVIEW_LINK_DAYS } from "./preview-links";

/** A new link's body is one small number; anything longer is not one. */
const MAX_BYTES = 1024;

/** What the studio sends and what the route reads (the RPC client's request type comes from here). */
type PreviewLinkInput = { in: { json: { days?: number } }; out: { json: { days: number } } };

/**
 * The body of POST …/preview-links: `{ days }` (1 to 30), or no body at all for the default
 * 7 days. A body that is sent must be JSON, small and shallow, like every studio write's,
 * checked on its text before it is parsed.
 */
export const previewLinkBody = createMiddleware<StudioEnv, string, PreviewLinkInput>(async (c, next) => {
  const text = await c.req.text();
  if (new TextEncoder().encode(text).length > MAX_BYTES) return c.json({ error: "That is too large for a preview link." }, 413);
  let days: unknown = undefined;
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
    if (!isRecord(body)) return c.json({ error: "The body must be { days }." }, 400);
    days = body.days;
  }
  if (days === undefined || days === null) days = PREVIEW_LINK_DAYS.default;
  if (!isLinkDays(days))
    return c.json(
      {
        error: `A preview link works for ${PREVIEW_LINK_DAYS.min} to ${PREVIEW_LINK_DAYS.max} days: send days as a whole number.`,
      },
      400,
    );
  c.req.addValidatedData("json", { days });
  await next();
});
