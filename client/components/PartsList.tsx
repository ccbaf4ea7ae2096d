import type { BlockValue } from "../data/post-schema";
import { Island } from "../hydration/Island";
import { InlineText } from "./InlineText";

/** The parts as the copy button hands them over: one line a part, "2 × name (note): link". */
export function partsText(parts: BlockValue<"parts">): string {
  return parts.items
    .map((item) => `${item.qty} × ${item.name}${item.note ? ` (${item.note})` : ""}${item.link ? `: ${item.link}` : ""}`)
    .join("\n");
}

/** A tutorial's parts as a checklist table: how many, what, and where to read about it. */
export function PartsList({ parts, markdown }: { parts: BlockValue<"parts">; markdown: boolean }) {
  return (
    <div className="parts">
      <Island name="CopyParts" props={{ text: partsText(parts) }} />
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
    </div>
  );
}
