import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { Post } from "../../client/data/post";
import {
  askedPath,
  askerDeletePath,
  emptyQuestion,
  QUESTION_DELETED_PATH,
  QUESTION_LIMITS,
  type QuestionField,
  type QuestionFormState,
  type QuestionReply,
} from "../../client/data/questions";
import { AskerQuestionPage, QuestionDeletedPage } from "../../client/pages/AskerQuestionPage";
import type { AppEnv } from "../app-env";
import { CACHE_POLICY } from "../cache/policy";
import { ContentUnavailableError } from "../content/unavailable";
import { firestoreFor } from "../firestore";
import { jsonDepthProblem } from "../http/json-depth";
import { isJsonMediaType } from "../http/media-type";
import { postPolicy } from "../middleware/security-headers";
import { renderPostPage } from "../posts/page";
import { askQuestion, type AskOutcome } from "../questions/ask";
import { askedMessage, askerLink, askerQuestion, deleteAskerQuestion } from "../questions/asker";
import { QUESTIONS_RETRY_SECONDS } from "../questions/rate-limit";
import { TOKEN_FORM } from "../questions/tokens";
import { isRecord } from "../records";
import { notFound } from "./errors";
import { slugFromPath } from "./posts";

const MESSAGES = {
  invalid: "Please check the highlighted fields; your question has not been sent yet.",
  tooLarge: `That is too long to send (the limit is ${QUESTION_LIMITS.bodyBytes / 1024} KB). Please shorten your question and try again.`,
  limited: "You have asked several questions in a short time. Please wait a minute and try again; your text is still here.",
  refused: "The spam check did not pass, so your question was not sent. Please try again; your text is still here.",
  unavailable:
    "We could not save your question just now, so it has not been sent. Your text is still here: please try again in a minute.",
  badRequest: "The form could not be read. Please try again.",
  noPost: "There is no published post at this address to ask about.",
} as const;

const wantsJson = (c: Context<AppEnv>) => isJsonMediaType(c.req.header("content-type"));

/** The post a question is sent to: the one at the address, or where a renamed post went (one hop). */
async function postAt(c: Context<AppEnv>): Promise<Post | null> {
  const slug = slugFromPath(`/${encodeURIComponent(c.req.param("slug") ?? "")}`);
  if (slug === null) return null;
  const found = (await c.var.content.post(slug)).value;
  if (found?.post) return found.post;
  return found?.movedTo ? ((await c.var.content.post(found.movedTo)).value?.post ?? null) : null;
}

type Refusal = 400 | 403 | 404 | 413 | 429 | 503;

/**
 * Answers a refused question in the shape the sender used: JSON for the island; for a plain
 * form, the post again with the reader's text, the messages and a notice (never cached or
 * indexed). Limits and outages say when to try again.
 */
async function refuse(
  c: Context<AppEnv>,
  status: Refusal,
  message: string,
  form: { values?: Record<QuestionField, string>; errors?: Partial<Record<QuestionField, string>> } = {},
  post?: Post | null,
): Promise<Response> {
  c.header("cache-control", "no-store");
  if (status === 429) c.header("retry-after", String(QUESTIONS_RETRY_SECONDS));
  if (status === 503) c.header("retry-after", String(CACHE_POLICY.retryAfterSeconds));
  const errors = form.errors ?? {};
  if (wantsJson(c)) {
    const reply: QuestionReply = { ok: false, message, ...(Object.keys(errors).length ? { errors } : {}) };
    return c.json(reply, status);
  }
  const shown = post === undefined ? await postAt(c) : post;
  if (!shown) return notFound(c);
  const state: QuestionFormState = { values: form.values ?? emptyQuestion, errors, notice: { kind: "error", text: message } };
  c.status(status);
  return renderPostPage(c, shown, { form: state });
}

/** A question that was stored (or a bot's, answered alike): 201 with the private link, or 303 to the post. */
function accepted(c: Context<AppEnv>, post: Post, token: string): Response {
  if (!wantsJson(c)) return c.redirect(askedPath(post.slug, token), 303);
  const reply: QuestionReply = { ok: true, message: askedMessage, link: askerLink(c.var.config.site.url, token) };
  return c.json(reply, 201, { "cache-control": "no-store" });
}

async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  try {
    if (wantsJson(c)) {
      const text = await c.req.text();
      if (jsonDepthProblem(text)) return null;
      const body: unknown = JSON.parse(text);
      return isRecord(body) ? body : null;
    }
    return Object.fromEntries((await c.req.formData()).entries());
  } catch {
    return null;
  }
}

function answer(c: Context<AppEnv>, post: Post, outcome: AskOutcome): Response | Promise<Response> {
  switch (outcome.kind) {
    case "stored":
    case "bot":
      return accepted(c, post, outcome.token);
    case "invalid":
      return refuse(c, 400, MESSAGES.invalid, outcome, post);
    case "limited":
      return refuse(c, 429, MESSAGES.limited, outcome, post);
    case "refused":
      return refuse(c, 403, MESSAGES.refused, outcome, post);
    case "unavailable":
      return refuse(c, 503, MESSAGES.unavailable, outcome, post);
  }
}

/** D1 failing on the asker's pages is the app's 503 with Retry-After (../routes/errors.tsx), never a 500. */
async function fromD1<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    console.error("Could not reach the questions in D1", error);
    throw new ContentUnavailableError("Could not reach the questions", { cause: error });
  }
}

/** The asker's pages: for them alone, never cached, never indexed, their address never passed on. */
const privatePage = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header("cache-control", "private, no-store");
  c.header("x-robots-tag", "noindex, nofollow");
  // The address holds the token: it is never sent on, not even to this site's other pages.
  c.header("referrer-policy", "no-referrer");
});

const privateHead = (title: string) => ({
  title,
  description: "A reader's question and where it stands.",
  keywords: [],
  canonical: null,
  robots: "noindex, nofollow",
});

/**
 * Readers' questions (issue 33): `POST /{slug}/questions` from the post's form (a plain form
 * post, 303 back to the post, or the island's JSON, 201), and the asker's private page
 * `/questions/{token}` with its "Delete my question" form. The work is in ../questions/.
 */
export const questions = new Hono<AppEnv>()
  .get(QUESTION_DELETED_PATH, privatePage, (c) => c.render(<QuestionDeletedPage />, { head: privateHead("Question deleted") }))
  .get("/questions/:token", privatePage, async (c) => {
    const token = c.req.param("token");
    if (!TOKEN_FORM.test(token)) return notFound(c);
    const found = await fromD1(askerQuestion(c.env.READ_MODEL, firestoreFor(c.var.config), token));
    if (!found) return notFound(c);
    const { question, post } = found;
    return c.render(
      <AskerQuestionPage
        question={{
          name: question.name,
          text: question.text,
          step: question.step?.title ?? null,
          state: question.state,
          createdAt: question.createdAt,
          answer: question.answer && { text: question.answer.text, by: question.answer.by, at: question.answer.at },
        }}
        post={post}
        deleteAction={askerDeletePath(token)}
      />,
      { head: privateHead("Your question") },
    );
  })
  .post("/questions/:token/delete", privatePage, async (c) => {
    const token = c.req.param("token");
    if (!TOKEN_FORM.test(token)) return notFound(c);
    const deleted = await fromD1(deleteAskerQuestion(c.env.READ_MODEL, token));
    if (!deleted) return notFound(c);
    // A question that was on the page leaves it at once.
    if (deleted.state === "published") await c.var.content.questionsChanged(deleted);
    return c.redirect(QUESTION_DELETED_PATH, 303);
  })
  .post(
    "/:slug/questions",
    postPolicy,
    bodyLimit({ maxSize: QUESTION_LIMITS.bodyBytes, onError: (c) => refuse(c, 413, MESSAGES.tooLarge) }),
    async (c) => {
      let post: Post | null;
      try {
        post = await postAt(c);
      } catch (error) {
        // Firestore down with nothing cached: the island gets its JSON; a form gets the 503 page.
        if (error instanceof ContentUnavailableError && wantsJson(c)) return refuse(c, 503, MESSAGES.unavailable, {}, null);
        throw error;
      }
      if (!post) return wantsJson(c) ? refuse(c, 404, MESSAGES.noPost, {}, null) : notFound(c);
      const body = await readBody(c);
      if (!body) return refuse(c, 400, MESSAGES.badRequest, {}, post);
      const outcome = await askQuestion({ env: c.env, config: c.var.config, request: c.req.raw, json: wantsJson(c) }, post, body);
      return answer(c, post, outcome);
    },
  );
