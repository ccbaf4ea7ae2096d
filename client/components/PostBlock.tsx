import type { PostBlock as Block } from "../data/post";
import { CodeBlock } from "./CodeBlock";

/** One block of a post. Every value from the database is text to React: nothing is markup. */
export function PostBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case "heading": {
      const Tag = `h${block.level}` as const;
      return <Tag id={block.id}>{block.text}</Tag>;
    }
    case "paragraph":
      return <p>{block.text}</p>;
    case "image":
      return <img src={block.src} alt="" loading="lazy" decoding="async" />;
    case "code":
      return <CodeBlock code={block.text} lang={block.lang} />;
    case "table":
      return (
        // Focusable so a keyboard can scroll a wide table sideways.
        <div className="table-scroll" tabIndex={0}>
          <table>
            {block.header.length ? (
              <thead>
                <tr>
                  {block.header.map((cell, index) => (
                    <th key={index} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
            ) : null}
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    }
    case "callout":
      return (
        <div className={`callout callout--${block.tone}`} role="note">
          <p>
            <strong className="callout-label">{block.tone === "warning" ? "Warning: " : "Note: "}</strong>
            {block.text}
          </p>
        </div>
      );
    case "figure":
      return (
        <figure className="post-figure">
          <img src={block.src} alt={block.alt} loading="lazy" decoding="async" />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      );
  }
}
