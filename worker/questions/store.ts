import type { QuestionState } from "../../client/data/questions";

/**
 * The questions table (migrations/0007_questions.sql): every statement about it is here.
 * D1 is where questions live, so a failure here is a failure of the request (the post page
 * alone does without them: ../content/request-content.ts).
 */

/** The post a question is on: its Firestore document, admin-posts/{owner}/posts/{postId}. */
export interface PostRef {
  owner: string;
  postId: string;
}

/** A question as it is stored, less the hashes. */
export interface StoredQuestion extends PostRef {
  id: string;
  name: string;
  text: string;
  step: { id: string; title: string } | null;
  state: QuestionState;
  createdAt: string;
  changedAt: string;
  answer: { text: string; byUid: string; by: string; at: string } | null;
  verified: boolean;
}

/** What the post page needs of a published question (cached in KV with the page's other reads). */
export interface ShownQuestion {
  id: string;
  name: string;
  text: string;
  step: string | null;
  createdAt: string;
  answer: { text: string; by: string; at: string } | null;
}

interface Row {
  id: string;
  post_id: string;
  owner: string;
  name: string;
  text: string;
  step: string | null;
  step_title: string | null;
  state: QuestionState;
  created_at: string;
  changed_at: string;
  answer_text: string | null;
  answer_by: string | null;
  answer_name: string | null;
  answered_at: string | null;
  verified: number;
}

const COLUMNS =
  "id, post_id, owner, name, text, step, step_title, state, created_at, changed_at, answer_text, answer_by, answer_name, answered_at, verified";

const answerOf = (row: Row) =>
  row.answer_text !== null && row.answered_at !== null
    ? { text: row.answer_text, byUid: row.answer_by ?? "", by: row.answer_name ?? "", at: row.answered_at }
    : null;

const stored = (row: Row): StoredQuestion => ({
  id: row.id,
  postId: row.post_id,
  owner: row.owner,
  name: row.name,
  text: row.text,
  step: row.step ? { id: row.step, title: row.step_title ?? row.step } : null,
  state: row.state,
  createdAt: row.created_at,
  changedAt: row.changed_at,
  answer: answerOf(row),
  verified: row.verified === 1,
});

/** Published questions shown on one post at most (the oldest first). */
export const SHOWN_PER_POST = 200;

export interface NewQuestion extends PostRef {
  id: string;
  name: string;
  text: string;
  step: { id: string; title: string } | null;
  createdAt: string;
  verified: boolean;
  clientHash: string;
  tokenHash: string;
}

/** How long the same question from the same client counts as sent again, not asked anew. */
export const RESENT_WITHIN_MS = 10 * 60_000;

/** The same question from the same client on the same post, still waiting, sent in the last RESENT_WITHIN_MS. */
const SAME_QUESTION = `post_id = ?2 AND owner = ?3 AND name = ?4 AND text = ?5 AND client_hash = ?10
  AND state = 'waiting' AND created_at >= ?12`;

/**
 * Stores a new question; it waits for an author, whatever else is true of it. The same
 * question sent again by the same client within minutes (a retry after a lost answer, a
 * second click) is not stored twice: the one stored takes the new token, so the link the
 * asker got last is the one that works. One transaction (a D1 batch), so two sends at once
 * store one row.
 */
export async function insertQuestion(db: D1Database, question: NewQuestion): Promise<void> {
  const since = new Date(Date.parse(question.createdAt) - RESENT_WITHIN_MS).toISOString();
  const values = [
    question.id,
    question.postId,
    question.owner,
    question.name,
    question.text,
    question.step?.id ?? null,
    question.step?.title ?? null,
    question.createdAt,
    question.verified ? 1 : 0,
    question.clientHash,
    question.tokenHash,
    since,
  ];
  await db.batch([
    db
      .prepare(`UPDATE questions SET token_hash = ?11 WHERE id = (SELECT id FROM questions WHERE ${SAME_QUESTION} LIMIT 1)`)
      .bind(...values),
    db
      .prepare(
        `INSERT INTO questions (id, post_id, owner, name, text, step, step_title, state, created_at, changed_at, verified, client_hash, token_hash)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, 'waiting', ?8, ?8, ?9, ?10, ?11
         WHERE NOT EXISTS (SELECT 1 FROM questions WHERE ${SAME_QUESTION})`,
      )
      .bind(...values),
  ]);
}

/** A post's published questions, oldest first, at most SHOWN_PER_POST: one indexed read (questions_on_post). */
export async function publishedQuestions(db: D1Database, { owner, postId }: PostRef): Promise<ShownQuestion[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM questions WHERE post_id = ?1 AND owner = ?2 AND state = 'published'
       ORDER BY created_at, id LIMIT ?3`,
    )
    .bind(postId, owner, SHOWN_PER_POST)
    .all<Row>();
  return results.map((row) => {
    const answer = answerOf(row);
    return {
      id: row.id,
      name: row.name,
      text: row.text,
      step: row.step,
      createdAt: row.created_at,
      answer: answer ? { text: answer.text, by: answer.by, at: answer.at } : null,
    };
  });
}

export async function questionByToken(db: D1Database, tokenHash: string): Promise<StoredQuestion | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM questions WHERE token_hash = ?1`).bind(tokenHash).first<Row>();
  return row ? stored(row) : null;
}

export async function questionById(db: D1Database, id: string): Promise<StoredQuestion | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM questions WHERE id = ?1`).bind(id).first<Row>();
  return row ? stored(row) : null;
}

/** Deletes the question with this token for good; the deleted question, or null when there was none. */
export async function deleteByToken(db: D1Database, tokenHash: string): Promise<StoredQuestion | null> {
  const row = await db.prepare(`DELETE FROM questions WHERE token_hash = ?1 RETURNING ${COLUMNS}`).bind(tokenHash).first<Row>();
  return row ? stored(row) : null;
}

export async function deleteById(db: D1Database, id: string): Promise<void> {
  await db.prepare("DELETE FROM questions WHERE id = ?1").bind(id).run();
}

export async function setState(db: D1Database, id: string, state: QuestionState, now: string): Promise<void> {
  await db.prepare("UPDATE questions SET state = ?2, changed_at = ?3 WHERE id = ?1").bind(id, state, now).run();
}

/** The author's answer, which also publishes the question. */
export async function setAnswer(
  db: D1Database,
  id: string,
  answer: { text: string; byUid: string; by: string },
  now: string,
): Promise<void> {
  await db
    .prepare(
      `UPDATE questions SET answer_text = ?2, answer_by = ?3, answer_name = ?4, answered_at = ?5, state = 'published', changed_at = ?5
       WHERE id = ?1`,
    )
    .bind(id, answer.text, answer.byUid, answer.by, now)
    .run();
}

/** Replaces the reader's text (an author removing personal data). */
export async function setText(db: D1Database, id: string, text: string, now: string): Promise<void> {
  await db.prepare("UPDATE questions SET text = ?2, changed_at = ?3 WHERE id = ?1").bind(id, text, now).run();
}

/** Questions listed for moderation at most, per state. */
export const LISTED = 500;

/**
 * The questions in one state on the owners' posts (questions_by_owner): the waiting ones
 * oldest first (a queue), the others newest first.
 */
export async function questionsOfOwners(db: D1Database, owners: string[], state: QuestionState): Promise<StoredQuestion[]> {
  if (!owners.length) return [];
  const order = state === "waiting" ? "ASC" : "DESC";
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM questions WHERE owner IN (SELECT value FROM json_each(?1)) AND state = ?2
       ORDER BY created_at ${order}, id LIMIT ?3`,
    )
    .bind(JSON.stringify(owners), state, LISTED)
    .all<Row>();
  return results.map(stored);
}

/** How many questions each post of the owners has in each state. */
export async function countsOfOwners(
  db: D1Database,
  owners: string[],
): Promise<Array<PostRef & { state: QuestionState; count: number }>> {
  if (!owners.length) return [];
  const { results } = await db
    .prepare(
      `SELECT owner, post_id, state, COUNT(*) AS count FROM questions WHERE owner IN (SELECT value FROM json_each(?1))
       GROUP BY owner, post_id, state`,
    )
    .bind(JSON.stringify(owners))
    .all<{ owner: string; post_id: string; state: QuestionState; count: number }>();
  return results.map((row) => ({ owner: row.owner, postId: row.post_id, state: row.state, count: row.count }));
}

/** Every question of a post that is gone for good (its trash expired). */
export async function deleteQuestionsOf(db: D1Database, { owner, postId }: PostRef): Promise<number> {
  const result = await db.prepare("DELETE FROM questions WHERE post_id = ?1 AND owner = ?2").bind(postId, owner).run();
  return result.meta.changes ?? 0;
}
