import type { ListEntry } from "../data/lists";

/** One project: image when present, title and description, linking to the project. */
export function ProjectCard({ entry, first = false }: { entry: ListEntry; first?: boolean }) {
  // The first card's picture is usually the largest thing on a phone screen: fetch it at once.
  const media = entry.image ? (
    <img
      className="card-image"
      src={entry.image}
      alt=""
      width={640}
      height={400}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : "auto"}
      decoding="async"
    />
  ) : null;
  return (
    <li className="card">
      {entry.link ? (
        <a className="card-link" href={entry.link}>
          {media}
          <h2 className="card-title">{entry.title}</h2>
        </a>
      ) : (
        <>
          {media}
          <h2 className="card-title">{entry.title}</h2>
        </>
      )}
      {/* Sanitised by the worker with an allow-list before it is cached or rendered. */}
      <div className="card-description" dangerouslySetInnerHTML={{ __html: entry.descriptionHtml }} />
    </li>
  );
}
