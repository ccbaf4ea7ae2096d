import type { SearchDocument } from "../search/documents";
import { alternativeForms, wordsOf } from "./words";

/** A search document as the `search` FTS5 table stores it. */
export interface SearchRow {
  title: string;
  headings: string;
  text: string;
  alt: string;
  kind: SearchDocument["kind"];
  url: string;
  excerpt: string;
  titleKey: string;
}

export function searchRow(document: SearchDocument): SearchRow {
  return {
    title: document.title,
    headings: document.headings,
    text: document.text,
    alt: alternativeForms(wordsOf(`${document.title} ${document.headings} ${document.text}`)).join(" "),
    kind: document.kind,
    url: document.url,
    excerpt: document.excerpt,
    titleKey: titleKey(document.title),
  };
}

/** A title's words joined by single spaces: equal for "ESP32" and "esp32", not for "ESP32-CAM". */
export const titleKey = (title: string): string => wordsOf(title).join(" ");
