import {
  QUESTION_LIMITS,
  QUESTION_STATES,
  type QuestionCounts,
  type QuestionState,
  type StudioQuestion,
} from "../../client/data/questions";
import type { SiteConfig } from "../config";
import type { Firestore } from "../firestore";
import { paths } from "../firestore/paths";
import { walkPosts } from "../posts/walk";
import { canModerate, moderatedOwners } from "./roles";
import {
  countsOfOwners,
  deleteById,
  questionById,
  questionsOfOwners,
  setAnswer,
  setState,
  setText,
  type PostRef,
  type StoredQuestion,
} from "./store";
import { validateQuestion } from "./validate";

/** What moderation needs: the stores, who is asking, and how to purge a post's shown questions. */
export interface ModerationContext {
  db: D1Database;
  firestore: Firestore;
  config: SiteConfig;
  uid: string;
  /** The moderator's name for an answer (the byline readers know them by). */
  answerName: () => Promise<string>;
  /** After a change readers may see: the post's page shows its questions afresh at once. */
  questionsChanged(post: PostRef): Promise<void>;
}

const postKey = ({ owner, postId }: PostRef) => `${owner}/${postId}`;

/**
 * The current address of each post of the owners that is in their posts collection (drafts
 * included), by owner and document id. A post in the trash is not there, so its questions
 * are left out until it is brought back; a renamed post is found at its new address.
 */
async function currentSlugs(firestore: Firestore, owners: string[]): Promise<Map<string, string>> {
  const slugs = new Map<string, string>();
  for (const owner of owners)
    for await (const page of walkPosts(firestore, owner, { fields: ["slug"] }))
      for (const document of page)
        if (typeof document.data.slug === "string") slugs.set(postKey({ owner, postId: document.id }), document.data.slug);
  return slugs;
}

const forStudio = (question: StoredQuestion, slug: string): StudioQuestion => ({
  id: question.id,
  slug,
  name: question.name,
  text: question.text,
  ...(question.step ? { step: question.step } : {}),
  state: question.state,
  createdAt: question.createdAt,
  ...(question.answer ? { answer: { text: question.answer.text, by: question.answer.by, at: question.answer.at } } : {}),
});

/** The questions in one state on the posts the caller moderates, and how many there are in each state. */
export async function listQuestions(
  context: ModerationContext,
  state: QuestionState,
): Promise<{ questions: StudioQuestion[]; counts: QuestionCounts }> {
  const owners = moderatedOwners(context.config, context.uid);
  const [slugs, listed, counted] = await Promise.all([
    currentSlugs(context.firestore, owners),
    d1(null, questionsOfOwners(context.db, owners, state)),
    d1(null, countsOfOwners(context.db, owners)),
  ]);
  const counts = Object.fromEntries(QUESTION_STATES.map((each) => [each, 0])) as QuestionCounts;
  for (const row of counted) if (slugs.has(postKey(row))) counts[row.state] += row.count;
  const questions = listed.flatMap((question) => {
    const slug = slugs.get(postKey(question));
    return slug === undefined ? [] : [forStudio(question, slug)];
  });
  return { questions, counts };
}

export type ModerationRequest = { action: "approve" | "spam" | "delete" } | { action: "answer" | "edit"; text: string };

export type ModerationOutcome = { kind: "done"; question: StudioQuestion | null } | { kind: "not-found" };

/** A moderation request's body, checked; a message saying what is wrong otherwise. */
export function readModeration(body: unknown): ModerationRequest | { error: string } {
  const record = typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const { action, text } = record;
  if (action === "approve" || action === "spam" || action === "delete") return { action };
  if (action === "answer" || action === "edit") {
    const limit = action === "answer" ? QUESTION_LIMITS.answer : QUESTION_LIMITS.text;
    // The same cleaning as a reader's question: plain text, line breaks kept.
    const cleaned = validateQuestion({ question: typeof text === "string" ? text : "" }, []).values.text;
    if (!cleaned)
      return { error: action === "answer" ? "Write the answer in `text`." : "Send the question's new text in `text`." };
    if (cleaned.length > limit) return { error: `The text is longer than ${limit.toLocaleString("en")} characters.` };
    return { action, text: cleaned };
  }
  return { error: 'Send `action`: one of "approve", "spam", "delete", "answer" (with `text`) or "edit" (with `text`).' };
}

/**
 * D1 could not be reached. `saved` says whether a change may have happened: false when
 * nothing was written, "unknown" when the write's answer was lost, null for a read.
 */
export class QuestionsUnavailableError extends Error {
  override name = "QuestionsUnavailableError";
  constructor(
    readonly saved: false | "unknown" | null,
    options: { cause: unknown },
  ) {
    super("The questions could not be reached.", options);
  }
}

async function d1<T>(saved: false | "unknown" | null, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new QuestionsUnavailableError(saved, { cause: error });
  }
}

/** The question as it stands after a change that went through. */
function changed(question: StoredQuestion, request: ModerationRequest, now: string, answer?: { byUid: string; by: string }) {
  switch (request.action) {
    case "approve":
      return { ...question, state: "published" as const, changedAt: now };
    case "spam":
      return { ...question, state: "spam" as const, changedAt: now };
    case "answer":
      return { ...question, state: "published" as const, changedAt: now, answer: { text: request.text, ...answer!, at: now } };
    case "edit":
      return { ...question, text: request.text, changedAt: now };
    case "delete":
      return null;
  }
}

/** The one statement a moderation request makes. */
function write(
  db: D1Database,
  id: string,
  request: ModerationRequest,
  now: string,
  author?: { byUid: string; by: string },
): Promise<void> {
  switch (request.action) {
    case "approve":
      return setState(db, id, "published", now);
    case "spam":
      return setState(db, id, "spam", now);
    case "delete":
      return deleteById(db, id);
    case "answer":
      return setAnswer(db, id, { text: request.text, ...author! }, now);
    case "edit":
      return setText(db, id, request.text, now);
  }
}

/** A post's current address, or "" when it cannot be read now or readers cannot see it. */
async function slugOf(firestore: Firestore, { owner, postId }: PostRef): Promise<string> {
  try {
    const document = await firestore.getDocument(paths.post(owner, postId));
    return typeof document?.data.slug === "string" ? document.data.slug : "";
  } catch (error) {
    console.error("Could not read the address of a moderated question's post", error);
    return "";
  }
}

/**
 * Approves, answers, edits, marks as spam or deletes a question on a post the caller
 * moderates; a question of anyone else's post (or none) is "not found", and nothing changes.
 * When readers could see the change (the question was or now is published), the post's page
 * shows its questions afresh at once.
 */
export async function moderate(context: ModerationContext, id: string, request: ModerationRequest): Promise<ModerationOutcome> {
  const { db, config, uid } = context;
  const question = await d1(false, questionById(db, id));
  if (!question || !canModerate(config, uid, question.owner)) return { kind: "not-found" };
  const now = new Date().toISOString();
  const author = request.action === "answer" ? { byUid: uid, by: await context.answerName() } : undefined;
  await d1("unknown", write(db, id, request, now, author));
  const after = changed(question, request, now, author);
  if (question.state === "published" || after?.state === "published") {
    try {
      await context.questionsChanged(question);
    } catch (error) {
      // The change stands; other isolates and this one catch up within the questions' freshness.
      console.error("Could not purge a post's questions after moderating one", error);
    }
  }
  return { kind: "done", question: after ? forStudio(after, await slugOf(context.firestore, after)) : null };
}
