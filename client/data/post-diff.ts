/**
 * What changed between two versions of a post, in the words the author wrote: the server
 * summarises each save with it (worker/studio/version-stamp.ts), and the studio's history
 * and conflict view show it word by word. Each version is flattened into labelled parts
 * ("Title", "Section “Wiring” · Paragraph 2", "Section “Code” · Code (Arduino sketch) 1"),
 * read by the one lenient reader and worded by the block-kind table; the parts are lined up
 * with jsdiff's array diff and each changed part is compared word by word.
 *
 * The studio loads this module (and jsdiff with it) only with import(), when it compares.
 * The work is bounded (COMPARE_LIMITS): a post at the size limit compares in a bounded time.
 */
import { diffArrays, diffWordsWithSpace } from "diff";
import { BLOCK_KIND_RULES, rulesOf } from "./block-kinds";
import { blockAddresses, blockText } from "./block-text";
import { codeLanguage } from "./code-languages";
import { META_FIELD_LABELS, POST_FIELD_LABELS } from "./field-labels";
import { kindOf, META_KEYS, type Block, type BlockValue } from "./post-schema";
import { readStoredPost, type ReadBlock } from "./stored-post";

export const COMPARE_LIMITS = {
  /** Characters of one part compared; the rest of a longer part is left out. */
  partChars: 20_000,
  /** Characters of one version compared in all (a post's body is at most 900 KB). */
  versionChars: 400_000,
  /** Parts added, removed or moved past which the parts are lined up by their labels instead. */
  partEdits: 200,
  /** Words and spaces changed in one part past which it is shown as replaced whole. */
  wordEdits: 200,
  /**
   * Words and spaces changed in all the parts compared word by word; past them, a changed
   * part is shown replaced whole. Comparing costs about the square of the edits, so this
   * and the limit a part keep a rewritten post as cheap as a few edited paragraphs.
   */
  allWordEdits: 2_000,
  /** Parts that share less than this share of their words are rewritten: shown replaced whole, at no cost. */
  sharedWords: 0.2,
} as const;

/** One labelled part of a post: a field, a section's name or a block. */
export interface TextPart {
  /** Where it is, whole: "Title", "Section “Wiring” · Paragraph 2". */
  label: string;
  /** The section it is in ("Wiring", or "Section 2" when it has no name); null for the post's own fields. */
  section: string | null;
  /** What it is: a field's name ("Title") or a block's kind ("Paragraph", "Code"). */
  kind: string;
  /** What else tells two blocks of a kind apart: a code block's language and file, a heading's level. */
  detail: string;
  text: string;
  /** Whether its words are the post's words (a title, a paragraph), not a setting (the topic, the boards). */
  words: boolean;
}

/** A version's parts; `cut` when part of it was past COMPARE_LIMITS and left out. */
export interface PostParts {
  parts: TextPart[];
  cut: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value written outside the schema, as text to compare. */
const asComparable = (value: unknown): string => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

/** A block's kind, detail and text, in the block-kind table's words. */
function describeBlock(read: ReadBlock): { kind: string; detail: string; text: string } {
  if (!("block" in read)) return { kind: rulesOf(read.kind)?.label ?? read.kind, detail: "", text: read.words };
  const block: Block = read.block;
  const kind = kindOf(block);
  const value = (block as Record<string, unknown>)[kind];
  // A picture's address is part of what it shows, so a new picture is a change too.
  const text = [blockText(block), ...blockAddresses(block)].filter(Boolean).join(" ");
  const heading = /^h([1-6])$/.exec(kind);
  if (heading) return { kind: "Heading", detail: `level ${heading[1]}`, text };
  let detail = "";
  if (kind === "code" && isRecord(value)) {
    const code = value as Exclude<BlockValue<"code">, string>;
    detail = [code.lang ? (codeLanguage(code.lang)?.label ?? code.lang) : "", code.file ?? ""].filter(Boolean).join(", ");
  } else if (kind === "wiring") detail = (value as BlockValue<"wiring">).board;
  return { kind: BLOCK_KIND_RULES[kind].label, detail, text };
}

/**
 * A stored post (or a body the studio would send) as labelled parts, in reading order: its
 * fields, then each section's name and blocks, then the plain content and what the schema
 * does not know. Empty fields are left out, so a field filled in later reads as added.
 */
export function postParts(data: unknown): PostParts {
  const read = readStoredPost(data);
  const parts: TextPart[] = [];
  const field = (label: string, text: string | undefined, words: boolean) => {
    if (text) parts.push({ label, section: null, kind: label, detail: "", text, words });
  };
  const { fields } = read;
  field(POST_FIELD_LABELS.title, fields.title, true);
  for (const key of META_KEYS) field(META_FIELD_LABELS[key], fields.meta[key], true);
  field(POST_FIELD_LABELS.draft, fields.draft ? "Draft" : "Published", false);
  field(POST_FIELD_LABELS.publishAt, fields.publishAt, false);
  field(POST_FIELD_LABELS.topic, fields.topic, false);
  field(POST_FIELD_LABELS.format, fields.format, false);
  field(POST_FIELD_LABELS.difficulty, fields.difficulty, false);
  field(POST_FIELD_LABELS.minutes, fields.minutes === undefined ? undefined : `${fields.minutes} minutes`, false);
  field(POST_FIELD_LABELS.boards, fields.boards?.join(", "), false);
  field(POST_FIELD_LABELS.tested, fields.tested?.join("\n"), true);

  const named = new Map<string, number>();
  (read.sections ?? []).forEach((section, at) => {
    const name = section.section.trim();
    const seen = name ? (named.get(name) ?? 0) + 1 : 0;
    if (name) named.set(name, seen);
    // Two sections of one name are told apart by their turn; a section with no name by its place.
    const shown = name ? (seen > 1 ? `${name} (${seen})` : name) : `Section ${at + 1}`;
    const where = name ? `Section “${shown}”` : shown;
    if (name) parts.push({ label: `${where} · Name`, section: shown, kind: "Name", detail: "", text: name, words: false });
    const turns = new Map<string, number>();
    for (const block of section.content) {
      const { kind, detail, text } = describeBlock(block);
      const turn = (turns.get(kind) ?? 0) + 1;
      turns.set(kind, turn);
      const label = `${where} · ${detail ? `${kind} (${detail})` : kind} ${turn}`;
      parts.push({ label, section: shown, kind, detail, text, words: true });
    }
  });
  field(POST_FIELD_LABELS.content, fields.content, true);
  for (const [key, value] of Object.entries(read.other)) field(key, asComparable(value), false);
  for (const [key, value] of Object.entries(read.otherMeta)) field(`meta › ${key}`, asComparable(value), false);

  // Bounded: each part, and the version as a whole.
  let left: number = COMPARE_LIMITS.versionChars;
  let cut = false;
  for (const part of parts) {
    const keep = Math.min(part.text.length, COMPARE_LIMITS.partChars, left);
    if (keep < part.text.length) {
      part.text = part.text.slice(0, keep);
      cut = true;
    }
    left -= keep;
  }
  return { parts, cut };
}

/** A run of text in a comparison: in both versions, only in the newer, or only in the older. */
export interface Piece {
  text: string;
  change: "same" | "added" | "removed";
}

/** One part that differs between two versions. */
export interface PartChange {
  /** "added": only the newer version has it; "removed": only the older; "changed": both, with other words. */
  status: "changed" | "added" | "removed";
  /** Where it is in the newer version (in the older one, for a removed part). */
  label: string;
  before: TextPart | null;
  after: TextPart | null;
  /** Its text, word by word. */
  pieces: Piece[];
  wordsAdded: number;
  wordsRemoved: number;
}

export interface PostComparison {
  /** The parts that differ, in the newer version's order. */
  changes: PartChange[];
  /** How many parts are the same in both. */
  unchanged: number;
  /** Part of a version was past COMPARE_LIMITS: what was compared is shown and counted. */
  cut: boolean;
}

/** Words as a reader counts them: runs of letters and digits (punctuation alone is no word). */
export const wordCount = (text: string): number => text.match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)?.length ?? 0;

const sameText = (a: TextPart, b: TextPart) => a.kind === b.kind && a.detail === b.detail && a.text === b.text;
const samePart = (a: TextPart, b: TextPart) => a.section === b.section && sameText(a, b);

/** The edits one comparison may still spend word by word (COMPARE_LIMITS.allWordEdits). */
interface Budget {
  edits: number;
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** Whether two texts share so few words that comparing them word by word would only say "rewritten". */
function rewritten(before: string, after: string): boolean {
  const [older, newer] = [wordsOf(before), wordsOf(after)];
  const larger = Math.max(older.size, newer.size);
  if (larger < 10) return false;
  let shared = 0;
  for (const word of older) if (newer.has(word)) shared += 1;
  return shared / larger < COMPARE_LIMITS.sharedWords;
}

function counted(pieces: Piece[], before: TextPart | null, after: TextPart | null) {
  const words = (change: Piece["change"]) =>
    pieces.filter((piece) => piece.change === change).reduce((sum, piece) => sum + wordCount(piece.text), 0);
  // Settings (the topic, the state) change no words of the post.
  const counts = (before ?? after)!.words;
  return { wordsAdded: counts ? words("added") : 0, wordsRemoved: counts ? words("removed") : 0 };
}

/**
 * Runs of the same text between two changes made of spaces only are folded into the
 * changes, so a replaced phrase reads as one removal and one addition, not word by word.
 */
function tidy(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  let removed = "";
  let added = "";
  const flush = () => {
    if (removed) out.push({ text: removed, change: "removed" });
    if (added) out.push({ text: added, change: "added" });
    removed = "";
    added = "";
  };
  pieces.forEach((piece, at) => {
    if (piece.change === "removed") removed += piece.text;
    else if (piece.change === "added") added += piece.text;
    else if (/^\s*$/.test(piece.text) && (removed || added) && pieces[at + 1] && pieces[at + 1]!.change !== "same") {
      removed += piece.text;
      added += piece.text;
    } else {
      flush();
      out.push(piece);
    }
  });
  flush();
  return out;
}

/** The larger of the removed and the added text in the run of changes from `at` on, going `step` (±1). */
function changeSize(pieces: Piece[], at: number, step: 1 | -1): number {
  let removed = 0;
  let added = 0;
  for (let index = at; index >= 0 && index < pieces.length && pieces[index]!.change !== "same"; index += step) {
    if (pieces[index]!.change === "removed") removed += pieces[index]!.text.length;
    else added += pieces[index]!.text.length;
  }
  return Math.max(removed, added);
}

/**
 * A word two rewritten phrases happen to share ("the" in "test it with the blink sketch"
 * and "check the polarity of the LED") is no shared text to a reader: an unchanged run no
 * longer than the changes on both sides of it is folded into them (diff-match-patch's
 * semantic cleanup), so each side reads as one phrase removed and one added.
 */
function readable(pieces: Piece[]): Piece[] {
  let current = tidy(pieces);
  for (let folded = true; folded;) {
    folded = false;
    for (let at = 1; at < current.length - 1; at += 1) {
      const piece = current[at]!;
      if (piece.change !== "same") continue;
      const size = piece.text.length;
      if (size > changeSize(current, at - 1, -1) || size > changeSize(current, at + 1, 1)) continue;
      current = tidy([
        ...current.slice(0, at),
        { text: piece.text, change: "removed" },
        { text: piece.text, change: "added" },
        ...current.slice(at + 1),
      ]);
      folded = true;
      break;
    }
  }
  return current;
}

function changedPart(before: TextPart, after: TextPart, budget: Budget): PartChange {
  const limit = Math.min(COMPARE_LIMITS.wordEdits, budget.edits);
  const tried = limit > 0 && !rewritten(before.text, after.text);
  const words = tried ? diffWordsWithSpace(before.text, after.text, { maxEditLength: limit }) : undefined;
  // What it cost: the edits it found, or all it was allowed when it gave up.
  if (tried) budget.edits -= words ? words.reduce((sum, run) => sum + (run.added || run.removed ? run.count : 0), 0) : limit;
  const pieces: Piece[] = words
    ? readable(
        words.map((change) => ({ text: change.value, change: change.added ? "added" : change.removed ? "removed" : "same" })),
      )
    : (
        [
          { text: before.text, change: "removed" },
          { text: after.text, change: "added" },
        ] satisfies Piece[]
      ).filter((piece) => piece.text);
  return { status: "changed", label: after.label, before, after, pieces, ...counted(pieces, before, after) };
}

const wholePart = (part: TextPart, status: "added" | "removed"): PartChange => {
  const pieces: Piece[] = [{ text: part.text, change: status }];
  return {
    status,
    label: part.label,
    before: status === "removed" ? part : null,
    after: status === "added" ? part : null,
    pieces,
    ...counted(pieces, status === "removed" ? part : null, status === "added" ? part : null),
  };
};

/**
 * Pairs the parts one run of edits removed with those it added: a part of the same kind
 * in the same section first, else of the same kind anywhere in the run (a block moved and
 * changed), so an edited paragraph reads as changed words, not as removed and added whole.
 * A pair with the same text is a move (a section renamed or reordered), not a change.
 */
function pairRun(removed: TextPart[], added: TextPart[], budget: Budget, into: PostComparison) {
  const free = new Set(removed);
  const pairs = added.map((part) => {
    const match =
      [...free].find((old) => old.kind === part.kind && old.section === part.section) ??
      [...free].find((old) => old.kind === part.kind);
    if (match) free.delete(match);
    return { part, match };
  });
  for (const old of removed) if (free.has(old)) into.changes.push(wholePart(old, "removed"));
  for (const { part, match } of pairs) {
    if (!match) into.changes.push(wholePart(part, "added"));
    else if (sameText(match, part)) into.unchanged += 1;
    else into.changes.push(changedPart(match, part, budget));
  }
}

/** Lines parts up by their labels: for versions too different to line up by content within the limits. */
function byLabel(before: TextPart[], after: TextPart[], budget: Budget, into: PostComparison) {
  const old = new Map(before.map((part) => [part.label, part]));
  for (const part of after) {
    const match = old.get(part.label);
    old.delete(part.label);
    if (!match) into.changes.push(wholePart(part, "added"));
    else if (sameText(match, part)) into.unchanged += 1;
    else into.changes.push(changedPart(match, part, budget));
  }
  for (const part of old.values()) into.changes.push(wholePart(part, "removed"));
}

/**
 * What changed from one version of a post to another (either may be a stored document or a
 * body the studio would send); `before` null compares against nothing (a first version).
 */
export function comparePosts(before: unknown, after: unknown): PostComparison {
  const older = before === null ? { parts: [], cut: false } : postParts(before);
  const newer = postParts(after);
  const comparison: PostComparison = { changes: [], unchanged: 0, cut: older.cut || newer.cut };
  const budget: Budget = { edits: COMPARE_LIMITS.allWordEdits };
  const runs = diffArrays(older.parts, newer.parts, { comparator: samePart, maxEditLength: COMPARE_LIMITS.partEdits });
  if (!runs) {
    byLabel(older.parts, newer.parts, budget, comparison);
    return comparison;
  }
  let removed: TextPart[] = [];
  let added: TextPart[] = [];
  const settle = () => {
    if (removed.length || added.length) pairRun(removed, added, budget, comparison);
    removed = [];
    added = [];
  };
  for (const run of runs) {
    if (run.removed) removed.push(...run.value);
    else if (run.added) added.push(...run.value);
    else {
      settle();
      comparison.unchanged += run.count;
    }
  }
  settle();
  return comparison;
}

/**
 * A save's change in short, as stored on the post (`change`) and copied into the revision
 * when the version is replaced: words added and removed, the sections and kinds of blocks
 * it touched, and the fields it changed, each named whole.
 */
export interface ChangeSummary {
  wordsAdded: number;
  wordsRemoved: number;
  /** The sections touched, by name ("Section 2" for one with none). */
  sections: string[];
  /** The kinds of blocks touched ("Paragraph", "Code"). */
  blocks: string[];
  /** The fields changed ("Title", "Description"), and "Published" or "Made a draft". */
  fields: string[];
  /** The post's first version. */
  first?: true;
  /** Part of the post was too long to compare whole; the counts are of what was compared. */
  partial?: true;
  /** Said before the counts: "Restored from the trash". */
  note?: string;
}

/** Names kept per list in a stored summary. */
const NAMES_KEPT = 50;

const distinct = (names: Array<string | null>) =>
  [...new Set(names.filter((name): name is string => Boolean(name)))].slice(0, NAMES_KEPT);

/** A comparison in short; `first` when the older version is none. */
export function summarise(comparison: PostComparison, first = false): ChangeSummary {
  const { changes } = comparison;
  const fieldName = (change: PartChange) => {
    if (change.label !== POST_FIELD_LABELS.draft) return change.label;
    return change.after?.text === "Published" ? "Published" : "Made a draft";
  };
  return {
    wordsAdded: changes.reduce((sum, change) => sum + change.wordsAdded, 0),
    wordsRemoved: changes.reduce((sum, change) => sum + change.wordsRemoved, 0),
    sections: distinct(changes.map((change) => (change.after ?? change.before)!.section)),
    blocks: distinct(
      changes.map((change) => {
        const part = (change.after ?? change.before)!;
        return part.section === null || part.kind === "Name" ? null : part.kind;
      }),
    ),
    fields: first ? [] : distinct(changes.filter((change) => (change.after ?? change.before)!.section === null).map(fieldName)),
    ...(first ? { first: true as const } : {}),
    ...(comparison.cut ? { partial: true as const } : {}),
  };
}

const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((name): name is string => typeof name === "string").slice(0, NAMES_KEPT) : [];
const count = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : 0);

/** A stored summary, read leniently (a document written by hand may hold anything); null when there is none. */
export function readChangeSummary(value: unknown): ChangeSummary | null {
  if (!isRecord(value)) return null;
  return {
    wordsAdded: count(value.wordsAdded),
    wordsRemoved: count(value.wordsRemoved),
    sections: names(value.sections),
    blocks: names(value.blocks),
    fields: names(value.fields),
    ...(value.first === true ? { first: true as const } : {}),
    ...(value.partial === true ? { partial: true as const } : {}),
    ...(typeof value.note === "string" && value.note ? { note: value.note } : {}),
  };
}

/** Names shown in a summary line before "and N more". */
const NAMES_SHOWN = 4;

const listed = (items: string[]) =>
  items.length > NAMES_SHOWN
    ? `${items.slice(0, NAMES_SHOWN).join(", ")} and ${items.length - NAMES_SHOWN} more`
    : items.join(", ");

/** What a version saved before the history kept summaries says instead. */
export const UNKNOWN_CHANGE = "What changed was not recorded (saved before the history kept it)";

/** A summary as one line: "+12 −3 words · Wiring · Paragraph, Code · Title". */
export function summaryText(summary: ChangeSummary | null): string {
  if (!summary) return UNKNOWN_CHANGE;
  const words = summary.first
    ? `First version: ${summary.wordsAdded} ${summary.wordsAdded === 1 ? "word" : "words"}`
    : `+${summary.wordsAdded} −${summary.wordsRemoved} ${summary.wordsAdded + summary.wordsRemoved === 1 ? "word" : "words"}`;
  return [
    summary.note ?? "",
    summary.partial ? `${words} (in the part compared)` : words,
    listed(summary.sections),
    listed(summary.blocks),
    listed(summary.fields),
  ]
    .filter(Boolean)
    .join(" · ");
}
