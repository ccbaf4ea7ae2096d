const format = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "21 November 2026" for an ISO time, or null when there is none or it is not a date. */
export function readableDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : format.format(date);
}

/** The ISO day (YYYY-MM-DD) of a time, for <time datetime>. */
export const isoDay = (iso: string) => iso.slice(0, 10);
