import { PostBlock } from "../components/PostBlock";
import { TableOfContents } from "../components/TableOfContents";
import type { Post } from "../data/post";

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

/** A post: its title, reading time and contents, then each section with its blocks, or the plain content. */
export function PostPage({ post, title }: { post: Post; title: string }) {
  return (
    <article className="container post">
      <header className="post-header">
        <h1>{title}</h1>
        <div className="post-meta">
          <span>{post.readingMinutes} min read</span>
        </div>
      </header>
      {post.toc.length >= TOC_MIN_ENTRIES ? <TableOfContents entries={post.toc} /> : null}
      {post.sections ? (
        post.sections.map((section, index) => (
          <section key={index} className={sectionClass(section.section)} data-section={section.section}>
            {section.blocks.map((block, blockIndex) => (
              <PostBlock key={blockIndex} block={block} />
            ))}
          </section>
        ))
      ) : post.content !== null ? (
        <section className="post-section post-section--content">
          <p className="post-content">{post.content}</p>
        </section>
      ) : null}
    </article>
  );
}
