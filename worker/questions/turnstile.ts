import { isRecord } from "../records";

/** Cloudflare's siteverify endpoint. */
export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
/** How long siteverify may take before it counts as unreachable. */
const SITEVERIFY_TIMEOUT_MS = 5_000;

/**
 * Cloudflare's documented test secrets and what siteverify answers for them, whatever the
 * token. When siteverify cannot be reached (a machine offline, `wrangler dev` on a train), these
 * answer as documented, so development and tests work without a network.
 */
export const TURNSTILE_TEST_SECRETS: Readonly<Record<string, TurnstileVerdict>> = {
  "1x0000000000000000000000000000000AA": "passed",
  "2x0000000000000000000000000000000AA": "refused",
  // "token already spent"
  "3x0000000000000000000000000000000AA": "refused",
};

/** passed: a person solved it; refused: siteverify said no; unavailable: no answer to go by. */
export type TurnstileVerdict = "passed" | "refused" | "unavailable";

/**
 * Asks siteverify about a widget's token (a form POST of secret, response and remoteip, with a
 * timeout). An answer that is not siteverify's, an error status, "internal-error", a timeout or a
 * network failure is "unavailable", except for the documented test secrets.
 */
export async function verifyTurnstile(secret: string, token: string, remoteIp: string | null): Promise<TurnstileVerdict> {
  try {
    const body = new URLSearchParams({ secret, response: token });
    if (remoteIp) body.set("remoteip", remoteIp);
    const response = await fetch(SITEVERIFY_URL, { method: "POST", body, signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    const answer: unknown = await response.json();
    if (!isRecord(answer) || typeof answer.success !== "boolean") throw new Error("siteverify's answer has no success field");
    const codes = Array.isArray(answer["error-codes"]) ? answer["error-codes"] : [];
    if (!answer.success && codes.includes("internal-error")) throw new Error("siteverify reported an internal error");
    return answer.success ? "passed" : "refused";
  } catch (error) {
    const documented = TURNSTILE_TEST_SECRETS[secret];
    if (documented) return documented;
    console.error("Could not verify a Turnstile token", error);
    return "unavailable";
  }
}
