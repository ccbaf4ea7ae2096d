-- The read model of the published posts and the search index (worker/read-model/).
-- Firestore stays the source of truth; every row here is derived from it and carries the
-- Firestore time of the write that produced it, so an older write can never replace a newer one.

-- One row per slug, kept after a post is deleted, renamed away or made a draft (published = 0,
-- a tombstone) so that a late, older save of that slug loses against the removal.
CREATE TABLE posts (
  slug TEXT PRIMARY KEY NOT NULL,
  -- Microseconds since the epoch of the Firestore write (updateTime or commitTime).
  version INTEGER NOT NULL,
  published INTEGER NOT NULL CHECK (published IN (0, 1)),
  author_id TEXT,
  -- The document path below .../documents/, e.g. admin-posts/author-a/posts/blink.
  path TEXT,
  title TEXT,
  description TEXT,
  -- meta.author, when the post names one.
  author TEXT,
  topic TEXT,
  image TEXT,
  -- Firestore's creation and last-update times of the document (RFC 3339).
  created_at TEXT,
  updated_at TEXT,
  reading_minutes INTEGER
);

CREATE INDEX posts_newest ON posts (published, created_at DESC);
CREATE INDEX posts_by_topic ON posts (topic, published, created_at DESC);

-- Display names from the authors' own documents (admin-posts/{id}), for bylines.
CREATE TABLE authors (
  id TEXT PRIMARY KEY NOT NULL,
  version INTEGER NOT NULL,
  name TEXT
);

-- Small facts about the read model itself, e.g. which version of the topic pages is indexed.
CREATE TABLE meta (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL
);

-- Full-text search over the topic pages (negative rowids) and the published posts (rowid =
-- posts.rowid). `alt` holds the letter/digit splits of mixed words ("BME280" -> "bme 280") so
-- "bme 280" finds BME280. `title_key` is the title's words, lower-case, for exact-title ranking.
CREATE VIRTUAL TABLE search USING fts5 (
  title,
  headings,
  text,
  alt,
  kind UNINDEXED,
  url UNINDEXED,
  excerpt UNINDEXED,
  title_key UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);

-- The indexed words, for typo-tolerant search (terms within an edit or two of a query word).
CREATE VIRTUAL TABLE search_vocab USING fts5vocab (search, row);
