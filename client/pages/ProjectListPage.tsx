import { topicPagePath } from "../data/addresses";
import type { ListCategory } from "../data/lists";
import { Island } from "../hydration/Island";
import type { ProjectListProps } from "../islands/ProjectList";

export function ProjectListPage({ category, list }: { category: ListCategory; list: ProjectListProps }) {
  return (
    <div className="container list-page">
      <header className="page-intro">
        <h1>{category.title}</h1>
      </header>
      {list.total > 0 ? (
        <Island name="ProjectList" props={list} />
      ) : (
        <section className="empty-state" aria-labelledby="empty-heading">
          <h2 id="empty-heading">No projects here yet</h2>
          <p>
            We are still writing up the {category.title.toLowerCase()}. In the meantime, the {category.topicTitle} guide covers
            the basics and ideas to start with.
          </p>
          <p>
            <a className="button" href={topicPagePath(category.topic)}>
              Back to {category.topicTitle}
            </a>
          </p>
        </section>
      )}
    </div>
  );
}
