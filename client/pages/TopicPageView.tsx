import { CodeBlock } from "../components/CodeBlock";
import { topicPagePath } from "../data/addresses";
import { PostFacts } from "../components/PostFacts";
import { DIFFICULTY_LABELS } from "../data/post-facts";
import { DIFFICULTIES, type Difficulty } from "../data/post-schema";
import { PATH_SHOWN, pathTotal, type PathCounts } from "../data/learning-path";
import { TableOfContents } from "../components/TableOfContents";
import type { BoardPinout } from "../content/pinout-types";
import type { TopicItem, TopicTutorial } from "../content/topic-types";
import { postPath, type PostSummary } from "../data/post-summary";
import type { TocEntry } from "../data/post";
import { navGroups } from "../data/navigation";
import type { TopicPage } from "../data/topics";
import { featureIds, pinRowIds, PINOUT_ANCHOR, projectItems, quickTutorialIds } from "../data/topic-anchors";

/** The other topics of the menu group this page belongs to (basic electronics goes with electronics). */
function relatedTopics(slug: string) {
  const href = topicPagePath(slug === "basic-electronics" ? "electronics" : slug);
  const group = navGroups.find((candidate) => candidate.id !== "projects" && candidate.items.some((item) => item.href === href));
  return (group?.items ?? []).filter((item) => item.href !== topicPagePath(slug));
}

/** The other topics of the page's group, as links: beside the text on wide screens, after it on narrow ones. */
function RelatedTopics({ items, id, className }: { items: ReturnType<typeof relatedTopics>; id: string; className: string }) {
  if (!items.length) return null;
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>Related topics</h2>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Published posts a topic page links to, by slug; a slug missing here is shown without a link. */
export type LinkedPosts = Record<string, Pick<PostSummary, "slug" | "title" | "description" | "readingMinutes">>;

function ItemTitle({ item, posts, level }: { item: TopicItem; posts: LinkedPosts; level: "h3" | "h4" }) {
  const Heading = level;
  const post = item.slug ? posts[item.slug] : undefined;
  return (
    <Heading className="topic-item-title">
      {post ? (
        <a href={postPath(post.slug)} title={`Step-by-step tutorial: ${post.title}`}>
          {item.title}
        </a>
      ) : (
        item.title
      )}
    </Heading>
  );
}

function Items({
  items,
  posts,
  level,
  ids,
}: {
  items: TopicItem[];
  posts: LinkedPosts;
  level: "h3" | "h4";
  /** Features and projects carry an id, so search and a project list's card can lead straight to one. */
  ids?: ReadonlyMap<TopicItem, string>;
}) {
  return (
    <ul className="topic-items">
      {items.map((item) => (
        <li
          key={item.title}
          id={ids?.get(item)}
          className={item.slug && posts[item.slug] ? "topic-item topic-item--linked" : "topic-item"}
        >
          <ItemTitle item={item} posts={posts} level={level} />
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

const PINOUT_COLUMNS = ["Pin", "Functions", "Limits and notes"] as const;

function Pinout({ pinout }: { pinout: BoardPinout }) {
  // Each row has an id, so search can lead to one pin (client/data/topic-anchors.ts).
  const rowIds = pinRowIds(pinout);
  return (
    <section id={PINOUT_ANCHOR} aria-labelledby="pinout-heading">
      <h2 id="pinout-heading">Pinout</h2>
      <p>{pinout.summary}</p>
      {/* In a narrow column the stylesheet sets each row as a card and names each value from data-label. */}
      <div className="table-scroll pinout-frame" tabIndex={0}>
        <table className="pinout">
          <caption>{pinout.caption}</caption>
          <thead>
            <tr>
              {PINOUT_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pinout.rows.map((row, index) => (
              <tr key={row.pin} id={rowIds[index]}>
                <th scope="row">{row.pin}</th>
                <td data-label={PINOUT_COLUMNS[1]}>{row.functions}</td>
                <td data-label={PINOUT_COLUMNS[2]}>{row.limits ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="sources">
        Checked against:{" "}
        {pinout.sources.map((source, index) => (
          <span key={source.href}>
            {index > 0 ? "; " : null}
            <a href={source.href} rel="noopener noreferrer">
              {source.label}
            </a>
          </span>
        ))}
        .
      </p>
    </section>
  );
}

function Tutorial({ tutorial, id }: { tutorial: TopicTutorial; id: string | undefined }) {
  return (
    <section className="tutorial" id={id}>
      <h3>{tutorial.title}</h3>
      <p>{tutorial.text}</p>
      {tutorial.code ? <CodeBlock code={tutorial.code.text} lang={tutorial.code.lang} /> : null}
    </section>
  );
}

const LEVELS = [
  ["beginner", "Beginner"],
  ["intermediate", "Intermediate"],
  ["advanced", "Advanced"],
] as const;

/** A group of the learning path: "Start here", or one difficulty. */
interface PathGroup {
  id: string;
  label: string;
  posts: PostSummary[];
}

const NOT_GIVEN = { id: "path-more", label: "More tutorials" };

/**
 * The shown part of the path in groups, in path order (client/data/learning-path.ts): without a
 * filter its first post is "Start here" (the page's own pick when it is published, else the
 * path's first step), then the rest by difficulty.
 */
function pathGroups(shown: PostSummary[], filtered: boolean): PathGroup[] {
  const groups: PathGroup[] = [];
  const [first, ...rest] = shown;
  if (!filtered && first) groups.push({ id: "start-here", label: "Start here", posts: [first] });
  for (const post of filtered ? shown : rest) {
    const { id, label } = post.difficulty
      ? { id: `path-${post.difficulty}`, label: DIFFICULTY_LABELS[post.difficulty] }
      : NOT_GIVEN;
    const last = groups.at(-1);
    if (last?.id === id) last.posts.push(post);
    else groups.push({ id, label, posts: [post] });
  }
  return groups;
}

/** Links that filter the topic's tutorials by difficulty: plain links, so they work without JavaScript. */
function DifficultyFilter({ slug, current }: { slug: string; current: Difficulty | null }) {
  const options: Array<[Difficulty | null, string]> = [
    [null, "All levels"],
    ...DIFFICULTIES.map((level) => [level, DIFFICULTY_LABELS[level]] as [Difficulty, string]),
  ];
  return (
    <nav className="difficulty-filter" aria-label="Filter tutorials by difficulty">
      <span>Show:</span>
      {options.map(([level, label]) => (
        <a
          key={label}
          href={`${topicPagePath(slug)}${level ? `?difficulty=${level}` : ""}#step-by-step`}
          aria-current={level === current ? "page" : undefined}
        >
          {label}
        </a>
      ))}
    </nav>
  );
}

/** One tutorial in the topic's lists: its link, summary and facts (and its reading time, on the path). */
function PathPost({ post, readingTime = false }: { post: PostSummary; readingTime?: boolean }) {
  return (
    <li>
      <a href={postPath(post.slug)}>{post.title}</a>
      {post.description ? <p>{post.description}</p> : null}
      <PostFacts
        difficulty={post.difficulty ?? null}
        minutes={post.minutes ?? null}
        boards={post.boards ?? []}
        linkBoards={false}
      />
      {readingTime && post.readingMinutes ? <p className="post-links-meta">{post.readingMinutes} min read</p> : null}
    </li>
  );
}

/** Every learning page under /learn/: one component, the page is data. */
export function TopicPageView({
  page,
  posts,
  tutorials = [],
  counts = {},
  newest = [],
  difficulty = null,
}: {
  page: TopicPage;
  posts: LinkedPosts;
  /**
   * The start of the topic's learning path, in path order (client/data/learning-path.ts):
   * at least its first PATH_SHOWN posts of each difficulty.
   */
  tutorials?: PostSummary[];
  /** How many posts the whole path holds, by difficulty. */
  counts?: PathCounts;
  /** The topic's newest posts, newest first: named when the path shown does not reach them. */
  newest?: PostSummary[];
  /** The reader's difficulty filter, from ?difficulty=. */
  difficulty?: Difficulty | null;
}) {
  const { content, explore, pinout } = page;
  const projectIds = new Map(projectItems(content).map(({ id, item }) => [item, id]));
  // Features and quick tutorials carry ids too: search leads to them (client/data/topic-anchors.ts).
  const featureAnchors = featureIds(content);
  const featureIdsByItem = new Map(content.features.map((item, index) => [item, featureAnchors[index]!]));
  const tutorialAnchors = quickTutorialIds(content);
  const related = relatedTopics(content.slug);
  const stepByStep = tutorials;
  const shown = (difficulty ? tutorials.filter((post) => post.difficulty === difficulty) : tutorials).slice(0, PATH_SHOWN);
  const more = pathTotal(counts, difficulty) - shown.length;
  // A post added to a long path lands beyond its shown start: the newest are named as well, so it shows at once.
  const shownSlugs = new Set(shown.map((post) => post.slug));
  const newer =
    more > 0 ? newest.filter((post) => !shownSlugs.has(post.slug) && (!difficulty || post.difficulty === difficulty)) : [];
  const groups = pathGroups(shown, difficulty !== null);
  // Short names, so on a phone the list is a few lines of links above the path.
  const contents: TocEntry[] = [
    ...(stepByStep.length ? [{ id: "step-by-step", text: "Learning path" }] : []),
    ...(pinout ? [{ id: PINOUT_ANCHOR, text: "Pinout" }] : []),
    { id: "basics", text: "Basics" },
    { id: "features", text: content.kind === "board" ? "Features" : "Key concepts" },
    { id: "project-ideas", text: "Project ideas" },
    { id: "top-projects", text: "Top projects" },
    { id: "tutorials", text: "Quick tutorials" },
  ];
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
          <p className="explore">
            <a className="button explore-button" href={explore.href}>
              {explore.label}
            </a>
          </p>
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

      <div className="topic-layout">
        {/* Beside the text on wide screens (and sticky), above it on narrow ones. */}
        <div className="topic-aside">
          <TableOfContents entries={contents} />
          <section className="topic-aside-section" aria-labelledby="aside-projects">
            <h2 id="aside-projects">Projects</h2>
            <p>
              <a href={explore.href}>{explore.label.replace(/^Explore /, "")}</a>
            </p>
          </section>
          <RelatedTopics items={related} id="aside-related" className="topic-aside-section topic-aside-related" />
        </div>
        <div className="topic-main">
          {stepByStep.length ? (
            <section id="step-by-step" className="learning-path" aria-labelledby="step-by-step-heading">
              <h2 id="step-by-step-heading">Learning path</h2>
              {/* Above the list, so a reader chooses a level before scrolling through the path. */}
              <DifficultyFilter slug={content.slug} current={difficulty} />
              {groups.length ? (
                groups.map((group) => (
                  <div key={group.id} className={`path-group path-group--${group.id}`}>
                    <h3 id={group.id}>{group.label}</h3>
                    <ul className="post-links" aria-labelledby={group.id}>
                      {group.posts.map((post) => (
                        <PathPost key={post.slug} post={post} readingTime />
                      ))}
                    </ul>
                  </div>
                ))
              ) : (
                <p>No {difficulty ? DIFFICULTY_LABELS[difficulty].toLowerCase() : ""} tutorials on this topic yet.</p>
              )}
              {more > 0 ? (
                <p className="post-links-more">
                  {more === 1 ? "One more tutorial follows" : `${more.toLocaleString("en")} more tutorials follow`}: each tutorial
                  links to the next, and <a href="/search">search</a> finds any of them.
                </p>
              ) : null}
              {newer.length ? (
                <>
                  <h3 id="newest-tutorials">Newest on this topic</h3>
                  <ul className="newest-links" aria-labelledby="newest-tutorials">
                    {newer.map((post) => (
                      <PathPost key={post.slug} post={post} />
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
          ) : null}

          {/* After the path: a tap away from "On this page", never between the introduction and the path. */}
          {pinout ? <Pinout pinout={pinout} /> : null}

          <section id="basics" aria-labelledby="basics-heading">
            <h2 id="basics-heading">The basics</h2>
            {content.basics.map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </section>

          <section id="features" aria-labelledby="features-heading">
            <h2 id="features-heading">{content.kind === "board" ? "Features and specifications" : "Key concepts"}</h2>
            <Items items={content.features} posts={posts} level="h3" ids={featureIdsByItem} />
          </section>

          <section id="project-ideas" aria-labelledby="ideas-heading">
            <h2 id="ideas-heading">Project ideas</h2>
            <div className="idea-levels">
              {LEVELS.map(([level, label]) => (
                <section key={level} className={`idea-level idea-level--${level}`} aria-labelledby={`ideas-${level}`}>
                  <h3 id={`ideas-${level}`}>{label}</h3>
                  <Items items={content.projectIdeas[level]} posts={posts} level="h4" ids={projectIds} />
                </section>
              ))}
            </div>
          </section>

          <section id="top-projects" aria-labelledby="top-heading">
            <h2 id="top-heading">Top projects</h2>
            <Items items={content.topProjects} posts={posts} level="h3" ids={projectIds} />
          </section>

          <section id="tutorials" aria-labelledby="tutorials-heading">
            <h2 id="tutorials-heading">Quick tutorials</h2>
            {content.tutorials.map((tutorial, index) => (
              <Tutorial key={tutorial.title} tutorial={tutorial} id={tutorialAnchors[index]} />
            ))}
          </section>

          <RelatedTopics items={related} id="more-related" className="topic-more" />
        </div>
      </div>
    </article>
  );
}
