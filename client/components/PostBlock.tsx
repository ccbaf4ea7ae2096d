import type { ReactNode } from "react";
import { blockPicture } from "../data/block-text";
import { mediaOf, mediaSrcset, POST_IMAGE_SIZES } from "../data/media";
import type { PlacedBlock } from "../data/post";
import { kindOf, type BlockKind, type BlockValue } from "../data/post-schema";
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

/**
 * A figure's picture. An upload links to its original, full size: a phone shows a wiring
 * photo or a diagram a column wide, and a reader zooms into the original to read its labels.
 * The link's name is the picture's alt text and "(full size)", so it says where it leads.
 */
function FigurePicture({ src, alt, first }: { src: string; alt: string; first: boolean }) {
  const image = <PostImage src={src} alt={alt} first={first} />;
  if (!mediaOf(src)) return image;
  return (
    <a className="figure-full" href={src}>
      {image}
      <span className="visually-hidden">{alt ? " (full size)" : "The picture at full size"}</span>
    </a>
  );
}

/** Whether a block shows a picture (the first of a page loads eagerly). */
export const isImageBlock = (placed: PlacedBlock) => blockPicture(placed.block) !== null;

/** What a renderer needs besides the block's value. */
interface RenderContext {
  /** Its text, as React nodes: inline Markdown in a Markdown post, plain text otherwise. */
  t: (text: string) => ReactNode;
  markdown: boolean;
  download: { href: string; name: string; zip: string | null } | undefined;
  firstImage: boolean;
}

const callout = (tone: "note" | "warning", text: string, { t }: RenderContext) => (
  <div className={`callout callout--${tone}`} role="note">
    <p>
      <strong className="callout-label">{tone === "warning" ? "Warning: " : "Note: "}</strong>
      {t(text)}
    </p>
  </div>
);

const list = (List: "ul" | "ol", items: string[], { t }: RenderContext) => (
  <List>
    {items.map((item, index) => (
      <li key={index}>{t(item)}</li>
    ))}
  </List>
);

/** A heading's text; its level and anchor come from its place in the page's outline (PostBlock). */
const headingText = (text: string, { t }: RenderContext) => t(text);

/**
 * How each kind of block is drawn, from its stored value (the post schema's shapes). The
 * table is exhaustive over the schema's kinds: a kind added there fails `tsc` here.
 */
const RENDERERS: { [K in BlockKind]: (value: BlockValue<K>, context: RenderContext) => ReactNode } = {
  h1: headingText,
  h2: headingText,
  h3: headingText,
  h4: headingText,
  h5: headingText,
  h6: headingText,
  p: (text, { t }) => <p>{t(text)}</p>,
  img: (src, { firstImage }) => <PostImage src={src} alt="" first={firstImage} />,
  code: (value, { download }) => {
    const code = typeof value === "string" ? { text: value } : value;
    return <CodeBlock code={code.text} lang={code.lang ?? null} download={download} />;
  },
  table: (table, { t }) => (
    // Focusable so a keyboard can scroll a wide table sideways.
    <div className="table-scroll" tabIndex={0}>
      <table>
        <thead>
          <tr>
            {table.header.map((cell, index) => (
              <th key={index} scope="col">
                {t(cell)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.cells.map((cell, index) => (
                <td key={index}>{t(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ),
  ul: (items, context) => list("ul", items, context),
  ol: (items, context) => list("ol", items, context),
  note: (text, context) => callout("note", text, context),
  warning: (text, context) => callout("warning", text, context),
  figure: (figure, { t, firstImage }) => (
    <figure className="post-figure">
      <FigurePicture src={figure.src} alt={figure.alt} first={firstImage} />
      {figure.caption ? <figcaption>{t(figure.caption)}</figcaption> : null}
    </figure>
  ),
  parts: (parts, { markdown }) => <PartsList parts={parts} markdown={markdown} />,
  wiring: (wiring) => <WiringDiagram wiring={wiring} />,
};

/**
 * One block of a post, drawn from the stored block itself through its kind's renderer.
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
  const kind = kindOf(block);
  const context: RenderContext = { t: (text) => <InlineText text={text} markdown={markdown} />, markdown, download, firstImage };
  const drawn = (RENDERERS[kind] as (value: unknown, context: RenderContext) => ReactNode)(
    (block as Record<string, unknown>)[kind],
    context,
  );
  if (!heading) return drawn;
  const Tag = `h${heading.level}` as const;
  return <Tag id={heading.id}>{drawn}</Tag>;
}
