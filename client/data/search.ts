/** A part of a result's snippet; `mark` parts are words the query matched. */
export interface SnippetPart {
  text: string;
  mark?: true;
}

/** One search result, as the results page and GET /api/search give it. */
export interface SearchResult {
  title: string;
  kind: "topic" | "post";
  url: string;
  snippet: SnippetPart[];
}

/** What GET /api/search?q= answers. */
export interface SearchAnswer {
  query: string;
  results: SearchResult[];
}

export const KIND_LABELS: Record<SearchResult["kind"], string> = { topic: "Topic page", post: "Tutorial" };

/** Longest query the site reads; the rest of a longer one is cut off. */
export const MAX_QUERY_LENGTH = 200;
