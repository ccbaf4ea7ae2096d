import type { BlockValue } from "../data/post-schema";
import { InlineText } from "./InlineText";

/** A tutorial's parts as a checklist table: how many, what, and where to read about it. */
export function PartsList({ parts, markdown }: { parts: BlockValue<"parts">; markdown: boolean }) {
  return (
    <div className="table-scroll parts-list" tabIndex={0}>
      <table>
        <caption>Parts</caption>
        <thead>
          <tr>
            <th scope="col">Qty</th>
            <th scope="col">Part</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {parts.items.map((item, index) => (
            <tr key={index}>
              <td>{item.qty}</td>
              <td>
                {item.link ? (
                  <a href={item.link} rel="nofollow noopener">
                    {item.name}
                  </a>
                ) : (
                  item.name
                )}
              </td>
              <td>{item.note ? <InlineText text={item.note} markdown={markdown} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
