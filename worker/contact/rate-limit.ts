/**
 * One client may send a handful of messages a minute (the CONTACT_LIMITER binding in
 * wrangler.toml). Clients are told apart by the address Cloudflare saw.
 */
export async function withinContactLimit(env: Env, request: Request): Promise<boolean> {
  const client = request.headers.get("cf-connecting-ip") ?? request.headers.get("x-real-ip") ?? "unknown";
  try {
    const { success } = await env.CONTACT_LIMITER.limit({ key: `contact:${client}` });
    return success;
  } catch (error) {
    // A broken limiter must not stop readers from reaching us.
    console.error("Rate limiter failed; letting the message through", error);
    return true;
  }
}
