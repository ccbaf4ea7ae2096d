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

/** The fields a reader fills in, by the names errors, kept values and QuestionReply use. */
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

/** Each shown question's anchor on the post page. */
export const questionAnchor = (id: string) => `question-${id}`;

/** Where Cloudflare Turnstile's script and frames come from (the post page's CSP names it only when Turnstile is on). */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
/** Turnstile's script, rendering only where the island asks it to. */
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;

/** The form offers the post's first headings as steps, at most this many (a post may have thousands). */
export const STEP_CHOICES = 100;

/** The id of the post page's "Questions" section: where a plain form post lands again. */
export const QUESTIONS_SECTION_ID = "questions";

/** The query parameter of askedPath. */
export const ASKED_PARAM = "asked";
/**
 * Where a plain (no-JavaScript) form post is sent after its question was stored: the post,
 * with the asker's token in the query, so the page can show the private link. That page is
 * never cached or indexed; the post's own address stays the cached page it was.
 */
export const askedPath = (slug: string, token: string) =>
  `/${slug}?${ASKED_PARAM}=${encodeURIComponent(token)}#${QUESTIONS_SECTION_ID}`;
/** The asker's "Delete my question" form posts here (a plain form; 303 afterwards). */
export const askerDeletePath = (token: string) => `${askerPath(token)}/delete`;
/** Where the asker lands once their question is deleted. */
export const QUESTION_DELETED_PATH = "/questions/deleted";

/**
 * What the post page's form shows after a plain form post: the reader's text kept, messages
 * beside the fields, and a notice (after a stored question, the private link).
 */
export type QuestionFormState = Pick<QuestionFormProps, "values" | "errors" | "notice">;

/**
 * The web addresses in a question, as QUESTION_LIMITS.links counts them: every "http://" or
 * "https://", and every "www." that is not part of one of those (or of an e-mail address).
 */
export function linksIn(text: string): number {
  return text.match(/https?:\/\/|(?<![/\w.@-])www\./gi)?.length ?? 0;
}

/** A question as the studio's moderation list shows it (GET /api/studio/questions). */
export interface StudioQuestion {
  id: string;
  /** The post's current address. */
  slug: string;
  name: string;
  text: string;
  step?: { id: string; title: string };
  state: QuestionState;
  /** ISO 8601. */
  createdAt: string;
  answer?: { text: string; by: string; at: string };
}

/** How many questions on the caller's posts are in each state. */
export type QuestionCounts = Record<QuestionState, number>;

/** GET /api/studio/questions?state=…: one state's questions, and the counts of every state. */
export interface QuestionsAnswer {
  questions: StudioQuestion[];
  counts: QuestionCounts;
}

/** What a moderator may do to one question (POST /api/studio/questions/{id}). */
export const MODERATION_ACTIONS = ["approve", "spam", "delete", "answer", "edit"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Where a question stands, in the asker's words (their private page, the notice after asking). */
export function askerStatus(state: QuestionState, answered: boolean): string {
  if (state === "spam") return "Not published";
  if (state === "waiting") return "Waiting for the author's approval";
  return answered ? "Answered" : "Published, not answered yet";
}
