import { BOARD_IDS, DIFFICULTIES, type BoardId, type Difficulty } from "../../client/data/post-schema";
import type { PostSummary } from "../../client/data/post-summary";
import { linkedSlugs, topicPages } from "../../client/data/topics";

/** What pages that list posts read: the published posts' summaries and the authors' display names. */
export interface PostIndex {
  /** Newest first. */
  posts: PostSummary[];
  /** Author account ids to the display names on their documents (admin-posts/{id}), for bylines. */
  authors: Record<string, string>;
}

/**
 * Posts the lists hold: the newest this many, plus every post a topic page links to. This
 * bounds the cached copy and the isolate memory however large the site grows; older posts
 * are still in the sitemap and in search.
 */
export const LISTED_POSTS = 3_000;

/** Slugs some topic page links to, which stay listed at any age. */
const linkedFromTopics = JSON.stringify([...new Set([...topicPages.values()].flatMap((page) => linkedSlugs(page.content)))]);

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

/** The published posts (see LISTED_POSTS) and the author names, in one D1 round trip. Throws on D1 failure. */
export async function readPostIndex(db: D1Database): Promise<PostIndex> {
  const [newest, linked, authors] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT ${COLUMNS} FROM posts WHERE published = 1 ORDER BY created_at DESC LIMIT ?1`).bind(LISTED_POSTS),
    db
      .prepare(`SELECT ${COLUMNS} FROM posts WHERE published = 1 AND slug IN (SELECT value FROM json_each(?1))`)
      .bind(linkedFromTopics),
    db.prepare("SELECT id, name FROM authors WHERE name IS NOT NULL"),
  ]);
  const rows = new Map<string, PostRow>();
  for (const row of [...(newest!.results as unknown as PostRow[]), ...(linked!.results as unknown as PostRow[])])
    rows.set(row.slug, row);
  return {
    posts: [...rows.values()].map(summaryOf).sort((a, b) => (b.published ?? "").localeCompare(a.published ?? "")),
    authors: Object.fromEntries(
      (authors!.results as unknown as Array<{ id: string; name: string }>).map(({ id, name }) => [id, name]),
    ),
  };
}
