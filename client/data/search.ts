/** A part of a result's snippet; `mark` parts are words the query matched. */
export interface SnippetPart {
  text: string;
  mark?: true;
}

/** What a result is part of: a topic page, a tutorial (a published post) or a calculator. */
export type SearchKind = "topic" | "post" | "calculator";

/** One search result, as the results page and GET /api/search give it. */
export interface SearchResult {
  /** The page's title. */
  title: string;
  kind: SearchKind;
  /** Where the result leads: the page, or the section on it (with its anchor). */
  url: string;
  /** The section of the page the result is, e.g. "Pinout: GPIO34"; null for the whole page. */
  section: string | null;
  snippet: SnippetPart[];
}

/** What GET /api/search?q= answers. */
export interface SearchAnswer {
  query: string;
  results: SearchResult[];
}

export const KIND_LABELS: Record<SearchKind, string> = { topic: "Topic page", post: "Tutorial", calculator: "Calculator" };

/** What a result is, as its label says: "Tutorial", or "Topic page section" for a part of one. */
export const resultLabel = (result: Pick<SearchResult, "kind" | "section">): string =>
  result.section ? `${KIND_LABELS[result.kind]} section` : KIND_LABELS[result.kind];

/** Longest query the site reads; the rest of a longer one is cut off. */
export const MAX_QUERY_LENGTH = 200;
