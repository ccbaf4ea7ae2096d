/**
 * Words as the search index sees them: runs of letters and digits, lower-case, accents
 * removed, the same split FTS5's unicode61 tokenizer makes (so "ESP32-CAM," is "esp32", "cam").
 */
export const fold = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export const wordsOf = (text: string): string[] => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

const LETTERS = /^\p{L}+$/u;
const DIGITS = /^\p{N}+$/u;

/**
 * Other spellings of mixed letter-and-digit words, so each spelling finds the other:
 * "bme280" also as "bme 280", and "BME 280" (two words) also as "bme280".
 */
export function alternativeForms(words: string[]): string[] {
  const forms = new Set<string>();
  words.forEach((word, index) => {
    const runs = word.match(/\p{L}+|\p{N}+/gu) ?? [];
    if (runs.length > 1) runs.forEach((run) => forms.add(run));
    const next = words[index + 1];
    if (next && ((LETTERS.test(word) && DIGITS.test(next)) || (DIGITS.test(word) && LETTERS.test(next))))
      forms.add(`${word}${next}`);
  });
  return [...forms];
}
