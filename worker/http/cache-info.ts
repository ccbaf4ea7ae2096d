import type { CacheStatus } from "../cache/content-cache";
import type { Timing } from "./timing";

/**
 * Renders with the render time measured, then says where the content came from
 * (x-cache) and what the request spent its time on (Server-Timing).
 */
export function withCacheInfo(status: CacheStatus, timing: Timing, render: () => Response): Response {
  const start = performance.now();
  const response = render();
  timing.add("render", performance.now() - start);
  response.headers.set("x-cache", status);
  response.headers.set("server-timing", timing.header());
  return response;
}
