-- Issue 31: related posts and Previous/Next follow what is being built. A post page asks for
-- the newest posts of its board and for the posts before and after it on that board
-- (worker/read-model/read.ts), and for posts whose titles share its words. `posts.boards` is a
-- JSON array, which no index can search, so two derived tables hold what those reads need,
-- each an indexed, bounded read however many posts there are.
--
-- Triggers on `posts` keep both in step with every writer (studio saves, the scheduled job,
-- the full check's replacements, tombstones), so a row here exists exactly while its post is
-- published: the read model's version guard decides what `posts` holds, and these follow it.

-- One row per published post and board it names.
CREATE TABLE post_boards (
  slug TEXT NOT NULL,
  board TEXT NOT NULL,
  -- posts.created_at, '' when unknown (publishing order, as the path sorts "none" first).
  created_at TEXT NOT NULL,
  PRIMARY KEY (slug, board)
) WITHOUT ROWID;

CREATE INDEX post_boards_newest ON post_boards (board, created_at, slug);

-- The published posts' titles (rowid = posts.rowid), for "posts whose titles share this one's words".
CREATE VIRTUAL TABLE post_titles USING fts5 (
  title,
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER posts_related_insert AFTER INSERT ON posts WHEN NEW.published = 1 BEGIN
  INSERT OR IGNORE INTO post_boards (slug, board, created_at)
    SELECT NEW.slug, value, coalesce(NEW.created_at, '')
    FROM json_each(CASE WHEN json_valid(NEW.boards) THEN NEW.boards ELSE '[]' END)
    WHERE type = 'text';
  INSERT INTO post_titles (rowid, title) VALUES (NEW.rowid, coalesce(NEW.title, NEW.slug));
END;

CREATE TRIGGER posts_related_update AFTER UPDATE ON posts BEGIN
  DELETE FROM post_boards WHERE slug = OLD.slug;
  DELETE FROM post_titles WHERE rowid = OLD.rowid;
  INSERT OR IGNORE INTO post_boards (slug, board, created_at)
    SELECT NEW.slug, value, coalesce(NEW.created_at, '')
    FROM json_each(CASE WHEN json_valid(NEW.boards) THEN NEW.boards ELSE '[]' END)
    WHERE type = 'text' AND NEW.published = 1;
  INSERT INTO post_titles (rowid, title) SELECT NEW.rowid, coalesce(NEW.title, NEW.slug) WHERE NEW.published = 1;
END;

CREATE TRIGGER posts_related_delete AFTER DELETE ON posts BEGIN
  DELETE FROM post_boards WHERE slug = OLD.slug;
  DELETE FROM post_titles WHERE rowid = OLD.rowid;
END;

-- The rows already in the read model.
INSERT OR IGNORE INTO post_boards (slug, board, created_at)
  SELECT posts.slug, board.value, coalesce(posts.created_at, '')
  FROM posts, json_each(CASE WHEN json_valid(posts.boards) THEN posts.boards ELSE '[]' END) AS board
  WHERE posts.published = 1 AND board.type = 'text';

INSERT INTO post_titles (rowid, title) SELECT rowid, coalesce(title, slug) FROM posts WHERE published = 1;
