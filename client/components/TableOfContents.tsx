import type { TocEntry } from "../data/post";

/** The "On this page" list of a post or topic page: plain anchor links, rendered on the server. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav className="toc" aria-labelledby="toc-heading">
      <h2 id="toc-heading">On this page</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
