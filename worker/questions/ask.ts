import type { Post } from "../../client/data/post";
import type { QuestionField } from "../../client/data/questions";
import type { SiteConfig } from "../config";
import { clientAddress, clientHash } from "./client-hash";
import { withinQuestionLimit } from "./rate-limit";
import { questionSteps } from "./steps";
import { insertQuestion } from "./store";
import { newQuestionId, newToken, sha256Hex } from "./tokens";
import { verifyTurnstile } from "./turnstile";
import { validateQuestion } from "./validate";

/** What asking needs: the bindings, the configuration and the request (its client address). */
export interface AskContext {
  env: Env;
  config: SiteConfig;
  request: Request;
  /** True for the island's JSON, false for the plain form (which may come without a Turnstile token). */
  json: boolean;
}

export type AskOutcome =
  /** Stored, waiting for an author; the token is the asker's key to its private page. */
  | { kind: "stored"; token: string; values: Record<QuestionField, string> }
  /** The honeypot was filled in: answered as if stored, and nothing was. */
  | { kind: "bot"; token: string }
  | { kind: "invalid"; values: Record<QuestionField, string>; errors: Partial<Record<QuestionField, string>> }
  | { kind: "limited"; values: Record<QuestionField, string> }
  /** Turnstile said no (or the island sent no token while Turnstile is on). */
  | { kind: "refused"; values: Record<QuestionField, string> }
  /** D1 or siteverify could not be reached; nothing was stored. */
  | { kind: "unavailable"; values: Record<QuestionField, string> };

/**
 * Asks a question on a published post: checks it, limits how often one client may ask, has
 * Turnstile vouch for it when configured, and stores it waiting for the post's author. Every
 * question waits; none is shown before an author approves it.
 */
export async function askQuestion(context: AskContext, post: Post, body: Record<string, unknown>): Promise<AskOutcome> {
  const { env, config, request, json } = context;
  const steps = questionSteps(post);
  const { values, errors, isBot, turnstileToken } = validateQuestion(body, steps);
  if (isBot) {
    console.warn("Dropped a question that filled in the bot trap");
    return { kind: "bot", token: newToken() };
  }
  if (Object.keys(errors).length > 0) return { kind: "invalid", values, errors };
  const db = env.READ_MODEL;
  let hash: string;
  try {
    hash = await clientHash(db, request);
  } catch (error) {
    console.error("Could not hash the client's address for a question", error);
    return { kind: "unavailable", values };
  }
  if (!(await withinQuestionLimit(env, hash))) return { kind: "limited", values };
  let verified = false;
  if (config.turnstile) {
    // Where the page shows the widget, the island runs it before it sends: JSON without a token
    // is a script, not a reader. A plain form without one is a browser without JavaScript.
    if (!turnstileToken) {
      if (json && config.turnstile.siteKey) return { kind: "refused", values };
    } else {
      const verdict = await verifyTurnstile(config.turnstile.secretKey, turnstileToken, clientAddress(request));
      if (verdict !== "passed") return { kind: verdict, values };
      verified = true;
    }
  }
  const token = newToken();
  const step = steps.find((entry) => entry.id === values.step);
  try {
    await insertQuestion(db, {
      id: newQuestionId(),
      postId: post.id,
      owner: post.authorId,
      name: values.name,
      text: values.text,
      step: step ? { id: step.id, title: step.text } : null,
      createdAt: new Date().toISOString(),
      verified,
      clientHash: hash,
      tokenHash: await sha256Hex(token),
    });
  } catch (error) {
    console.error("Could not store a question", error);
    return { kind: "unavailable", values };
  }
  return { kind: "stored", token, values };
}
