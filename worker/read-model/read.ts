import { BOARD_IDS, DIFFICULTIES, type BoardId, type Difficulty } from "../../client/data/post-schema";
import type { PostSummary } from "../../client/data/post-summary";
import { PATH_SHOWN, type PathCounts } from "../../client/data/learning-path";

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

/** A post's neighbours in publishing order and on its topic's learning path, and its related posts, for the post page. */
export interface PostNeighbours {
  /** Published just before this post. */
  previous: PostSummary | null;
  /** Published just after this post. */
  next: PostSummary | null;
  /**
   * Just before and just after this post on its topic's learning path
   * (client/data/learning-path.ts); both null when it is on none.
   */
  pathPrevious: PostSummary | null;
  pathNext: PostSummary | null;
  /** Newest first, this post and its previous and next left out. */
  sameTopic: PostSummary[];
  sameAuthor: PostSummary[];
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
    db.prepare(`SELECT ${COLUMNS} FROM posts WHERE published = 1 AND slug IN (SELECT value FROM json_each(?1))`).bind(others),
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

/** The learning path a post is on: its topic and the topic page's own slugs, in the page's order. */
export interface PathOf {
  topic: string;
  picked: readonly string[];
}

/**
 * Path order (client/data/learning-path.ts's topicPath) of the posts of topic ?2 that the page
 * did not pick (?3, a JSON array): by difficulty, then oldest first, then (as the path's
 * stable sort leaves posts created at the same moment) by slug, descending. Each statement
 * finds one row through the posts_path index (migrations/0004), however many posts the topic has.
 */
const UNPICKED = `p.published = 1 AND p.topic = ?2 AND p.slug NOT IN (SELECT value FROM json_each(?3))`;
/** This post (?1) as an unpicked member of the path; no row when it is not one. */
const ME = `(SELECT path_level AS level, path_at AS at, slug FROM posts WHERE slug = ?1 AND published = 1 AND topic = ?2
  AND slug NOT IN (SELECT value FROM json_each(?3))) AS me`;
const PATH_COLUMNS = COLUMNS.split(", ")
  .map((column) => `p.${column}`)
  .join(", ");

function pathStatements(db: D1Database, slug: string, { topic, picked }: PathOf): D1PreparedStatement[] {
  const bind = (statement: D1PreparedStatement) => statement.bind(slug, topic, JSON.stringify(picked));
  return [
    bind(db.prepare(`SELECT ${COLUMNS} FROM posts WHERE published = 1 AND slug IN (SELECT value FROM json_each(?3))`)),
    bind(db.prepare(`SELECT me.slug FROM ${ME}`)),
    bind(
      db.prepare(
        `SELECT ${PATH_COLUMNS} FROM posts AS p, ${ME} WHERE ${UNPICKED}
         AND (p.path_level, p.path_at) <= (me.level, me.at) AND NOT (p.path_level = me.level AND p.path_at = me.at AND p.slug <= me.slug)
         ORDER BY p.path_level DESC, p.path_at DESC, p.slug LIMIT 1`,
      ),
    ),
    bind(
      db.prepare(
        `SELECT ${PATH_COLUMNS} FROM posts AS p, ${ME} WHERE ${UNPICKED}
         AND (p.path_level, p.path_at) >= (me.level, me.at) AND NOT (p.path_level = me.level AND p.path_at = me.at AND p.slug >= me.slug)
         ORDER BY p.path_level, p.path_at, p.slug DESC LIMIT 1`,
      ),
    ),
    bind(
      db.prepare(
        `SELECT ${PATH_COLUMNS} FROM posts AS p WHERE ${UNPICKED} ORDER BY p.path_level, p.path_at, p.slug DESC LIMIT 1`,
      ),
    ),
  ];
}

/**
 * The post's neighbours on the path from the statements' answers: the picked posts come
 * first, in the page's order (a slug picked twice takes its last place, as topicPath does),
 * then the unpicked ones.
 */
function pathNeighbours(
  slug: string,
  { picked }: PathOf,
  [pickedRows, me, before, after, firstUnpicked]: PostSummary[][],
): { pathPrevious: PostSummary | null; pathNext: PostSummary | null } {
  const order = new Map(picked.map((each, index) => [each, index]));
  const steps = [...(pickedRows ?? [])].sort((a, b) => order.get(a.slug)! - order.get(b.slug)!);
  const step = steps.findIndex((summary) => summary.slug === slug);
  if (step >= 0) return { pathPrevious: steps[step - 1] ?? null, pathNext: steps[step + 1] ?? firstUnpicked?.[0] ?? null };
  if (!me?.length) return { pathPrevious: null, pathNext: null };
  return { pathPrevious: before?.[0] ?? steps.at(-1) ?? null, pathNext: after?.[0] ?? null };
}

/**
 * A post's previous and next in publishing order and on its topic's learning path (`path`,
 * null for a post with no topic), and up to `related` posts of its topic and of its author,
 * in one D1 round trip (plus the author names). Throws on D1 failure.
 */
export async function readNeighbours(
  db: D1Database,
  post: { slug: string; published: string | null; topic: string | null; authorId: string },
  related: number,
  path: PathOf | null,
): Promise<PostNeighbours> {
  const at = post.published ?? "";
  const others = `published = 1 AND slug != ?1`;
  // Enough extra rows that leaving out previous and next still fills the related list.
  const extra = related + 2;
  const [previous, next, sameTopic, sameAuthor, ...onPath] = await db.batch<Record<string, unknown>>([
    db
      .prepare(`SELECT ${COLUMNS} FROM posts WHERE ${others} AND (created_at, slug) < (?2, ?1) ${NEWEST} LIMIT 1`)
      .bind(post.slug, at),
    db
      .prepare(`SELECT ${COLUMNS} FROM posts WHERE ${others} AND (created_at, slug) > (?2, ?1) ORDER BY created_at, slug LIMIT 1`)
      .bind(post.slug, at),
    db
      .prepare(`SELECT ${COLUMNS} FROM posts WHERE ${others} AND topic = ?2 ${NEWEST} LIMIT ?3`)
      .bind(post.slug, post.topic, extra),
    db
      .prepare(`SELECT ${COLUMNS} FROM posts WHERE ${others} AND author_id = ?2 ${NEWEST} LIMIT ?3`)
      .bind(post.slug, post.authorId, extra),
    ...(path ? pathStatements(db, post.slug, path) : []),
  ]);
  const result = {
    previous: rowsOf(previous).map(summaryOf)[0] ?? null,
    next: rowsOf(next).map(summaryOf)[0] ?? null,
    ...(path
      ? pathNeighbours(
          post.slug,
          path,
          onPath.map((rows) => rowsOf(rows).map(summaryOf)),
        )
      : { pathPrevious: null, pathNext: null }),
    sameTopic: post.topic ? rowsOf(sameTopic).map(summaryOf) : [],
    sameAuthor: rowsOf(sameAuthor).map(summaryOf),
  };
  const shown = [
    result.previous,
    result.next,
    result.pathPrevious,
    result.pathNext,
    ...result.sameTopic,
    ...result.sameAuthor,
  ].filter((summary): summary is PostSummary => summary !== null);
  return { ...result, authors: await authorNames(db, shown, [post.authorId]) };
}

/** Every published slug, in order, for the sitemap. Throws on D1 failure. */
export async function readPublishedSlugs(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare("SELECT slug FROM posts WHERE published = 1 ORDER BY slug").all<{ slug: string }>();
  return results.map(({ slug }) => slug);
}
