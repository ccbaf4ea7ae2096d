/** Ids the page layout itself uses, which a heading's anchor must never take. */
const RESERVED = /^(main|site-menu|nav-toggle|nav-.*|toc-heading|search.*|breadcrumbs|content)$/;

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
  return (text) => {
    const base = slugifyHeading(text);
    let id = RESERVED.test(base) ? `${base}-section` : base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

/** Minutes to read `words` words at about 200 words a minute, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}

export const countWords = (text: string) => (text.match(/\S+/g) ?? []).length;
