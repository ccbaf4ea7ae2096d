/**
 * The studio's calls to the moderation API of readers' questions (issue 33):
 * `GET /api/studio/questions?state=` and `POST /api/studio/questions/{id}`. The server's
 * routes are not on this branch yet, so the calls and their answers are typed here by hand,
 * in this one module; once they are, the merge switches `questionCalls` to the RPC client
 * (rpc.ts) and the types to the server's own (types.ts), and nothing else changes.
 */
import { QUESTION_STATES, type QuestionState } from "../data/questions";

/** A reader's question on one of the author's posts, as the moderation list shows it. */
export interface StudioQuestion {
  id: string;
  /** The post's address now (a renamed post's questions follow it). */
  slug: string;
  name: string;
  text: string;
  /** The heading the reader chose, when they chose one. */
  step?: { id: string; title: string };
  state: QuestionState;
  createdAt: string;
  answer?: { text: string; by: string; at: string };
}

export type QuestionCounts = Record<QuestionState, number>;

/** GET /api/studio/questions?state=… */
export interface QuestionsAnswer {
  questions: StudioQuestion[];
  counts: QuestionCounts;
}

/** What an author can do with a question; "answer" and "edit" carry the text. */
export type ModerationAction = "approve" | "answer" | "edit" | "spam" | "delete";

/** The two calls, each one request through `fetch` (the studio's, which adds the author's token). */
export function questionCalls(fetch: (input: string, init?: RequestInit) => Promise<Response>) {
  return {
    list: (state: QuestionState) => fetch(`/api/studio/questions?state=${encodeURIComponent(state)}`, { method: "GET" }),
    moderate: (id: string, action: ModerationAction, text?: string) =>
      fetch(`/api/studio/questions/${encodeURIComponent(id)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(text === undefined ? { action } : { action, text }),
      }),
  };
}

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** A step as the server may name it: its heading id alone, or the id with the heading's words. */
function stepOf(value: unknown): StudioQuestion["step"] {
  if (typeof value === "string") return value ? { id: value, title: value } : undefined;
  const { id, title } = objectOf(value);
  const heading = textOf(id);
  return heading ? { id: heading, title: textOf(title) || heading } : undefined;
}

/** An answer, its author named by a name or by an account with a name. */
function answerOf(value: unknown): StudioQuestion["answer"] {
  const { text, by, at } = objectOf(value);
  const words = textOf(text);
  if (!words) return undefined;
  return { text: words, by: textOf(by) ?? textOf(objectOf(by).name) ?? "", at: textOf(at) ?? "" };
}

function questionOf(value: unknown, state: QuestionState): StudioQuestion | null {
  const item = objectOf(value);
  const id = textOf(item.id);
  const slug = textOf(item.slug);
  if (!id || slug === null) return null;
  const step = stepOf(item.step);
  const answer = answerOf(item.answer);
  const stated = QUESTION_STATES.find((known) => known === item.state);
  return {
    id,
    slug,
    name: textOf(item.name) ?? "",
    text: textOf(item.text) ?? "",
    ...(step ? { step } : {}),
    state: stated ?? state,
    createdAt: textOf(item.createdAt) ?? "",
    ...(answer ? { answer } : {}),
  };
}

/** The list's answer, read leniently: a row it cannot place is left out, a missing count is 0. */
export function questionsAnswerOf(value: unknown, state: QuestionState): QuestionsAnswer {
  const { questions, counts } = objectOf(value);
  const rows = Array.isArray(questions) ? questions : [];
  const given = objectOf(counts);
  const count = (of: QuestionState) => {
    const number = given[of];
    return typeof number === "number" && Number.isFinite(number) && number >= 0 ? Math.floor(number) : 0;
  };
  return {
    questions: rows.map((row) => questionOf(row, state)).filter((row): row is StudioQuestion => row !== null),
    counts: { waiting: count("waiting"), published: count("published"), spam: count("spam") },
  };
}
