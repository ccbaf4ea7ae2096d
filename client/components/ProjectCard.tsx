import { CARD_KIND_LABELS, type ListEntry } from "../data/lists";

/**
 * One project: image when present, what kind of page it leads to (a tutorial, or a project
 * idea on a topic page), title and description, linking to the project.
 */
export function ProjectCard({ entry, first = false }: { entry: ListEntry; first?: boolean }) {
  // The first card's picture is usually the largest thing on a phone screen: fetch it at once.
  const media = entry.image ? (
    <img
      className="card-image"
      {...entry.image}
      alt=""
      width={640}
      height={400}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : "auto"}
      decoding="async"
    />
  ) : null;
  // Before the title so it is read first; part of the link's name ("Project idea Night light…").
  const kind = <p className={`card-kind card-kind--${entry.kind}`}>{CARD_KIND_LABELS[entry.kind]}</p>;
  return (
    <li className="card" data-kind={entry.kind}>
      {entry.link ? (
        <a className="card-link" href={entry.link}>
          {media}
          {kind}
          <h2 className="card-title">{entry.title}</h2>
        </a>
      ) : (
        <>
          {media}
          {kind}
          <h2 className="card-title">{entry.title}</h2>
        </>
      )}
      {/* Sanitised by the worker with an allow-list before it is cached or rendered. */}
      <div className="card-description" dangerouslySetInnerHTML={{ __html: entry.descriptionHtml }} />
    </li>
  );
}
