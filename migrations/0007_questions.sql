-- Readers' questions on posts (issue 33, worker/questions/). Unlike the rest of this database,
-- these rows are not derived from Firestore: D1 is where questions and answers live.

-- One row per question. It is keyed by the post's Firestore document (its owner's uid and its
-- document id, admin-posts/{owner}/posts/{post_id}), never by the slug, so a renamed post keeps
-- its questions and a post brought back from the trash finds them again.
CREATE TABLE questions (
  -- Random, public: the page's anchor and the studio's handle.
  id TEXT PRIMARY KEY NOT NULL,
  post_id TEXT NOT NULL,
  -- The uid whose posts collection holds the post: the author who moderates it.
  owner TEXT NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  -- The heading id of the step the question is about, and its words when it was asked.
  step TEXT,
  step_title TEXT,
  -- Only published questions are ever shown.
  state TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'published', 'spam')),
  -- ISO 8601: when it was asked, and when its state or text last changed.
  created_at TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  -- The author's answer: its text, the uid and display name of who wrote it, and when.
  answer_text TEXT,
  answer_by TEXT,
  answer_name TEXT,
  answered_at TEXT,
  -- 1 when a Turnstile token passed siteverify; a plain form without one gives 0.
  verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
  -- SHA-256 of the day's salt and the client's address (never the address), for telling the day's
  -- senders apart; the scheduled job clears it after two days.
  client_hash TEXT,
  -- SHA-256 of the asker's private token (the token itself is never stored).
  token_hash TEXT NOT NULL UNIQUE
);

-- The post page: its published questions, oldest first.
CREATE INDEX questions_on_post ON questions (post_id, owner, state, created_at);
-- The studio: the questions on an author's posts, by state, newest first.
CREATE INDEX questions_by_owner ON questions (owner, state, created_at);
-- The scheduled job's housekeeping: client hashes still to clear, and spam to purge.
CREATE INDEX questions_hashed ON questions (created_at) WHERE client_hash IS NOT NULL;
CREATE INDEX questions_spam ON questions (changed_at) WHERE state = 'spam';

-- The salt of each day's client hashes: random, and deleted by the scheduled job once the day is
-- over, so a hash can no longer be matched to an address by trying them all.
CREATE TABLE question_salts (
  day TEXT PRIMARY KEY NOT NULL,
  salt TEXT NOT NULL
);
