import { MAX_QUERY_LENGTH, type SnippetPart } from "../../client/data/search";
import { fold } from "../read-model/words";

/** Words around the first match that a snippet shows. */
const SNIPPET_WORDS = 28;

/** What is searched for: trimmed, whitespace collapsed, at most MAX_QUERY_LENGTH characters. */
export function normaliseQuery(raw: string | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * Up to SNIPPET_WORDS words of the text around its first matched word, the matched words
 * marked; `matches` is asked about each word lower-case and without accents.
 */
export function snippet(text: string, matches: (word: string) => boolean): SnippetPart[] {
  const words = text.split(/\s+/).filter(Boolean);
  // A word's letters and digits are its tokens ("ESP32-CAM," is "esp32" and "cam"), as FTS5's unicode61 tokenises.
  const pieces = (word: string) => word.split(/([\p{L}\p{N}]+)/u).filter(Boolean);
  const isWordPart = (piece: string) => /^[\p{L}\p{N}]+$/u.test(piece);
  const isToken = (piece: string) => isWordPart(piece) && matches(fold(piece));
  // A name found by its joined spelling ("hcsr04" in "HC-SR04") is marked whole.
  const joinedMatch = (word: string) => {
    const parts = pieces(word).filter(isWordPart);
    return parts.length > 1 && matches(fold(parts.join("")));
  };
  const marks = (word: string) => pieces(word).some(isToken) || joinedMatch(word);
  const first = Math.max(0, words.findIndex(marks));
  const start = Math.max(0, first - Math.floor(SNIPPET_WORDS / 3));
  const parts: SnippetPart[] = [];
  const push = (text: string, mark: boolean) => {
    const last = parts[parts.length - 1];
    if (last && !last.mark && !mark) last.text += text;
    else parts.push(mark ? { text, mark: true } : { text });
  };
  if (start > 0) push("… ", false);
  words.slice(start, start + SNIPPET_WORDS).forEach((word, index) => {
    if (index > 0) push(" ", false);
    const whole = joinedMatch(word);
    for (const piece of pieces(word)) push(piece, isToken(piece) || (whole && isWordPart(piece)));
  });
  if (start + SNIPPET_WORDS < words.length) push(" …", false);
  return parts;
}
