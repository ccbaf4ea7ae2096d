import type { ListEntry } from "../data/lists";

/** One project: image when present, title and description, linking to the project. */
export function ProjectCard({ entry }: { entry: ListEntry }) {
  const media = entry.image ? (
    <img className="card-image" src={entry.image} alt="" width={640} height={400} loading="lazy" decoding="async" />
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
