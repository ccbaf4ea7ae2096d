/** How deep a JSON body may nest: a post is about six levels; anything deeper is not one of ours. */
export const MAX_JSON_DEPTH = 32;

/**
 * Why a JSON text nests too deep to parse, or null: one linear scan that skips strings, so a
 * body of ten thousand "[" is refused before JSON.parse and the code that walks the result
 * (the schema, the Firestore encoder) ever recurse into it.
 */
export function jsonDepthProblem(text: string, max: number = MAX_JSON_DEPTH): string | null {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (inString) {
      if (character === "\\") index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === "[" || character === "{") {
      depth += 1;
      if (depth > max) return `The body nests deeper than ${max} levels.`;
    } else if (character === "]" || character === "}") depth -= 1;
  }
  return null;
}
