-- Issue 22, search latency: each search row's title words (search.title_key) in a plain table
-- with an index, so "titles that begin with the query" is an index range instead of reading
-- the stored columns of every match (a seek into FTS5's content table per match, which cost
-- tens of milliseconds at 20,000 posts). `id` is the search row's rowid; the read model's
-- writers keep the two tables in step (worker/read-model/changes.ts, topics.ts).
CREATE TABLE search_titles (
  id INTEGER PRIMARY KEY NOT NULL,
  title_key TEXT NOT NULL
);

CREATE INDEX search_titles_by_key ON search_titles (title_key);

INSERT INTO search_titles (id, title_key) SELECT rowid, coalesce(title_key, '') FROM search;
