/**
 * Asks a rate-limit binding (wrangler.toml [[ratelimits]]) whether `key` may go on. A broken
 * limiter lets the request through: readers must still reach us, and what it guards (a
 * contact message, a question that waits for an author) does no harm by coming once more.
 */
export async function withinLimit(limiter: RateLimit, key: string): Promise<boolean> {
  try {
    const { success } = await limiter.limit({ key });
    return success;
  } catch (error) {
    console.error("Rate limiter failed; letting the request through", error);
    return true;
  }
}
