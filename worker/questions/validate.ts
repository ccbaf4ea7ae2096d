import { linksIn, QUESTION_FIELDS, QUESTION_LIMITS, type QuestionField } from "../../client/data/questions";
import type { TocEntry } from "../../client/data/post";

/** A reader's question as sent, checked. */
export interface QuestionSubmission {
  /** What the reader typed, cleaned (kept to show the form again). */
  values: Record<QuestionField, string>;
  errors: Partial<Record<QuestionField, string>>;
  /** True when the honeypot was filled in: a bot, to be answered as if accepted and forgotten. */
  isBot: boolean;
  /** The Turnstile widget's token, or null when the form had none. */
  turnstileToken: string | null;
}

/** Longest Turnstile token looked at (Cloudflare's are up to 2,048 characters). */
const MAX_TOKEN = 2_048;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * Characters no question needs and some tools choke on: the C0 controls but tab and line
 * feed, DEL, the C1 controls, U+FFFE and U+FFFF, and the bidirectional overrides and isolates
 * that can make text read differently from what it is.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNWANTED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFFFE\uFFFF\u202A-\u202E\u2066-\u2069]/g;

/** A single-line field: controls gone, runs of white space as one space. */
const oneLine = (value: unknown) => text(value).replace(UNWANTED, "").replace(/\s+/g, " ").trim();

/** The question: line breaks kept (as \n), other controls gone, at most two blank lines in a row. */
const manyLines = (value: unknown) =>
  text(value)
    .replace(/\r\n?/g, "\n")
    .replace(UNWANTED, "")
    .replace(/\n{4,}/g, "\n\n\n")
    .trim();

/**
 * Checks a question as the server must, whatever the browser already checked: a name and a
 * question within their lengths, at most QUESTION_LIMITS.links links, and a step that is one
 * of the post's headings (or none). A JSON body may name the question `text`.
 */
export function validateQuestion(source: Record<string, unknown>, steps: readonly TocEntry[]): QuestionSubmission {
  const values: Record<QuestionField, string> = {
    name: oneLine(source[QUESTION_FIELDS.name]),
    text: manyLines(source[QUESTION_FIELDS.text] ?? source.text),
    step: oneLine(source[QUESTION_FIELDS.step]),
  };
  const errors: QuestionSubmission["errors"] = {};
  if (!values.name) errors.name = "Please tell us your name (any name you like; it is shown with your question).";
  else if (values.name.length > QUESTION_LIMITS.name)
    errors.name = `Please keep your name under ${QUESTION_LIMITS.name} characters.`;
  if (!values.text) errors.text = "Please write your question.";
  else if (values.text.length > QUESTION_LIMITS.text)
    errors.text = `Please keep your question under ${QUESTION_LIMITS.text.toLocaleString("en")} characters (it has ${values.text.length.toLocaleString("en")}).`;
  else if (linksIn(values.text) > QUESTION_LIMITS.links)
    errors.text = `Please include at most ${QUESTION_LIMITS.links} links in a question.`;
  if (values.step && !steps.some((step) => step.id === values.step)) errors.step = "Please choose a step from the list, or none.";
  const token = text(source[QUESTION_FIELDS.turnstile]).trim();
  return {
    values,
    errors,
    isBot: text(source[QUESTION_FIELDS.honeypot]).trim() !== "",
    turnstileToken: token && token.length <= MAX_TOKEN ? token : null,
  };
}
