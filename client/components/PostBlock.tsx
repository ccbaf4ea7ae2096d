import { mediaOf, mediaSrcset, POST_IMAGE_SIZES } from "../data/media";
import type { PlacedBlock } from "../data/post";
import { CodeBlock } from "./CodeBlock";
import { InlineText } from "./InlineText";
import { PartsList } from "./PartsList";
import { WiringDiagram } from "./WiringDiagram";

/**
 * A picture in a post. An upload (/media/) is sized from its key and offered at each width
 * it has; the page's first picture is likely its largest paint, so it loads at once, the
 * others only as they near the screen. Other addresses are drawn as they are.
 */
function PostImage({ src, alt, first }: { src: string; alt: string; first: boolean }) {
  const media = mediaOf(src);
  if (!media) return <img src={src} alt={alt} loading="lazy" decoding="async" />;
  return (
    <img
      src={src}
      srcSet={mediaSrcset(media)}
      sizes={POST_IMAGE_SIZES}
      width={media.width}
      height={media.height}
      alt={alt}
      {...(first ? { loading: "eager", fetchPriority: "high" } : { loading: "lazy", decoding: "async" })}
    />
  );
}

/** Whether a block shows a picture (the first of a page loads eagerly). */
export const isImageBlock = (placed: PlacedBlock) => "img" in placed.block || "figure" in placed.block;

/**
 * One block of a post, drawn from the stored block itself (the post schema's shapes).
 * Every value from the database is text to React; in a Markdown post, text fields also
 * take inline marks (InlineText), never raw HTML.
 */
export function PostBlock({
  placed,
  markdown,
  download,
  firstImage = false,
}: {
  placed: PlacedBlock;
  markdown: boolean;
  /** A code block's file, when the post is on the site (not in the studio's preview). */
  download?: { href: string; name: string; zip: string | null };
  /** This block is the page's first picture. */
  firstImage?: boolean;
}) {
  const { block, heading } = placed;
  const t = (text: string) => <InlineText text={text} markdown={markdown} />;
  if (heading) {
    const Tag = `h${heading.level}` as const;
    const value = Object.values(block)[0];
    return <Tag id={heading.id}>{t(String(value))}</Tag>;
  }
  if ("p" in block) return <p>{t(block.p)}</p>;
  if ("img" in block) return <PostImage src={block.img} alt="" first={firstImage} />;
  if ("code" in block) {
    const code = typeof block.code === "string" ? { text: block.code } : block.code;
    return <CodeBlock code={code.text} lang={code.lang ?? null} download={download} />;
  }
  if ("table" in block)
    return (
      // Focusable so a keyboard can scroll a wide table sideways.
      <div className="table-scroll" tabIndex={0}>
        <table>
          <thead>
            <tr>
              {block.table.header.map((cell, index) => (
                <th key={index} scope="col">
                  {t(cell)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.cells.map((cell, index) => (
                  <td key={index}>{t(cell)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  if ("ul" in block || "ol" in block) {
    const [List, items] = "ul" in block ? (["ul", block.ul] as const) : (["ol", block.ol] as const);
    return (
      <List>
        {items.map((item, index) => (
          <li key={index}>{t(item)}</li>
        ))}
      </List>
    );
  }
  if ("note" in block || "warning" in block) {
    const [tone, text] = "note" in block ? (["note", block.note] as const) : (["warning", block.warning] as const);
    return (
      <div className={`callout callout--${tone}`} role="note">
        <p>
          <strong className="callout-label">{tone === "warning" ? "Warning: " : "Note: "}</strong>
          {t(text)}
        </p>
      </div>
    );
  }
  if ("figure" in block)
    return (
      <figure className="post-figure">
        <PostImage src={block.figure.src} alt={block.figure.alt} first={firstImage} />
        {block.figure.caption ? <figcaption>{t(block.figure.caption)}</figcaption> : null}
      </figure>
    );
  if ("parts" in block) return <PartsList parts={block.parts} markdown={markdown} />;
  if ("wiring" in block) return <WiringDiagram wiring={block.wiring} />;
  return null;
}
