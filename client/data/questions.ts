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
