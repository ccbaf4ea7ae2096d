/** Ids the page layout itself uses, which a heading's anchor must never take. */
// "questions": the post's readers' questions section (client/data/questions.ts QUESTIONS_SECTION_ID), where a form post lands.
const RESERVED = /^(main|site-menu|nav-toggle|nav-.*|toc-heading|search.*|breadcrumbs|content|questions|questions-heading)$/;

/** A URL-fragment-friendly id from heading text: "Wiring the BME280" -> "wiring-the-bme280". */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "section";
}

/**
 * Hands out stable, unique ids for one page's headings: the same text always gets the same
 * id, a repeated text gets "-2", "-3"..., and layout ids are never reused.
 */
export function headingIds(): (text: string) => string {
  const used = new Set<string>();
  // The suffix to try next for each base: every smaller one is taken, and ids are never
  // given back, so starting there picks what counting from 2 would, without recounting
  // (10,000 headings of one text would otherwise make 50 million tries).
  const nextSuffix = new Map<string, number>();
  return (text) => {
    const base = slugifyHeading(text);
    let id = RESERVED.test(base) ? `${base}-section` : base;
    if (used.has(id)) {
      let n = nextSuffix.get(base) ?? 2;
      while (used.has(`${base}-${n}`)) n += 1;
      id = `${base}-${n}`;
      nextSuffix.set(base, n + 1);
    }
    used.add(id);
    return id;
  };
}

/** Minutes to read `words` words at about 200 words a minute, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}

export const countWords = (text: string) => (text.match(/\S+/g) ?? []).length;
