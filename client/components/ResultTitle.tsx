import type { SearchResult } from "../data/search";

/**
 * A result's title: its page's, and for a section the section's after it ("ESP32 › Pinout:
 * GPIO34"), so the reader knows where the link leads. The arrow is drawn, not read: a screen
 * reader hears "ESP32, Pinout: GPIO34".
 */
export function ResultTitle({ result }: { result: Pick<SearchResult, "title" | "section"> }) {
  if (!result.section) return <>{result.title}</>;
  return (
    <>
      {result.title}
      <span aria-hidden="true"> › </span>
      <span className="visually-hidden">, </span>
      <span className="search-section">{result.section}</span>
    </>
  );
}
