/**
 * Readers' questions on a post (issue 33): the one contract shared by the page, the form
 * island, the server that stores them in D1 and the studio that moderates them.
 */

/** Where a question stands. Only "published" questions are ever shown on the post. */
export const QUESTION_STATES = ["waiting", "published", "spam"] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];

/** Bounds on what a reader may send, checked before anything is stored. */
export const QUESTION_LIMITS = {
  /** The asker's name, in characters. */
  name: 60,
  /** The question, in characters. */
  text: 2_000,
  /** An author's answer, in characters. */
  answer: 5_000,
  /** Links (http(s) addresses) allowed in one question; more is refused. */
  links: 2,
  /** The largest form or JSON body accepted, in bytes. */
  bodyBytes: 8 * 1024,
} as const;

/** The form's field names, shared by the server-rendered form, the island and the handler. */
export const QUESTION_FIELDS = {
  name: "name",
  text: "question",
  /** The heading id of the step the question is about (one of the post's headings), optional. */
  step: "step",
  /** The honeypot: hidden from people, filled in by bots; a question with it is dropped. */
  honeypot: "website",
  /** What Cloudflare Turnstile's widget adds to the form. */
  turnstile: "cf-turnstile-response",
} as const;

/** An approved question as the post shows it (and its structured data). */
export interface PublicQuestion {
  id: string;
  name: string;
  /** Plain text; line breaks kept. */
  text: string;
  /** The heading the question is about: its id on the page and its words. */
  step?: { id: string; title: string };
  /** ISO 8601. */
  createdAt: string;
  answer?: { text: string; by: string; at: string };
}

/** The address a reader's form posts to. */
export const questionsPath = (slug: string) => `/${slug}/questions`;
/** The asker's private page for one question (the token is at least 128 random bits). */
export const askerPath = (token: string) => `/questions/${token}`;

/** What the island gets back from a JSON post. */
export type QuestionReply =
  | { ok: true; message: string; link: string }
  | { ok: false; message: string; errors?: Partial<Record<"name" | "text" | "step", string>> };

/** The id of the post page's "Questions" section: the plain form's 303 lands on `#questions`. */
export const QUESTIONS_ID = "questions";
/** Each shown question's anchor on the post page. */
export const questionAnchor = (id: string) => `question-${id}`;

/** The fields a reader fills in, by the names QuestionReply's errors use. */
export type QuestionField = "name" | "text" | "step";
export type QuestionValues = Record<QuestionField, string>;
export type QuestionErrors = Partial<Record<QuestionField, string>>;
export const emptyQuestion: QuestionValues = { name: "", text: "", step: "" };

/** A message about the last attempt, shown above the form; `link` is the asker's private page. */
export interface QuestionNotice {
  kind: "success" | "error";
  text: string;
  link?: string;
}

/**
 * The post's form (client/islands/QuestionForm.tsx): a plain POST to `action` without
 * JavaScript, JSON from the island with it. The page passes `values`, `errors` and `notice`
 * when it shows the outcome of a plain post (a 400 with the reader's text kept, or the
 * message after the 303).
 */
export interface QuestionFormProps {
  action: string;
  /** The post's headings a question may be about (its "On this page" entries). */
  steps: { id: string; title: string }[];
  /** Cloudflare Turnstile's site key; null when Turnstile is off (no widget, no script). */
  turnstileSiteKey: string | null;
  values: QuestionValues;
  errors: QuestionErrors;
  notice: QuestionNotice | null;
}

/**
 * After a plain form post the handler answers 303 to `/{slug}?asked={token}#questions`,
 * the token being the asker's private one; the post route turns it into the notice below
 * (and serves that answer private and uncached: the token is the asker's alone).
 */
export const ASKED_PARAM = "asked";
/** What a private token looks like in an address (base64url, at least 128 bits). */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

export const ASKED_TEXT =
  "Thank you: your question waits for the author's approval and is shown here once approved. Keep your private link to see its state or delete it:";

/** The notice for `?asked=`, or null when the value is not a token (nothing is shown for it). */
export function askedNotice(value: string | undefined | null): QuestionNotice | null {
  if (!value || !TOKEN.test(value)) return null;
  return { kind: "success", text: ASKED_TEXT, link: askerPath(value) };
}

/** Where Cloudflare Turnstile's script and frames come from (the post page's CSP names it only when Turnstile is on). */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
/** Turnstile's script, rendering only where the island asks it to. */
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;

/** The form offers the post's first headings as steps, at most this many (a post may have thousands). */
export const STEP_CHOICES = 100;
