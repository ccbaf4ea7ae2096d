import { withinLimit } from "../http/rate-limit";

/**
 * One client may send a handful of messages a minute (the CONTACT_LIMITER binding in
 * wrangler.toml). Clients are told apart by the address Cloudflare saw.
 */
export function withinContactLimit(env: Env, request: Request): Promise<boolean> {
  const client = request.headers.get("cf-connecting-ip") ?? request.headers.get("x-real-ip") ?? "unknown";
  return withinLimit(env.CONTACT_LIMITER, `contact:${client}`);
}
