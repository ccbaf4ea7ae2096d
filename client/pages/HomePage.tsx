import { cardImage } from "../data/media";
import { LEARN_PATH, listPagePath, topicPagePath } from "../data/addresses";
import { beginnerPath, popularLists } from "../content/home";
import { homeBoards } from "../content/boards";
import { isoDay, readableDate } from "../data/dates";
import { listCategory } from "../data/lists";
import { postPath, type PostSummary } from "../data/post-summary";
import { MAX_QUERY_LENGTH } from "../data/search";
import { Island } from "../hydration/Island";
import { PostFacts } from "../components/PostFacts";

const lists = popularLists.flatMap((address) => listCategory(address) ?? []);
const showcaseBoards = homeBoards.map((board) => ({ ...board, href: topicPagePath(board.slug) }));

/**
 * Stands in for a post's picture when it has none: a chip on a board with a trace to an
 * LED, drawn in the accent colour, so every card has the same shape. Decorative only.
 */
function PlaceholderArt() {
  return (
    <svg className="tutorial-card-art" viewBox="0 0 160 90" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <rect x="52" y="25" width="40" height="40" rx="3" />
        {[33, 41, 49, 57].map((y) => (
          <path key={`l${y}`} d={`M52 ${y}h-8M92 ${y}h8`} />
        ))}
        {[60, 68, 76, 84].map((x) => (
          <path key={`t${x}`} d={`M${x} 25v-8M${x} 65v8`} />
        ))}
        <path d="M100 41h16v-14h14" />
        <path d="M130 20l8 7-8 7z" />
        <path d="M140 20v14M137 17l4-4M141 19l4-4" />
        <path d="M44 57h-20v12h-8" />
        <path d="M16 64v10M12 67v4M20 67v4" />
      </g>
      <circle cx="60" cy="33" r="2.5" fill="currentColor" />
    </svg>
  );
}

function LatestTutorials({ posts }: { posts: PostSummary[] }) {
  return (
    <section className="container home-section" aria-labelledby="latest-heading">
      <h2 id="latest-heading" className="section-title">
        Latest tutorials
      </h2>
      <ul className="tutorial-cards">
        {posts.map((post) => {
          const date = readableDate(post.published);
          return (
            <li key={post.slug} className="tutorial-card">
              {post.image ? (
                <img {...cardImage(post.image)} alt="" width={320} height={200} loading="lazy" decoding="async" />
              ) : (
                <PlaceholderArt />
              )}
              <h3>
                <a href={postPath(post.slug)}>{post.title}</a>
              </h3>
              {post.description ? <p>{post.description}</p> : null}
              <PostFacts
                difficulty={post.difficulty ?? null}
                minutes={post.minutes ?? null}
                boards={post.boards ?? []}
                linkBoards={false}
              />
              <p className="tutorial-card-meta">
                {date && post.published ? <time dateTime={isoDay(post.published)}>{date}</time> : null}
                <span>{post.readingMinutes} min read</span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The home page: a way in for every reader (search, a beginner's path, new tutorials, lists) and the five boards. */
export function HomePage({ latest }: { latest: PostSummary[] }) {
  return (
    <>
      <section className="hero">
        <div className="container hero-grid">
          <div>
            <h1>Electronics projects and embedded systems for engineering students</h1>
            <p className="lead">
              Learn circuits, sensors and microcontrollers by building things: board guides with pinouts, topic pages and
              step-by-step tutorials with parts lists, wiring tables and complete code.
            </p>
          </div>
          <form className="hero-search" role="search" action="/search" method="get">
            <label htmlFor="hero-search-q">What do you want to build or learn?</label>
            <div className="search-row">
              <input
                id="hero-search-q"
                type="search"
                name="q"
                placeholder="ESP32 weather station, relay, I2C…"
                maxLength={MAX_QUERY_LENGTH}
              />
              <input className="button" type="submit" value="Search" />
            </div>
          </form>
        </div>
      </section>

      <section className="container home-section" aria-labelledby="path-heading">
        <h2 id="path-heading" className="section-title">
          New to electronics? Start here
        </h2>
        <ol className="path-steps">
          {beginnerPath.map((step) => (
            <li key={step.href}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
              <a href={step.href}>{step.label}</a>
            </li>
          ))}
        </ol>
      </section>

      {latest.length ? <LatestTutorials posts={latest} /> : null}

      <section className="container home-section" aria-labelledby="lists-heading">
        <h2 id="lists-heading" className="section-title">
          Popular project lists
        </h2>
        <ul className="list-links">
          {lists.map((category) => (
            <li key={category.address}>
              <a href={listPagePath(category.address)}>{category.title}</a>
            </li>
          ))}
          <li>
            <a href={LEARN_PATH}>All topics and lists</a>
          </li>
        </ul>
      </section>

      <section className="container home-section" aria-labelledby="boards-heading">
        <h2 id="boards-heading" className="section-title">
          Development boards to learn on
        </h2>
        <Island name="BoardShowcase" props={{ boards: showcaseBoards }} />
      </section>
    </>
  );
}
