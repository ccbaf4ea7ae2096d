/** Seconds a limited reader is asked to wait (the QUESTIONS_LIMITER period in wrangler.toml). */
export const QUESTIONS_RETRY_SECONDS = 60;

/**
 * One client may ask a few questions a minute (the QUESTIONS_LIMITER binding in
 * wrangler.toml), told apart by the day's hash of its address (./client-hash.ts).
 */
export async function withinQuestionLimit(env: Env, clientHash: string): Promise<boolean> {
  try {
    const { success } = await env.QUESTIONS_LIMITER.limit({ key: `question:${clientHash}` });
    return success;
  } catch (error) {
    // A broken limiter must not stop readers from asking; every question waits for an author anyway.
    console.error("Rate limiter failed; letting the question through", error);
    return true;
  }
}
