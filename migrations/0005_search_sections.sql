-- Issue 31, search that answers students: a result can be a section of a page (a post's
-- heading, a topic page's pinout, pin, feature, project or quick tutorial), found by its own
-- heading and by its page's title, and calculators are found too. FTS5 tables cannot gain
-- columns, so the table is made again:
--   title     the row's own title (a page's, or a section's heading), with its other
--             spellings ("HC-SR04" also as "hcsr04", "BME280" also as "bme 280")
--   page      a section's page title (empty for a whole page), so "esp32 pinout" finds the
--             ESP32 page's pinout and "uno a4" the Uno's A4 row
--   headings, text   as before, with their other spellings (the old `alt` column)
--   kind      topic | post | calculator
--   url       the result's address, with the section's anchor
--   name, section    the page's title and the section's name, as shown
-- A post's whole-page row keeps its posts row's rowid; its sections take rowids from 2^40 up
-- (worker/read-model/search-rows.ts). Topic pages and calculators keep negative rowids.
--
-- The rows already indexed are copied across, so search keeps finding every post while the
-- scheduled job indexes them again with their sections (worker/read-model/reindex.ts, until
-- meta 'search:index' names the current version). The topic pages are written again by the
-- first search or job (their fingerprint changes).
-- The old rows are kept aside in a plain table while the FTS5 table is made again.
CREATE TABLE search_before_0005 AS
SELECT rowid AS id, title, headings, text, alt, kind, url, excerpt, title_key FROM search WHERE rowid > 0;

DROP TABLE search_vocab;
DROP TABLE search;

CREATE VIRTUAL TABLE search USING fts5 (
  title,
  page,
  headings,
  text,
  kind UNINDEXED,
  url UNINDEXED,
  name UNINDEXED,
  section UNINDEXED,
  excerpt UNINDEXED,
  title_key UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);

CREATE VIRTUAL TABLE search_vocab USING fts5vocab (search, row);

-- The old `alt` column (other spellings of every column's names) goes with the text.
INSERT INTO search (rowid, title, page, headings, text, kind, url, name, section, excerpt, title_key)
SELECT id, title, '', headings, trim(text || ' ' || coalesce(alt, '')), kind, url, title, '', excerpt, title_key
FROM search_before_0005;

DROP TABLE search_before_0005;

DELETE FROM search_titles WHERE id < 0;
DELETE FROM meta WHERE key IN ('topics', 'search:index', 'search:reindex');
