import type { BlockValue } from "../data/post-schema";

/** A wiring block's connections as a table: board pin to part pin, with any note. The diagram's text alternative. */
export function WiringTable({ wiring, boardName }: { wiring: BlockValue<"wiring">; boardName?: string }) {
  return (
    <div className="table-scroll wiring-table" tabIndex={0}>
      <table>
        <caption>
          Connections: {wiring.part} to the {boardName ?? wiring.board}
        </caption>
        <thead>
          <tr>
            <th scope="col">Board pin</th>
            <th scope="col">{wiring.part} pin</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {wiring.connections.map((link, index) => (
            <tr key={index}>
              <td>{link.board}</td>
              <td>{link.part}</td>
              <td>{link.note ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
