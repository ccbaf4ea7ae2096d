/**
 * A topic's learning path (issue 21): every published post whose topic is the page, from the
 * index, so a new post appears at once. The page's hand-picked slugs only order them: its
 * "Start here" post first, then by difficulty (beginner first), the page's picks first within
 * each, then oldest first, so the path reads as a course.
 */
import { DIFFICULTIES, type Difficulty } from "./post-schema";
import type { PostSummary } from "./post-summary";

/**
 * Tutorials of each difficulty a topic page lists at most (issue 22: a page asks for what it
 * shows, so a topic with thousands of posts is not one huge page); the page says how many
 * more there are and leaves them to search and to each post's Previous and Next.
 */
export const PATH_SHOWN = 15;

/** How many tutorials a topic's path holds, by difficulty ("none": not given). */
export type PathCounts = Partial<Record<Difficulty | "none", number>>;

/** The tutorials a path view has under a difficulty filter (null: all). */
export const pathTotal = (counts: PathCounts, difficulty: Difficulty | null): number =>
  difficulty ? (counts[difficulty] ?? 0) : Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);

/** A path's place for a difficulty: beginner first, "not given" last (path_level in migrations/0004). */
export const pathLevel = (difficulty: Difficulty | null | undefined): number =>
  difficulty ? DIFFICULTIES.indexOf(difficulty) : DIFFICULTIES.length;

/** What a topic page itself says about its path: its "Start here" post and its own list, in its order. */
export interface PathPicks {
  start: string | null;
  picked: readonly string[];
}

/**
 * The path's order (issue 31): the page's "Start here" post first, then by difficulty
 * (beginner first, "not given" last); within a difficulty the page's own picks in its order (a
 * slug picked twice takes its last place), then oldest first, then (for posts created at the
 * same moment) by slug, descending. The post page's Previous and Next
 * (worker/read-model/read.ts) follow the same order.
 */
export function pathOrder({ start, picked }: PathPicks): (a: PostSummary, b: PostSummary) => number {
  const order = new Map(picked.map((slug, index) => [slug, index]));
  return (a, b) => {
    const first = Number(b.slug === start) - Number(a.slug === start);
    if (first) return first;
    const byLevel = pathLevel(a.difficulty) - pathLevel(b.difficulty);
    if (byLevel) return byLevel;
    const pickA = order.get(a.slug) ?? Infinity;
    const pickB = order.get(b.slug) ?? Infinity;
    if (pickA !== pickB) return pickA - pickB;
    // Compared as SQLite compares path_at and slug, so the page and the post pages agree.
    const atA = a.published ?? "";
    const atB = b.published ?? "";
    if (atA !== atB) return atA < atB ? -1 : 1;
    return a.slug < b.slug ? 1 : a.slug > b.slug ? -1 : 0;
  };
}

/**
 * The posts of a topic in path order (pathOrder). A picked post of another topic still shows.
 */
export function topicPath(posts: readonly PostSummary[], topic: string, picks: PathPicks): PostSummary[] {
  const members = posts.filter((post) => post.topic === topic || post.slug === picks.start || picks.picked.includes(post.slug));
  return [...members].sort(pathOrder(picks));
}

/** `?difficulty=` as a filter: absent is null (all), a known level is that level, anything else is "invalid". */
export function difficultyFilter(values: readonly string[]): Difficulty | null | "invalid" {
  if (!values.length) return null;
  const [value] = values;
  return values.length === 1 && (DIFFICULTIES as readonly string[]).includes(value!) ? (value as Difficulty) : "invalid";
}
