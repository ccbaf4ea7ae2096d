import type { SnippetPart } from "../data/search";

/** A result's snippet with the matched words marked; every part is text, never markup. */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <p className="search-snippet">{parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text))}</p>
  );
}
