import { ProseSections } from "../components/ProseSections";
import type { ProsePage as ProsePageData } from "../content/types";

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** One component for every text page; the page is data. */
export function ProsePage({ page }: { page: ProsePageData }) {
  return (
    <article className="container prose">
      <header className="page-intro">
        <h1>{page.heading}</h1>
        <p className="lead">{page.intro}</p>
        {page.lastUpdated ? (
          <p className="updated">
            Last updated: <time dateTime={page.lastUpdated}>{dateFormat.format(new Date(page.lastUpdated))}</time>
          </p>
        ) : null}
      </header>
      {page.sections.length > 3 ? (
        <nav className="toc" aria-label="On this page">
          <h2>On this page</h2>
          <ol>
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <ProseSections sections={page.sections} />
    </article>
  );
}
