import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../app-env";
import { siteConfig } from "../config";

/**
 * The policy every page runs under. No inline script is allowed at all: islands read
 * their props from data attributes and JSON-LD is a data block, which CSP does not run.
 * Images may come from any https host because posts and lists name them.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", "https:", "data:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const PERMISSIONS_POLICY = {
  accelerometer: [],
  camera: [],
  geolocation: [],
  gyroscope: [],
  magnetometer: [],
  microphone: [],
  payment: [],
  usb: [],
  browsingTopics: [],
};

const COMMON = {
  permissionsPolicy: PERMISSIONS_POLICY,
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  crossOriginOpenerPolicy: "same-origin",
  xContentTypeOptions: true,
  // Legacy or irrelevant for this site (no downloads, no Flash, no X-Powered-By to remove);
  // each header costs a little on every response.
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  removePoweredBy: false,
} as const;

// HSTS and upgrade-insecure-requests only make sense when the site is served over https.
const overHttps = secureHeaders({
  ...COMMON,
  contentSecurityPolicy: { ...CONTENT_SECURITY_POLICY, upgradeInsecureRequests: [] },
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
});
const overHttp = secureHeaders({ ...COMMON, contentSecurityPolicy: CONTENT_SECURITY_POLICY, strictTransportSecurity: false });

/** Security headers on every response the worker makes (static files come from [assets]). */
export const securityHeaders = createMiddleware<AppEnv>((c, next) => {
  const result = siteConfig(c.env);
  const https = result.ok && result.config.site.url.startsWith("https:");
  return (https ? overHttps : overHttp)(c, next);
});
