/** Entries per list page (spec: 15). */
export const PAGE_SIZE = 15;

/** Page count is the entry count divided by 15, rounded up (0 for an empty list). */
export function pageCount(entries: number): number {
  return Math.ceil(entries / PAGE_SIZE);
}

export function pageSlice<T>(entries: T[], page: number): T[] {
  return entries.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/** Page 1 is the bare address; the others carry ?page=N. */
export function pageHref(basePath: string, page: number): string {
  return page === 1 ? basePath : `${basePath}?page=${page}`;
}

export type PageItem = { kind: "page"; page: number } | { kind: "gap"; key: string };

/**
 * The numbered links to show: every page when there are few, otherwise the first,
 * the last and two either side of the current one, with gaps between.
 */
export function pageItems(current: number, count: number): PageItem[] {
  const shown = new Set<number>();
  for (let page = 1; page <= count; page += 1) {
    if (count <= 9 || page === 1 || page === count || Math.abs(page - current) <= 2) shown.add(page);
  }
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page });
    previous = page;
  }
  return items;
}
