import type { TopicItem } from "../content/topic-types";
import type { TopicPage } from "../data/topics";

function Items({ items, level }: { items: TopicItem[]; level: "h3" | "h4" }) {
  const Heading = level;
  return (
    <ul className="topic-items">
      {items.map((item) => (
        <li key={item.title}>
          <Heading className="topic-item-title">{item.title}</Heading>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

const LEVELS = [
  ["beginner", "Beginner"],
  ["intermediate", "Intermediate"],
  ["advanced", "Advanced"],
] as const;

/** Every learning page under /learn/: one component, the page is data. */
export function TopicPageView({ page }: { page: TopicPage }) {
  const { content, explore } = page;
  return (
    <article className="container topic" data-topic-kind={content.kind}>
      <header className={`topic-intro${content.image ? " topic-intro--with-image" : ""}`} id="intro">
        <div>
          <h1>{content.title}</h1>
          {content.intro.map((text, index) => (
            <p key={index} className={index === 0 ? "lead" : undefined}>
              {text}
            </p>
          ))}
        </div>
        {content.image ? (
          <img
            className="topic-image"
            src={content.image.src}
            alt={content.image.alt}
            width={640}
            height={400}
            fetchPriority="high"
          />
        ) : null}
      </header>

      <section id="basics" aria-labelledby="basics-heading">
        <h2 id="basics-heading">The basics</h2>
        {content.basics.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </section>

      <section id="features" aria-labelledby="features-heading">
        <h2 id="features-heading">{content.kind === "board" ? "Features and specifications" : "Key concepts"}</h2>
        <Items items={content.features} level="h3" />
      </section>

      <section id="project-ideas" aria-labelledby="ideas-heading">
        <h2 id="ideas-heading">Project ideas</h2>
        <div className="idea-levels">
          {LEVELS.map(([level, label]) => (
            <section key={level} className={`idea-level idea-level--${level}`} aria-labelledby={`ideas-${level}`}>
              <h3 id={`ideas-${level}`}>{label}</h3>
              <Items items={content.projectIdeas[level]} level="h4" />
            </section>
          ))}
        </div>
      </section>

      <section id="top-projects" aria-labelledby="top-heading">
        <h2 id="top-heading">Top projects</h2>
        <Items items={content.topProjects} level="h3" />
      </section>

      <section id="tutorials" aria-labelledby="tutorials-heading">
        <h2 id="tutorials-heading">Tutorials</h2>
        {content.tutorials.map((tutorial) => (
          <section key={tutorial.title} className="tutorial">
            <h3>{tutorial.title}</h3>
            <p>{tutorial.text}</p>
          </section>
        ))}
      </section>

      <section id="tutorial-list" aria-labelledby="tutorial-list-heading">
        <h2 id="tutorial-list-heading">More tutorials to follow</h2>
        <ul>
          {(content.tutorialHeadings ?? []).map((heading) => (
            <li key={heading}>{heading}</li>
          ))}
        </ul>
      </section>

      <p className="explore">
        <a className="button explore-button" href={explore.href}>
          {explore.label}
        </a>
      </p>
    </article>
  );
}
