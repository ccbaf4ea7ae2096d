-- Issue 22, post pages at scale: "Previous" and "Next" follow the topic's learning path
-- (client/data/learning-path.ts: by difficulty, then oldest first; the slug, descending,
-- orders posts created at the same moment). A post page asks D1 for the one post before and
-- the one after it on that path (worker/read-model/read.ts) instead of loading every post of
-- the topic, which grew with the number of posts. `path_level` is the difficulty's place in
-- DIFFICULTIES (client/data/post-schema.ts), "not given" last; `path_at` is the creation time
-- with none as the earliest, as the path sorts them.
ALTER TABLE posts ADD COLUMN path_level INTEGER GENERATED ALWAYS AS (
  CASE difficulty WHEN 'beginner' THEN 0 WHEN 'intermediate' THEN 1 WHEN 'advanced' THEN 2 ELSE 3 END
) VIRTUAL;
ALTER TABLE posts ADD COLUMN path_at TEXT GENERATED ALWAYS AS (coalesce(created_at, '')) VIRTUAL;

CREATE INDEX posts_path ON posts (topic, published, path_level, path_at, slug DESC);
-- Related posts by the same author, newest first, without walking every newer post.
CREATE INDEX posts_by_author ON posts (author_id, published, created_at DESC);
