-- Issue 21: a tutorial's difficulty, build time and boards, for cards, topic pages' filters
-- and the learning path ("Next" follows the topic's path by difficulty). Older rows keep NULL
-- until their post is next saved or reconciled; readers treat NULL as "not given".
ALTER TABLE posts ADD COLUMN difficulty TEXT;
ALTER TABLE posts ADD COLUMN minutes INTEGER;
-- The board ids as a JSON array, e.g. ["esp32"].
ALTER TABLE posts ADD COLUMN boards TEXT;
