/**
 * A topic's learning path (issue 21): every published post whose topic is the page, from the
 * index, so a new post appears at once. The page's hand-picked slugs only order them: picked
 * posts first in the page's order, then by difficulty (beginner first), then oldest first, so
 * the path reads as a course.
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

const rank = (difficulty: Difficulty | null | undefined): number =>
  difficulty ? DIFFICULTIES.indexOf(difficulty) : DIFFICULTIES.length;

/**
 * The posts of a topic in path order. `picked` are the page's own slugs (its "Start here" and
 * step-by-step list); a picked post of another topic still shows, where the page put it.
 */
export function topicPath(posts: readonly PostSummary[], topic: string, picked: readonly string[]): PostSummary[] {
  const order = new Map(picked.map((slug, index) => [slug, index]));
  const members = posts.filter((post) => post.topic === topic || order.has(post.slug));
  return [...members].sort((a, b) => {
    const pickedA = order.get(a.slug) ?? Infinity;
    const pickedB = order.get(b.slug) ?? Infinity;
    if (pickedA !== pickedB) return pickedA - pickedB;
    const byLevel = rank(a.difficulty) - rank(b.difficulty);
    if (byLevel) return byLevel;
    return (a.published ?? "").localeCompare(b.published ?? "");
  });
}

/** `?difficulty=` as a filter: absent is null (all), a known level is that level, anything else is "invalid". */
export function difficultyFilter(values: readonly string[]): Difficulty | null | "invalid" {
  if (!values.length) return null;
  const [value] = values;
  return values.length === 1 && (DIFFICULTIES as readonly string[]).includes(value!) ? (value as Difficulty) : "invalid";
}
