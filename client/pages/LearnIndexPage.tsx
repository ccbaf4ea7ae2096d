import { learnPageName, listPagePath, topicPagePath } from "../data/addresses";
import { listCategories } from "../data/lists";
import { navGroups } from "../data/navigation";
import { topicPages } from "../data/topics";

/** The basics page is in the footer but in no menu group; it opens the electronics group here. */
const groups = navGroups.map((group) =>
  group.id === "electronics"
    ? { ...group, items: [{ label: "Basic Electronics", href: topicPagePath("basic-electronics") }, ...group.items] }
    : group,
);

/** /learn: every topic page by menu group, then every project list. */
export function LearnIndexPage() {
  return (
    <div className="container learn-index">
      <header className="page-intro">
        <h1>Learn electronics and embedded systems</h1>
        <p className="lead">
          Board guides with pinout tables, topic pages on circuits, protocols and microcontroller families, and project ideas for
          each engineering branch. Pick a subject, or browse the project lists further down.
        </p>
      </header>
      {groups.map((group) => (
        <section key={group.id} className="learn-group" aria-labelledby={`learn-${group.id}`}>
          <h2 id={`learn-${group.id}`}>{group.label}</h2>
          <ul className="learn-topics">
            {group.items.map((item) => {
              const topic = topicPages.get(learnPageName(item.href) ?? "");
              return (
                <li key={item.href}>
                  <a href={item.href}>{topic?.content.title ?? item.label}</a>
                  {topic ? <p>{topic.content.description}</p> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <section className="learn-group" aria-labelledby="learn-lists">
        <h2 id="learn-lists">Project lists</h2>
        <ul className="learn-lists">
          {listCategories.map((category) => (
            <li key={category.address}>
              <a href={listPagePath(category.address)}>{category.title}</a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
