/**
 * Words as the search index sees them: runs of letters and digits, lower-case, accents
 * removed, the same split FTS5's unicode61 tokenizer makes (so "ESP32-CAM," is "esp32", "cam").
 */
export const fold = (text: string): string =>
  NON_ASCII.test(text) ? text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase() : text.toLowerCase();

export const wordsOf = (text: string): string[] => tokens(fold(text));

// Plain printable ASCII text (most of it) is split with ASCII patterns, several times faster than the
// Unicode ones, which split it the same way; search reads many texts per query.
const NON_ASCII = /[^ -~\t\n\r]/;
const PATTERNS = {
  ascii: { word: /[a-z0-9]+/g, run: /[a-z]+|[0-9]+/g, letters: /^[a-z]+$/, digits: /^[0-9]+$/ },
  unicode: { word: /[\p{L}\p{N}]+/gu, run: /\p{L}+|\p{N}+/gu, letters: /^\p{L}+$/u, digits: /^\p{N}+$/u },
};
const patternsOf = (folded: string) => (NON_ASCII.test(folded) ? PATTERNS.unicode : PATTERNS.ascii);
const tokens = (folded: string): string[] => folded.match(patternsOf(folded).word) ?? [];

const MIXED = /^(?=.*\p{L})(?=.*\p{N})/u;

/** Longest word a joined spelling makes ("stepbystep" is 10): longer runs are sentences, not names. */
const MAX_JOINED = 16;
/** Parts of a hyphenated name that are joined ("HC-SR04", "ESP-NOW", "Wi-Fi"), at most. */
const MAX_JOINED_PARTS = 4;

/**
 * Other spellings of the names in a text, so each spelling finds the others: a mixed
 * letter-and-digit word also as its runs ("bme280" -> "bme 280"); a word of letters beside
 * one of digits also joined ("BME 280" -> "bme280"); a hyphenated name joined ("HC-SR04" ->
 * "hcsr04", "Wi-Fi" -> "wifi", "ESP32-CAM" -> "esp32cam"); a word with an apostrophe joined
 * ("Ohm's" -> "ohms"). Queries are read the same way (queryWords).
 */
export function otherSpellings(text: string): string[] {
  const folded = fold(text);
  const { run, letters, digits } = patternsOf(folded);
  const words = tokens(folded);
  const forms = new Set<string>();
  words.forEach((word, index) => {
    const isLetters = letters.test(word);
    const isDigits = !isLetters && digits.test(word);
    if (!isLetters && !isDigits) (word.match(run) ?? []).forEach((part) => forms.add(part));
    const next = words[index + 1];
    if (next && ((isLetters && digits.test(next)) || (isDigits && letters.test(next)))) forms.add(`${word}${next}`);
  });
  if (/[-\u2010\u2011]/.test(folded))
    for (const [name] of folded.matchAll(/[\p{L}\p{N}]+(?:[-\u2010\u2011][\p{L}\p{N}]+)+/gu)) {
      const parts = name.split(/[-\u2010\u2011]/u);
      const joined = parts.join("");
      if (parts.length <= MAX_JOINED_PARTS && joined.length <= MAX_JOINED) forms.add(joined);
    }
  if (/['\u2019]/.test(folded))
    for (const [word] of folded.matchAll(/\p{L}+['\u2019]\p{L}+/gu)) forms.add(word.replace(/['\u2019]/gu, ""));
  for (const word of words) forms.delete(word);
  return [...forms];
}

/** The text with its other spellings after it, as a column of the index holds it. */
export function withSpellings(text: string): string {
  const forms = otherSpellings(text);
  return forms.length ? `${text} ${forms.join(" ")}` : text;
}

/**
 * The words of a query: as the index reads a text, but a word with an apostrophe joined first
 * ("ohm's law" is "ohms law", not "ohm s law"), as the index also spells it.
 */
export const queryWords = (query: string): string[] => wordsOf(fold(query).replace(/(\p{L})['\u2019](\p{L})/gu, "$1$2"));

/** A short run of letters ("hc", "bme") or any run of digits ("280"): a piece of a name, not a word of its own. */
const NAME_PIECE = /^(?:\p{L}{1,4}|\p{N}+)$/u;

/**
 * Whether two neighbouring query words may be one name typed apart ("hc sr04", "esp 32",
 * "bme 280"): together they mix letters and digits, and one is a short run of letters or digits.
 */
export function joinable(word: string, next: string): boolean {
  const joined = `${word}${next}`;
  return MIXED.test(joined) && joined.length <= MAX_JOINED && (NAME_PIECE.test(word) || NAME_PIECE.test(next));
}
