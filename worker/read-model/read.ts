import { BOARD_IDS, DIFFICULTIES, type BoardId, type Difficulty } from "../../client/data/post-schema";
import type { PostSummary } from "../../client/data/post-summary";
import { PATH_SHOWN, pathOrder, type PathCounts, type PathPicks } from "../../client/data/learning-path";

/**
 * Rows of the read model a page shows, with the display names of their authors. Each page
 * kind asks only for its own rows (./read.ts), so no request loads every post.
 */
export interface PostList {
  /** Newest first. */
  posts: PostSummary[];
  /** Author account ids to the display names on their account documents, for bylines. */
  authors: Record<string, string>;
}

/**
 * A post's neighbours on its topic's learning path and in publishing order, and the
 * candidates for its related posts, for the post page (worker/posts/context.ts chooses).
 */
export interface PostNeighbours {
  /**
   * Published just before and just after this post: among the posts of its first board when
   * it names one, else among all posts.
   */
  previous: PostSummary | null;
  next: PostSummary | null;
  /**
   * Just before and just after this post on its topic's learning path
   * (client/data/learning-path.ts); both null when it is on none.
   */
  pathPrevious: PostSummary | null;
  pathNext: PostSummary | null;
  /** Whether the post is on its topic's learning path (so a null pathPrevious means it comes first). */
  onPath: boolean;
  /** The newest posts of each of its boards (board by board), of its topic, and those whose titles share its words (best first). */
  sameBoard: PostSummary[];
  sameTopic: PostSummary[];
  sameWords: PostSummary[];
  authors: Record<string, string>;
}

interface PostRow {
  slug: string;
  title: string | null;
  description: string | null;
  author_id: string | null;
  author: string | null;
  topic: string | null;
  image: string | null;
  created_at: string | null;
  updated_at: string | null;
  reading_minutes: number | null;
  difficulty: string | null;
  minutes: number | null;
  boards: string | null;
}

const COLUMNS =
  "slug, title, description, author_id, author, topic, image, created_at, updated_at, reading_minutes, difficulty, minutes, boards";
/** COLUMNS of the posts table named `p`. */
const PATH_COLUMNS = COLUMNS.split(", ")
  .map((column) => `p.${column}`)
  .join(", ");
/** Newest first; the slug orders posts created at the same moment, so "previous" and "next" agree. */
const NEWEST = "ORDER BY created_at DESC, slug DESC";

/** The boards column's JSON array, keeping only board ids the site knows. */
function boardsOf(json: string | null): BoardId[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((id): id is BoardId => (BOARD_IDS as readonly unknown[]).includes(id)) : [];
  } catch {
    return [];
  }
}

const summaryOf = (row: PostRow): PostSummary => ({
  slug: row.slug,
  title: row.title ?? row.slug,
  description: row.description,
  authorId: row.author_id ?? "",
  author: row.author,
  topic: row.topic,
  image: row.image,
  published: row.created_at,
  updated: row.updated_at,
  readingMinutes: row.reading_minutes ?? 1,
  difficulty: (DIFFICULTIES as readonly (string | null)[]).includes(row.difficulty) ? (row.difficulty as Difficulty) : null,
  minutes: row.minutes,
  boards: boardsOf(row.boards),
});

/**
 * The published posts of a short list of slugs (?1, a JSON array; each at most once): CROSS
 * JOIN keeps the list first in the plan, so each is one primary-key lookup, rather than a walk
 * of every published post checking each against the list.
 */
const BY_SLUG = `FROM (SELECT DISTINCT value FROM json_each(?1)) AS wanted CROSS JOIN posts AS p ON p.slug = wanted.value WHERE p.published = 1`;

const rowsOf = (result: D1Result<Record<string, unknown>> | undefined) => (result?.results ?? []) as unknown as PostRow[];

async function authorNames(db: D1Database, posts: PostSummary[], also: string[] = []): Promise<Record<string, string>> {
  const ids = [...new Set([...posts.map((post) => post.authorId), ...also].filter(Boolean))];
  if (!ids.length) return {};
  const { results } = await db
    .prepare("SELECT id, name FROM authors WHERE name IS NOT NULL AND id IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(ids))
    .all<{ id: string; name: string }>();
  return Object.fromEntries(results.map(({ id, name }) => [id, name]));
}

/** An author's display name from their account document, as bylines show it; null when it has none. Throws on D1 failure. */
export async function readAuthorName(db: D1Database, id: string): Promise<string | null> {
  return (await authorNames(db, [], [id]))[id] ?? null;
}

/** The newest `limit` published posts (home, the feed). Throws on D1 failure. */
export async function readLatest(db: D1Database, limit: number): Promise<PostList> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM posts WHERE published = 1 ${NEWEST} LIMIT ?1`)
    .bind(limit)
    .all<PostRow>();
  const posts = results.map(summaryOf);
  return { posts, authors: await authorNames(db, posts) };
}

/** A topic page's posts: those it links to and the start of its learning path at each difficulty. */
export interface TopicPosts extends PostList {
  /** How many posts the whole path holds, by difficulty. */
  counts: PathCounts;
  /** The topic's newest posts (TOPIC_NEWEST, newest first), so a new one shows at once however long the path is. */
  newest: PostSummary[];
}

/** How many of a topic's newest posts its page names besides the start of its path. */
export const TOPIC_NEWEST = 5;

/** path_level (migrations/0004) to the difficulty it stands for. */
const LEVELS: Array<keyof PathCounts> = [...DIFFICULTIES, "none"];
const levelOf = (difficulty: Difficulty | null | undefined): keyof PathCounts => difficulty ?? "none";
const newestFirst = (a: PostSummary, b: PostSummary) =>
  a.published === b.published ? (a.slug < b.slug ? 1 : -1) : (a.published ?? "") < (b.published ?? "") ? 1 : -1;

/**
 * The published posts a topic page shows: those it links to (`linked`), and of the posts
 * whose topic is the page the first PATH_SHOWN on its learning path at each difficulty, so
 * every view of the path (all, or one difficulty) has its first PATH_SHOWN; plus how many
 * the path holds. Newest first, as client/data/learning-path.ts's topicPath expects. A
 * bounded read however many posts the topic has (the posts_path index). Throws on D1 failure.
 */
export async function readTopicPosts(
  db: D1Database,
  topic: string,
  linked: string[],
  picked: readonly string[],
): Promise<TopicPosts> {
  const others = JSON.stringify(linked);
  const [linkedRows, newestRows, levelCounts, ...levels] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT ${PATH_COLUMNS} ${BY_SLUG}`).bind(others),
    // The posts_by_topic index (migrations/0001): the newest rows of the topic, read in order.
    db
      .prepare(`SELECT ${COLUMNS} FROM posts WHERE published = 1 AND topic = ?1 ORDER BY created_at DESC LIMIT ?2`)
      .bind(topic, TOPIC_NEWEST),
    db
      .prepare("SELECT path_level AS level, count(*) AS posts FROM posts WHERE published = 1 AND topic = ?1 GROUP BY path_level")
      .bind(topic),
    ...LEVELS.map((_, level) =>
      db
        .prepare(
          `SELECT ${COLUMNS} FROM posts WHERE published = 1 AND topic = ?1 AND path_level = ?2
           AND slug NOT IN (SELECT value FROM json_each(?3)) ORDER BY path_at, slug DESC LIMIT ?4`,
        )
        .bind(topic, level, others, PATH_SHOWN),
    ),
  ]);
  const counts: PathCounts = {};
  for (const { level, posts } of (levelCounts?.results ?? []) as Array<{ level: number; posts: number }>) {
    const name = LEVELS[level];
    if (name) counts[name] = posts;
  }
  const linkedPosts = rowsOf(linkedRows).map(summaryOf);
  // Picked posts of other topics are on this path too.
  for (const post of linkedPosts)
    if (post.topic !== topic && picked.includes(post.slug))
      counts[levelOf(post.difficulty)] = (counts[levelOf(post.difficulty)] ?? 0) + 1;
  const posts = [...linkedPosts, ...levels.flatMap((rows) => rowsOf(rows).map(summaryOf))].sort(newestFirst);
  const newest = rowsOf(newestRows).map(summaryOf);
  return { posts, counts, newest, authors: await authorNames(db, [...posts, ...newest]) };
}

/** The learning path a post is on: its topic, and the topic page's "Start here" post and own slugs. */
export interface PathOf extends PathPicks {
  topic: string;
}

/**
 * The posts of topic ?2 that the page did not pick (?3, a JSON array), in path order
 * (client/data/learning-path.ts's pathOrder): by difficulty, then oldest first, then by slug,
 * descending. Each statement finds one row through the posts_path index (migrations/0004),
 * however many posts the topic has.
 */
const UNPICKED = `p.published = 1 AND p.topic = ?2 AND p.slug NOT IN (SELECT value FROM json_each(?3))`;
/** This post (?1) as an unpicked member of the path; no row when it is not one. */
const ME = `(SELECT path_level AS level, path_at AS at, slug FROM posts WHERE slug = ?1 AND published = 1 AND topic = ?2
  AND slug NOT IN (SELECT value FROM json_each(?3))) AS me`;
/** This post's place on the path by difficulty (NULL, so no row matches, when it is not published). */
const MY_LEVEL = `(SELECT path_level FROM posts WHERE slug = ?1 AND published = 1)`;
const FORWARD = "ORDER BY p.path_level, p.path_at, p.slug DESC LIMIT 1";
const BACKWARD = "ORDER BY p.path_level DESC, p.path_at DESC, p.slug LIMIT 1";

/**
 * What the post's path neighbours are found among: every picked post (a short list, the
 * page's own) and the unpicked posts next to this one. A picked post stands before the
 * unpicked ones of its difficulty, so the unpicked post before it is the last of an easier
 * difficulty, and the one after it the first of its own or a harder one; the page's "Start
 * here" post is followed by the first unpicked post of all.
 */
function pathStatements(db: D1Database, slug: string, { topic, picked }: PathOf): D1PreparedStatement[] {
  const bind = (statement: D1PreparedStatement) => statement.bind(slug, topic, JSON.stringify(picked));
  return [
    // Picked posts and this post, whatever their topic.
    db.prepare(`SELECT ${PATH_COLUMNS} ${BY_SLUG}`).bind(JSON.stringify([slug, ...picked])),
    // Just before and just after this post, when it is an unpicked one.
    bind(
      db.prepare(
        `SELECT ${PATH_COLUMNS} FROM posts AS p, ${ME} WHERE ${UNPICKED}
         AND (p.path_level, p.path_at) <= (me.level, me.at) AND NOT (p.path_level = me.level AND p.path_at = me.at AND p.slug <= me.slug)
         ${BACKWARD}`,
      ),
    ),
    bind(
      db.prepare(
        `SELECT ${PATH_COLUMNS} FROM posts AS p, ${ME} WHERE ${UNPICKED}
         AND (p.path_level, p.path_at) >= (me.level, me.at) AND NOT (p.path_level = me.level AND p.path_at = me.at AND p.slug >= me.slug)
         ${FORWARD}`,
      ),
    ),
    // Around a picked post: the last unpicked one of an easier difficulty, the first of its own or harder.
    bind(db.prepare(`SELECT ${PATH_COLUMNS} FROM posts AS p WHERE ${UNPICKED} AND p.path_level < ${MY_LEVEL} ${BACKWARD}`)),
    bind(db.prepare(`SELECT ${PATH_COLUMNS} FROM posts AS p WHERE ${UNPICKED} AND p.path_level >= ${MY_LEVEL} ${FORWARD}`)),
    // After the "Start here" post: the first unpicked post of all.
    bind(db.prepare(`SELECT ${PATH_COLUMNS} FROM posts AS p WHERE ${UNPICKED} ${FORWARD}`)),
  ];
}

/**
 * The post's neighbours on the path: the members found, in path order, hold this post and the
 * posts just before and after it (see pathStatements), so its neighbours among them are its
 * neighbours on the whole path. A post that is not on its path has none.
 */
function pathNeighbours(
  slug: string,
  path: PathOf,
  found: PostSummary[][],
): { pathPrevious: PostSummary | null; pathNext: PostSummary | null; onPath: boolean } {
  const [withMe = [], ...unpicked] = found;
  const me = withMe.find((summary) => summary.slug === slug);
  const member = (summary: PostSummary) =>
    summary.topic === path.topic || summary.slug === path.start || path.picked.includes(summary.slug);
  if (!me || !member(me)) return { pathPrevious: null, pathNext: null, onPath: false };
  const bySlug = new Map([...withMe, ...unpicked.flat()].map((summary) => [summary.slug, summary]));
  const members = [...bySlug.values()].filter(member).sort(pathOrder(path));
  const step = members.findIndex((summary) => summary.slug === slug);
  return { pathPrevious: members[step - 1] ?? null, pathNext: members[step + 1] ?? null, onPath: true };
}

/** A post as readNeighbours needs it. */
export interface NeighboursOf {
  slug: string;
  authorId: string;
  published: string | null;
  topic: string | null;
  boards: readonly string[];
}

/**
 * Boards whose posts a post's related list looks at: its first few (a post names one or two;
 * each is one bounded read).
 */
export const RELATED_BOARDS = 3;

/**
 * A post's neighbours and the candidates for its related posts, in one D1 round trip (plus
 * the author names): on its topic's learning path (`path`, null for a post with no topic);
 * before and after it in publishing order, among the posts of its first board when it names
 * one; the newest posts of each of its boards and of its topic; and the posts whose titles
 * share the most words with its own (`words`, FTS5 terms, from worker/posts/related.ts).
 * Every read is bounded and indexed (migrations/0004, 0006). Throws on D1 failure.
 */
export async function readNeighbours(
  db: D1Database,
  post: NeighboursOf,
  related: number,
  path: PathOf | null,
  words: string[],
): Promise<PostNeighbours> {
  const at = post.published ?? "";
  const others = `published = 1 AND slug != ?1`;
  // Enough extra rows that leaving out previous and next still fills the related list.
  const extra = related + 2;
  const boards = post.boards.slice(0, RELATED_BOARDS);
  const [board] = boards;
  const onBoard = `FROM post_boards AS b JOIN posts AS p ON p.slug = b.slug WHERE b.board = ?3 AND b.slug != ?1 AND p.published = 1`;
  const statements = {
    previous: board
      ? db
          .prepare(
            `SELECT ${PATH_COLUMNS} ${onBoard} AND (b.created_at, b.slug) < (?2, ?1) ORDER BY b.created_at DESC, b.slug DESC LIMIT 1`,
          )
          .bind(post.slug, at, board)
      : db
          .prepare(`SELECT ${COLUMNS} FROM posts WHERE ${others} AND (created_at, slug) < (?2, ?1) ${NEWEST} LIMIT 1`)
          .bind(post.slug, at),
    next: board
      ? db
          .prepare(
            `SELECT ${PATH_COLUMNS} ${onBoard} AND (b.created_at, b.slug) > (?2, ?1) ORDER BY b.created_at, b.slug LIMIT 1`,
          )
          .bind(post.slug, at, board)
      : db
          .prepare(
            `SELECT ${COLUMNS} FROM posts WHERE ${others} AND (created_at, slug) > (?2, ?1) ORDER BY created_at, slug LIMIT 1`,
          )
          .bind(post.slug, at),
    sameTopic: db
      .prepare(`SELECT ${COLUMNS} FROM posts WHERE ${others} AND topic = ?2 ${NEWEST} LIMIT ?3`)
      .bind(post.slug, post.topic, extra),
    sameBoard: boards.map((each) =>
      db
        .prepare(`SELECT ${PATH_COLUMNS} ${onBoard} ORDER BY b.created_at DESC, b.slug DESC LIMIT ?2`)
        .bind(post.slug, extra, each),
    ),
    // The FTS5 rank (bm25) puts titles sharing rarer words first; this post's own title is one of them.
    sameWords: words.length
      ? [
          db
            .prepare(
              // CROSS JOIN keeps the best matches first in the plan: each is one rowid lookup in posts.
              `SELECT ${PATH_COLUMNS} FROM (SELECT rowid, rank FROM post_titles WHERE post_titles MATCH ?2 ORDER BY rank LIMIT ?3) AS t
               CROSS JOIN posts AS p ON p.rowid = t.rowid WHERE p.published = 1 AND p.slug != ?1 ORDER BY t.rank`,
            )
            .bind(post.slug, words.join(" OR "), extra + 1),
        ]
      : [],
    path: path ? pathStatements(db, post.slug, path) : [],
  };
  const answers = (
    await db.batch<Record<string, unknown>>([
      statements.previous,
      statements.next,
      statements.sameTopic,
      ...statements.sameBoard,
      ...statements.sameWords,
      ...statements.path,
    ])
  ).map((rows) => rowsOf(rows).map(summaryOf));
  const take = (count: number) => answers.splice(0, count);
  const [[previous] = [], [next] = [], sameTopic = []] = take(3);
  // Board by board in turn, so a post on two boards finds posts of both among its first.
  const perBoard = take(statements.sameBoard.length);
  const sameBoard = Array.from({ length: extra }, (_, index) => perBoard.map((rows) => rows[index]))
    .flat()
    .filter((summary): summary is PostSummary => summary !== undefined);
  const [sameWords = []] = take(statements.sameWords.length);
  const result = {
    previous: previous ?? null,
    next: next ?? null,
    ...(path
      ? pathNeighbours(post.slug, path, take(statements.path.length))
      : { pathPrevious: null, pathNext: null, onPath: false }),
    sameBoard,
    sameTopic: post.topic ? sameTopic : [],
    sameWords,
  };
  const shown = [
    result.previous,
    result.next,
    result.pathPrevious,
    result.pathNext,
    ...result.sameBoard,
    ...result.sameTopic,
    ...result.sameWords,
  ].filter((summary): summary is PostSummary => summary !== null);
  return { ...result, authors: await authorNames(db, shown, [post.authorId]) };
}

/** Every published slug, in order, for the sitemap. Throws on D1 failure. */
export async function readPublishedSlugs(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare("SELECT slug FROM posts WHERE published = 1 ORDER BY slug").all<{ slug: string }>();
  return results.map(({ slug }) => slug);
}
