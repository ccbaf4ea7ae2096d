import type { PartChange, Piece } from "../data/post-diff";

/** Words of unchanged text kept on each side of a change; the middle of a longer run is left out. */
const CONTEXT_WORDS = 12;
/** Words of an added or removed run shown before the rest is left out (a part added whole may be long). */
const RUN_WORDS = 300;

/** The text with only its first `start` and last `end` words, "…" in between, when it is longer than that. */
function elide(text: string, start: number, end: number): string {
  const lead = /^\s*/.exec(text)![0];
  const words = text.slice(lead.length).match(/\S+\s*/g) ?? [];
  // Leaving out a few words saves nothing.
  if (words.length <= start + end + 4) return text;
  const head = words.slice(0, start).join("");
  const tail = end ? words.slice(-end).join("") : "";
  return `${start ? lead : ""}${head}… ${tail}`;
}

/** What a screen reader hears around a change, which sighted authors see by its colour and line. */
export interface ChangeWords {
  removed: string;
  added: string;
}

export const HISTORY_WORDS: ChangeWords = { removed: "removed:", added: "added:" };

interface DiffTextProps {
  pieces: Piece[];
  /** Both versions in one text, or only the older's words (its removals marked), or only the newer's. */
  show: "both" | "older" | "newer";
  words?: ChangeWords;
}

/**
 * A part's text word by word: removed words in <del>, added ones in <ins> (each with words
 * for screen readers, `data-start` and `data-end`), and long unchanged runs shortened to the words around each change,
 * so the change itself is always on screen.
 */
export function DiffText({ pieces, show, words = HISTORY_WORDS }: DiffTextProps) {
  const last = pieces.length - 1;
  return (
    <>
      {pieces.map((piece, at) => {
        if (piece.change === "same") {
          const text = last === 0 ? piece.text : elide(piece.text, at > 0 ? CONTEXT_WORDS : 0, at < last ? CONTEXT_WORDS : 0);
          return <span key={at}>{text}</span>;
        }
        if ((piece.change === "removed" && show === "newer") || (piece.change === "added" && show === "older")) return null;
        const Mark = piece.change === "removed" ? "del" : "ins";
        // The words for screen readers are the mark's own ::before and ::after (site.css), so
        // the text copies and reads as the post's own, and says where each change starts and ends.
        return (
          <Mark key={at} data-start={piece.change === "removed" ? words.removed : words.added} data-end="(end)">
            {elide(piece.text, RUN_WORDS, 0)}
          </Mark>
        );
      })}
    </>
  );
}

/**
 * A changed part's name, whole: its label, and what happened to it when it is not only its
 * words (`status` says it for a part one side lacks; a code block's language, a heading's level).
 */
export function partName(change: PartChange, status: { added: string; removed: string }): string {
  const { before, after } = change;
  if (change.status !== "changed") return `${change.label} (${status[change.status]})`;
  if (before && after && before.detail !== after.detail)
    return `${change.label} (was ${before.detail ? `${before.kind}, ${before.detail}` : before.kind})`;
  return change.label;
}
