import { isImageBlock, PostBlock } from "../components/PostBlock";
import { PostFacts } from "../components/PostFacts";
import { codeFilePath, codeFiles, codeZipPath } from "../data/code-files";
import { TableOfContents } from "../components/TableOfContents";
import { isoDay, readableDate } from "../data/dates";
import type { Post } from "../data/post";
import { postPath, type PostSummary } from "../data/post-summary";
import type { PublicQuestion, QuestionFormProps } from "../data/questions";
import { QuestionsSection } from "../components/QuestionsSection";

/** What the site knows around a post: who wrote it, and where a reader can go next. */
export interface PostContext {
  /** The byline: meta.author, else the author account's display name, else the site's name. */
  author: string;
  related: PostSummary[];
  /** The post published before this one, and the one after. */
  previous: PostSummary | null;
  next: PostSummary | null;
}

function Dates({ published, updated }: { published: string | null; updated: string | null }) {
  const shown = readableDate(published);
  const changed = readableDate(updated);
  return (
    <>
      {published && shown ? (
        <span>
          Published <time dateTime={isoDay(published)}>{shown}</time>
        </span>
      ) : null}{" "}
      {updated && changed && changed !== shown ? (
        <span>
          Updated <time dateTime={isoDay(updated)}>{changed}</time>
        </span>
      ) : null}
    </>
  );
}

/** Related posts, then the previous and next ones: where a reader goes after finishing. */
function ReadNext({ context }: { context: PostContext }) {
  const { related, previous, next } = context;
  return (
    <div className="container post-next">
      {related.length ? (
        <section className="related-posts" aria-labelledby="related-heading">
          <h2 id="related-heading">Related tutorials</h2>
          <ul className="post-links">
            {related.map((post) => (
              <li key={post.slug}>
                <a href={postPath(post.slug)}>{post.title}</a>
                {post.description ? <p>{post.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {previous || next ? (
        <nav className="post-pager" aria-label="Previous and next tutorials">
          {previous ? (
            <a className="post-pager-link post-pager-link--previous" href={postPath(previous.slug)} rel="prev">
              <span className="post-pager-label">Previous</span> {previous.title}
            </a>
          ) : null}
          {next ? (
            <a className="post-pager-link post-pager-link--next" href={postPath(next.slug)} rel="next">
              <span className="post-pager-label">Next</span> {next.title}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/** Turns a database style name into a safe class-name suffix. */
export function sectionClass(section: string): string {
  const name = section
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return name ? `post-section post-section--${name}` : "post-section";
}

/** "On this page" appears once a post has this many section headings. */
export const TOC_MIN_ENTRIES = 3;

export interface PostPageProps {
  post: Post;
  title: string;
  /** Absent in the studio's preview, which shows the post alone. */
  context?: PostContext;
  /** The approved questions, oldest first. */
  questions?: PublicQuestion[];
  /** The form to ask one; without it (the studio's preview, a private preview link) there is no "Questions" section. */
  askForm?: QuestionFormProps;
  /** Whether code blocks link to their files: only a published post's files have addresses. */
  linkFiles?: boolean;
}

/**
 * A post: its title, byline, dates and reading time, contents, then each section with its
 * blocks (or the plain content); after it, on the site (not in the studio's preview), its
 * readers' questions with the form to ask one, then related, previous and next posts.
 */
export function PostPage({ post, title, context, questions = [], askForm, linkFiles = context !== undefined }: PostPageProps) {
  const files = linkFiles ? codeFiles(post) : [];
  const zip = files.length > 1 ? codeZipPath(post.slug) : null;
  const downloads = new Map(
    files.map((file) => [file.block, { href: codeFilePath(post.slug, file.name), name: file.name, zip }]),
  );
  const firstImage = post.sections?.flatMap((section) => section.blocks).find(isImageBlock);
  return (
    <>
      <article className="container post">
        <header className="post-header">
          <h1>{title}</h1>
          <div className="post-meta">
            {/* The spaces keep the parts apart for readers without CSS and in copied text; flex ignores them. */}
            {context ? <span className="post-author">By {context.author}</span> : null}{" "}
            <Dates published={post.published} updated={post.updated} />{" "}
            <span className="post-reading-time">{post.readingMinutes} min read</span>
          </div>
          <PostFacts difficulty={post.difficulty} minutes={post.minutes} boards={post.boards} tested={post.tested} />
        </header>
        {post.toc.length >= TOC_MIN_ENTRIES ? <TableOfContents entries={post.toc} /> : null}
        {post.sections ? (
          post.sections.map((section, index) => (
            <section key={index} className={sectionClass(section.section)} data-section={section.section}>
              {section.blocks.map((block, blockIndex) => (
                <PostBlock
                  key={blockIndex}
                  placed={block}
                  markdown={post.format === "markdown"}
                  download={downloads.get(block.block)}
                  firstImage={block === firstImage}
                />
              ))}
            </section>
          ))
        ) : post.content !== null ? (
          <section className="post-section post-section--content">
            <p className="post-content">{post.content}</p>
          </section>
        ) : null}
      </article>
      {askForm ? <QuestionsSection questions={questions} form={askForm} /> : null}
      {context ? <ReadNext context={context} /> : null}
    </>
  );
}
