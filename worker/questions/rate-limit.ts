import { withinLimit } from "../http/rate-limit";

/** Seconds a limited reader is asked to wait (the QUESTIONS_LIMITER period in wrangler.toml). */
export const QUESTIONS_RETRY_SECONDS = 60;

/**
 * One client may ask a few questions a minute (the QUESTIONS_LIMITER binding in
 * wrangler.toml), told apart by the day's hash of its address (./client-hash.ts).
 */
export const withinQuestionLimit = (env: Env, clientHash: string): Promise<boolean> =>
  withinLimit(env.QUESTIONS_LIMITER, `question:${clientHash}`);
