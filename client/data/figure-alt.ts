/**
 * A published post's figures carry meaning, so each needs alt text (issue 20); the `img`
 * block is decoration and needs none. One rule for the server's save and the studio's
 * check before it, so both name the same figure in the same words.
 */

interface SectionLike {
  section?: string;
  content: readonly unknown[];
}

/** Where a figure without alt text is: indexes into the body's pageData and its content. */
export interface MissingAlt {
  section: number;
  block: number;
  message: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A section as an author knows it: its first heading, else its style name, else its number. */
function sectionName(section: SectionLike, at: number): string {
  for (const block of section.content) {
    if (!isObject(block)) continue;
    const [key, value] = Object.entries(block)[0] ?? [];
    if (key && /^h[1-6]$/.test(key) && typeof value === "string" && value.trim()) return `'${value.trim()}'`;
  }
  return section.section?.trim() ? `'${section.section.trim()}'` : String(at + 1);
}

/** The first figure without alt text in a post that would be published; null for a draft or when all have it. */
export function missingAltText(post: { draft?: boolean; pageData?: readonly SectionLike[] }): MissingAlt | null {
  if (post.draft) return null;
  for (const [sectionAt, section] of (post.pageData ?? []).entries()) {
    let figures = 0;
    for (const [blockAt, block] of section.content.entries()) {
      if (!isObject(block) || !isObject(block.figure)) continue;
      figures += 1;
      const alt = block.figure.alt;
      if (typeof alt === "string" && alt.trim()) continue;
      return {
        section: sectionAt,
        block: blockAt,
        message: `Figure ${figures} in section ${sectionName(section, sectionAt)} needs alt text: say what it shows, for readers who cannot see it. A draft may be saved without it.`,
      };
    }
  }
  return null;
}
