import { Fragment, type ReactNode } from "react";
import type { BlockValue } from "../data/post-schema";

/**
 * A text with a line-break opportunity after each slash ("R1/R2", "D0/RX"): the table lets
 * words break nowhere else, so a narrow column wraps there rather than inside a pin's name.
 */
export function breakAfterSlashes(text: string): ReactNode {
  const parts = text.split("/");
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

/**
 * A wiring block's connections as a table: board pin to part pin, with any note. The drawing's
 * text alternative. Each cell names its column (`data-label`) for the card layout a narrow
 * column gets (client/styles/site.css).
 */
export function WiringTable({ wiring, boardName }: { wiring: BlockValue<"wiring">; boardName?: string }) {
  const partPin = `${wiring.part} pin`;
  return (
    <div className="table-scroll wiring-table" tabIndex={0}>
      <table>
        <caption>
          Connections: {breakAfterSlashes(wiring.part)} to the {boardName ?? wiring.board}
        </caption>
        <thead>
          <tr>
            <th scope="col">Board pin</th>
            <th scope="col">{breakAfterSlashes(partPin)}</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {wiring.connections.map((link, index) => (
            <tr key={index}>
              <td data-label="Board pin">{breakAfterSlashes(link.board)}</td>
              <td data-label={partPin}>{breakAfterSlashes(link.part)}</td>
              <td data-label="Note">{link.note ? breakAfterSlashes(link.note) : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
