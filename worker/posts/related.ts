import { BOARD_IDS, type BoardId } from "../../client/data/post-schema";
import type { PostSummary } from "../../client/data/post-summary";

/**
 * Boards that are built with alike (issue 31): the same chip maker's toolchain, the same
 * headers and shields, the same operating system. A related list never shows a post of another
 * family while a post of the same board exists.
 */
export const BOARD_FAMILIES: { [B in BoardId]: string } = {
  "arduino-uno": "arduino",
  "arduino-nano": "arduino",
  "arduino-mega": "arduino",
  esp32: "espressif",
  "esp32-cam": "espressif",
  esp8266: "espressif",
  "raspberry-pi-pico": "rp2040",
  "raspberry-pi-zero": "raspberry-pi-linux",
  "raspberry-pi-4": "raspberry-pi-linux",
};

const isBoard = (id: string): id is BoardId => (BOARD_IDS as readonly string[]).includes(id);
const familiesOf = (boards: readonly string[]) => new Set(boards.filter(isBoard).map((board) => BOARD_FAMILIES[board]));

/** Whether two posts are built on the same board (false when either names none). */
export const sharesBoard = (a: readonly string[], b: readonly string[]): boolean => a.some((board) => b.includes(board));

/**
 * Whether a reader following `post` may be sent to `other`: it names no board, or one of the
 * post's (a post naming no board goes anywhere).
 */
export const followsBoard = (post: readonly string[], other: readonly string[]): boolean =>
  !post.length || !other.length || sharesBoard(post, other);

/** Words too common in titles to say two posts are alike. */
const COMMON = new Set(
  "a an and are as at by for from how in into is it its of on or the to with without your you using use make build first".split(
    " ",
  ),
);
/** Title words a related-posts query uses at most (the first ones: titles lead with their subject). */
export const TITLE_WORDS = 8;

/**
 * A title's words as FTS5 terms (quoted, so no word is read as an operator), split as the
 * post_titles table's unicode61 tokenizer splits them (migrations/0006): "HC-SR04" is "hc" and
 * "sr04". Common words and single letters are left out.
 */
export function titleTerms(title: string): string[] {
  const words = title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !COMMON.has(word));
  return [...new Set(words)].slice(0, TITLE_WORDS).map((word) => `"${word}"`);
}

/** The candidates a post's related list is chosen from (worker/read-model/read.ts). */
export interface RelatedCandidates {
  sameBoard: readonly PostSummary[];
  sameTopic: readonly PostSummary[];
  sameWords: readonly PostSummary[];
}

/**
 * A post's related posts, at most `limit`, none of them in `leaveOut`: posts of the same board
 * first (those also on its topic before the others), then of the same topic, then those whose
 * titles share its words. Within each tier a post of the same board family, or naming no
 * board, comes before one of another family; and when the post names a board that other posts
 * use too, no post of another family is shown at all. Each tier keeps its read order (newest
 * first; best title match first).
 */
export function relatedPosts(
  post: { slug: string; topic: string | null; boards: readonly string[] },
  candidates: RelatedCandidates,
  leaveOut: ReadonlySet<string>,
  limit: number,
): PostSummary[] {
  const families = familiesOf(post.boards);
  const boardsOf = (summary: PostSummary) => summary.boards ?? [];
  const sameBoard = (summary: PostSummary) => sharesBoard(post.boards, boardsOf(summary));
  const otherFamily = (summary: PostSummary) => {
    const theirs = familiesOf(boardsOf(summary));
    return theirs.size > 0 && families.size > 0 && ![...theirs].some((family) => families.has(family));
  };
  const boardHasOthers = candidates.sameBoard.some((summary) => summary.slug !== post.slug);
  const tier = (summary: PostSummary, read: number) => {
    const onTopic = post.topic !== null && summary.topic === post.topic;
    if (sameBoard(summary)) return onTopic ? 0 : 1;
    // The read tier: 2 same topic, 3 title words.
    return read;
  };
  const seen = new Set<string>();
  const ranked: Array<{ summary: PostSummary; tier: number; family: number; order: number }> = [];
  const reads: Array<[readonly PostSummary[], number]> = [
    [candidates.sameBoard, 1],
    [candidates.sameTopic, 2],
    [candidates.sameWords, 3],
  ];
  for (const [list, read] of reads)
    for (const summary of list) {
      if (summary.slug === post.slug || leaveOut.has(summary.slug) || seen.has(summary.slug)) continue;
      if (boardHasOthers && otherFamily(summary)) continue;
      seen.add(summary.slug);
      // For a post naming boards: its own family first, then posts naming none, then other families.
      const family = !families.size ? 0 : otherFamily(summary) ? 2 : familiesOf(boardsOf(summary)).size ? 0 : 1;
      ranked.push({ summary, tier: tier(summary, read), family, order: ranked.length });
    }
  return ranked
    .sort((a, b) => a.tier - b.tier || (a.tier >= 2 ? a.family - b.family : 0) || a.order - b.order)
    .slice(0, limit)
    .map(({ summary }) => summary);
}
