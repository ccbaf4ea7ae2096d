import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../app-env";
import { TURNSTILE_ORIGIN } from "../../client/data/questions";
import { siteConfig, type SiteConfig } from "../config";

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
  // A route that needs a wider policy (the studio) sets its own, and it is kept.
  overwrite: false,
} as const;

// HSTS and upgrade-insecure-requests only make sense when the site is served over https.
const overHttps = secureHeaders({
  ...COMMON,
  contentSecurityPolicy: { ...CONTENT_SECURITY_POLICY, upgradeInsecureRequests: [] },
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
});
const overHttp = secureHeaders({ ...COMMON, contentSecurityPolicy: CONTENT_SECURITY_POLICY, strictTransportSecurity: false });

const studioHeaders = new WeakMap<SiteConfig, MiddlewareHandler>();

/**
 * The studio's policy: the site's, widened only as far as the Firebase Authentication SDK
 * needs: its REST endpoints (or the local Auth emulator), Google's script loader and the
 * auth domain's frame for the Google sign-in popup.
 */
export function studioSecurityHeaders(config: SiteConfig): MiddlewareHandler {
  let handler = studioHeaders.get(config);
  if (!handler) {
    const https = config.site.url.startsWith("https:");
    const emulator = config.auth.emulatorHost ? [`http://${config.auth.emulatorHost}`] : [];
    handler = secureHeaders({
      ...COMMON,
      overwrite: true,
      // The Google sign-in popup reports back to this window, which same-origin would cut off.
      crossOriginOpenerPolicy: "same-origin-allow-popups",
      contentSecurityPolicy: {
        ...CONTENT_SECURITY_POLICY,
        scriptSrc: ["'self'", "https://apis.google.com"],
        connectSrc: ["'self'", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com", ...emulator],
        frameSrc: [`https://${config.auth.authDomain}`, ...emulator],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
      strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    });
    studioHeaders.set(config, handler);
  }
  return handler;
}

const postHeaders = new WeakMap<SiteConfig, MiddlewareHandler>();
const unchanged: MiddlewareHandler = (_c, next) => next();

/**
 * A post page's policy: the site's, and, when Turnstile guards readers' questions, its script
 * and its challenge frame from Cloudflare (and nothing else from there).
 */
export function postSecurityHeaders(config: SiteConfig): MiddlewareHandler {
  if (!config.turnstile?.siteKey) return unchanged;
  let handler = postHeaders.get(config);
  if (!handler) {
    const https = config.site.url.startsWith("https:");
    // Headers the page set itself (a private page's Referrer-Policy) are kept.
    handler = secureHeaders({
      ...COMMON,
      contentSecurityPolicy: {
        ...CONTENT_SECURITY_POLICY,
        scriptSrc: ["'self'", TURNSTILE_ORIGIN],
        frameSrc: [TURNSTILE_ORIGIN],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
      strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    });
    postHeaders.set(config, handler);
  }
  return handler;
}

/** The post page's policy as route middleware (the page, and its questions form shown again). */
export const postPolicy = createMiddleware<AppEnv>((c, next) => postSecurityHeaders(c.var.config)(c, next));

/** Security headers on every response the worker makes (static files come from [assets]). */
export const securityHeaders = createMiddleware<AppEnv>((c, next) => {
  const result = siteConfig(c.env);
  const https = result.ok && result.config.site.url.startsWith("https:");
  return (https ? overHttps : overHttp)(c, next);
});
