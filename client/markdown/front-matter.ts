import YAML from "yaml";

/**
 * YAML front matter (`---` lines around it at the very start), as the demo tutorials and
 * exported posts carry their title, description, topic and the like. `bodyLine` is the line
 * of the Markdown where the body starts, so problems name lines of the whole file.
 */
export function readFrontMatter(markdown: string): { front: Record<string, unknown>; body: string; bodyLine: number } {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(markdown);
  if (!match) return { front: {}, body: markdown, bodyLine: 1 };
  const parsed: unknown = YAML.parse(match[1]!);
  const front =
    typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  return { front, body: markdown.slice(match[0].length), bodyLine: match[0].split("\n").length };
}

/** Front matter for the fields given (undefined ones left out), or nothing when there are none. */
export function writeFrontMatter(fields: Record<string, unknown>): string {
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (Object.keys(present).length === 0) return "";
  return `---\n${YAML.stringify(present, { lineWidth: 0 }).trimEnd()}\n---\n\n`;
}
