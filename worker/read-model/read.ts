import { BOARD_IDS, DIFFICULTIES, type BoardId, type Difficulty } from "../../client/data/post-schema";
import type { PostSummary } from "../../client/data/post-summary";

/**
 * Rows of the read model a page shows, with the display names of their authors. Each page
 * kind asks only for its own rows (./read.ts), so no request loads every post.
 */
export interface PostList {
  /** Newest first. */
  posts: PostSummary[];
  /** Author account ids to the display names on their documents (admin-posts/{id}), for bylines. */
  authors: Record<string, string>;
}

/** A post's neighbours in publishing order and its related posts, for the post page. */
export interface PostNeighbours {
  /** Published just before this post. */
  previous: PostSummary | null;
  /** Published just after this post. */
  next: PostSummary | null;
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

/**
 * Every published post of a topic page: those whose topic is the page and those the page
 * links to, newest first. Throws on D1 failure.
 */
export async function readTopicPosts(db: D1Database, topic: string, linked: string[]): Promise<PostList> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM posts WHERE published = 1 AND (topic = ?1 OR slug IN (SELECT value FROM json_each(?2))) ${NEWEST}`,
    )
    .bind(topic, JSON.stringify(linked))
    .all<PostRow>();
  const posts = results.map(summaryOf);
  return { posts, authors: await authorNames(db, posts) };
}

/**
 * A post's previous and next in publishing order and up to `related` posts of its topic
 * and of its author, in one D1 round trip (plus the author names). Throws on D1 failure.
 */
export async function readNeighbours(
  db: D1Database,
  post: { slug: string; published: string | null; topic: string | null; authorId: string },
  related: number,
): Promise<PostNeighbours> {
  const at = post.published ?? "";
  const others = `published = 1 AND slug != ?1`;
  // Enough extra rows that leaving out previous and next still fills the related list.
  const extra = related + 2;
  const [previous, next, sameTopic, sameAuthor] = await db.batch<Record<string, unknown>>([
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
  ]);
  const result = {
    previous: rowsOf(previous).map(summaryOf)[0] ?? null,
    next: rowsOf(next).map(summaryOf)[0] ?? null,
    sameTopic: post.topic ? rowsOf(sameTopic).map(summaryOf) : [],
    sameAuthor: rowsOf(sameAuthor).map(summaryOf),
  };
  const shown = [result.previous, result.next, ...result.sameTopic, ...result.sameAuthor].filter(
    (summary): summary is PostSummary => summary !== null,
  );
  return { ...result, authors: await authorNames(db, shown, [post.authorId]) };
}

/** Every published slug, in order, for the sitemap. Throws on D1 failure. */
export async function readPublishedSlugs(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare("SELECT slug FROM posts WHERE published = 1 ORDER BY slug").all<{ slug: string }>();
  return results.map(({ slug }) => slug);
}
