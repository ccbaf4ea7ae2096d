import { readerHeading, type Post } from "../../client/data/post";
import { askerPath, askerStatus, emptyQuestion, type QuestionFormState } from "../../client/data/questions";
import type { Firestore } from "../firestore";
import { paths } from "../firestore/paths";
import { notPublic } from "../posts/visibility";
import { deleteByToken, questionByToken, type StoredQuestion } from "./store";
import { sha256Hex, TOKEN_FORM } from "./tokens";

/** The asker's private address, absolute, as they should keep it. */
export const askerLink = (siteUrl: string, token: string) => `${siteUrl}${askerPath(token)}`;

/** What the reader is told once their question is stored. */
export const askedMessage =
  "Thanks: your question waits for the author's approval. Your private link shows its state and lets you delete it:";

/** The question a token opens, or null for a token of another form or one that opens none. */
async function byToken(db: D1Database, token: string): Promise<StoredQuestion | null> {
  return TOKEN_FORM.test(token) ? questionByToken(db, await sha256Hex(token)) : null;
}

/**
 * The post page after a plain form post (`?asked=<token>`): the thanks and the private link
 * when the token opens a question on this post; no notice otherwise (a bot that was answered
 * as if its question were stored, an old link). D1 failing leaves the notice out too.
 */
export async function askedForm(db: D1Database, siteUrl: string, post: Post, token: string): Promise<QuestionFormState> {
  let question: StoredQuestion | null = null;
  try {
    question = await byToken(db, token);
  } catch (error) {
    console.error("Could not read the asker's question", error);
  }
  const mine = question && question.postId === post.id && question.owner === post.authorId ? question : null;
  const text =
    mine?.state === "waiting" ? askedMessage : mine ? `${askerStatus(mine.state, mine.answer !== null)}. Your private link:` : "";
  return {
    values: emptyQuestion,
    errors: {},
    notice: mine ? { kind: "success", text, link: askerLink(siteUrl, token) } : null,
  };
}

/** The post a question is on, as its asker's page links to it: null when it is not published (a draft, the trash). */
async function postOf(firestore: Firestore, question: StoredQuestion): Promise<{ slug: string; title: string } | null> {
  try {
    const document = await firestore.getDocument(paths.post(question.owner, question.postId));
    if (!document || notPublic(document.data) || typeof document.data.slug !== "string") return null;
    const { slug, title, meta } = document.data;
    const metaTitle = (meta as { title?: unknown } | undefined)?.title;
    return {
      slug,
      title: readerHeading({
        slug,
        title: typeof title === "string" ? title : "",
        meta: { title: typeof metaTitle === "string" ? metaTitle : undefined },
      }),
    };
  } catch (error) {
    // The page still shows the question; only the link back to the post is missing.
    console.error("Could not read the post of an asker's question", error);
    return null;
  }
}

/** The asker's question and the post it is on, or null when the token opens none. Throws when D1 fails. */
export async function askerQuestion(
  db: D1Database,
  firestore: Firestore,
  token: string,
): Promise<{ question: StoredQuestion; post: { slug: string; title: string } | null } | null> {
  const question = await byToken(db, token);
  return question ? { question, post: await postOf(firestore, question) } : null;
}

/** Deletes the asker's question for good; what it was, or null when the token opens none. Throws when D1 fails. */
export async function deleteAskerQuestion(db: D1Database, token: string): Promise<StoredQuestion | null> {
  return TOKEN_FORM.test(token) ? deleteByToken(db, await sha256Hex(token)) : null;
}
