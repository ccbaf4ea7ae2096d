import type { MiddlewareHandler } from "hono";
import { siteConfig } from "../config";
import type { AppEnv } from "../env";

/**
 * The policy every page runs under. No inline script is allowed at all: islands read
 * their props from data attributes and JSON-LD is a data block, which CSP does not run.
 * Images may come from any https host because posts and lists name them.
 */
export function contentSecurityPolicy(https: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' https: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** Security headers on every response the worker makes (static files come from [assets]). */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const https = siteConfig(c.env, c.req.url).site.url.startsWith("https:");
  const headers = c.res.headers;
  headers.set("content-security-policy", contentSecurityPolicy(https));
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("permissions-policy", PERMISSIONS_POLICY);
  headers.set("x-frame-options", "DENY");
  headers.set("cross-origin-opener-policy", "same-origin");
  if (https) headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
};
