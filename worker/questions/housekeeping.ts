import { saltDay } from "./client-hash";

/** Spam is kept this long after it was marked, so a mistake can be undone, then deleted. */
export const SPAM_DAYS = 30;
/** A question's client hash is cleared once it is this old. */
export const CLIENT_HASH_DAYS = 2;

const DAY_MS = 24 * 60 * 60_000;

export interface Housekeeping {
  spamDeleted: number;
  hashesCleared: number;
}

/**
 * The scheduled job's part for questions: spam older than SPAM_DAYS goes, client hashes older
 * than CLIENT_HASH_DAYS are cleared, and the salts of days before yesterday are deleted (a
 * question hashed just before midnight is still told apart from the next one).
 */
export async function questionsHousekeeping(db: D1Database, now = Date.now()): Promise<Housekeeping> {
  const [spam, hashes] = await db.batch([
    db
      .prepare("DELETE FROM questions WHERE state = 'spam' AND changed_at < ?1")
      .bind(new Date(now - SPAM_DAYS * DAY_MS).toISOString()),
    db
      .prepare("UPDATE questions SET client_hash = NULL WHERE client_hash IS NOT NULL AND created_at < ?1")
      .bind(new Date(now - CLIENT_HASH_DAYS * DAY_MS).toISOString()),
    db.prepare("DELETE FROM question_salts WHERE day < ?1").bind(saltDay(now - DAY_MS)),
  ]);
  return { spamDeleted: spam?.meta.changes ?? 0, hashesCleared: hashes?.meta.changes ?? 0 };
}
