import type { Post, PostBlock } from "../data/post";

/** Turns a database style name into a safe class-name suffix. */
export function sectionClass(section: string): string {
  const name = section
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return name ? `post-section post-section--${name}` : "post-section";
}

function Block({ block }: { block: PostBlock }) {
  switch (block.kind) {
    case "heading": {
      const Tag = `h${block.level}` as const;
      return <Tag>{block.text}</Tag>;
    }
    case "image":
      return <img src={block.src} alt="" loading="lazy" decoding="async" />;
    case "paragraph":
      return <p>{block.text}</p>;
  }
}

/** A post: its title, then each section with its blocks, or the plain content. */
export function PostPage({ post, title }: { post: Post; title: string }) {
  return (
    <article className="container post">
      <h1>{title}</h1>
      {post.sections ? (
        post.sections.map((section, index) => (
          <section key={index} className={sectionClass(section.section)} data-section={section.section}>
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
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
