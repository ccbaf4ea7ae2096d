import { useMemo } from "react";
import type { BoardPinout } from "../content/pinout-types";
import { BOARD_LABELS } from "../data/post-facts";
import { boardPins, findRow, mainPinNames } from "../data/pins";
import { BOARD_IDS, LIMITS, type BoardId } from "../data/post-schema";
import { useAnnounce } from "./announce";
import { move, removeAt, replaceAt } from "./arrays";
import { newConnection, type BlockDraft, type ConnectionDraft } from "./blocks";
import { SelectField, TextField } from "./fields";
import { focusSoon } from "./focus";
import { usePinout } from "./pinouts";

type WiringDraft = Extract<BlockDraft, { kind: "wiring" }>;

const BOARD_OPTIONS = [
  { value: "", label: "Choose a board" },
  ...BOARD_IDS.map((board) => ({ value: board, label: BOARD_LABELS[board] })),
];

type Option = { value: string; label: string };

/**
 * The board's pins as a menu: each by the name a wiring block writes, shown with its label
 * when the label says more ("GPIO36 (SENSOR_VP)"); a range (D22-D29) by each of its pins.
 */
const pinMenu = (pinout: BoardPinout): Option[] =>
  boardPins(pinout).map(({ name, row }) => ({ value: name, label: mainPinNames(row.pin).length > 1 ? name : row.pin }));

/**
 * One connection's menu: the board's pins, and a pin the block already names that the menu
 * lacks (another name for a pin, one the board does not have), kept rather than lost.
 */
function pinOptions(pinout: BoardPinout | null, menu: readonly Option[], current: string, boardChosen: boolean): Option[] {
  const row = pinout && current ? findRow(pinout, current) : null;
  const missing = current !== "" && !menu.some((pin) => pin.value === current);
  return [
    { value: "", label: pinout ? "Choose a pin" : boardChosen ? "Loading the pins…" : "Choose the board first" },
    ...menu,
    // Until the pinout is in, the pin is shown as the block names it.
    ...(missing
      ? [{ value: current, label: !pinout ? current : row ? `${current} (${row.pin})` : `${current} (not on this board)` }]
      : []),
  ];
}

/** What the chosen pin can do and must not do, from the board's pinout. */
function pinFacts(pinout: BoardPinout | null, name: string, boardLabel: string): { hint: string | null; error: string | null } {
  if (!pinout || !name) return { hint: null, error: null };
  const row = findRow(pinout, name);
  if (!row) return { hint: null, error: `The ${boardLabel} has no pin “${name}”: choose one from the list.` };
  return { hint: `Functions: ${row.functions}.${row.limits ? ` Limits: ${row.limits}` : ""}`, error: null };
}

/**
 * A wiring block as a form: the board, the part, and each connection from a pin of the
 * board's pinout (its functions and limits shown beside it) to the part's pin, with a note.
 * The pinout loads when the board is chosen.
 */
export function WiringEditor({
  block,
  warnings,
  onChange,
}: {
  block: WiringDraft;
  /** What the last save said about this block's pins. */
  warnings: readonly string[];
  onChange: (block: WiringDraft) => void;
}) {
  const announce = useAnnounce();
  const { id, connections } = block;
  const pins = usePinout(block.board);
  const pinout = pins.loaded.state === "ready" ? pins.loaded.value : null;
  // The board's menu of pins, worked out once per board rather than for every connection on every keystroke.
  const menu = useMemo(() => (pinout ? pinMenu(pinout) : []), [pinout]);
  const boardLabel = block.board ? BOARD_LABELS[block.board] : "board";
  const setConnections = (next: ConnectionDraft[]) => onChange({ ...block, connections: next });

  const moveConnection = (at: number, delta: -1 | 1) => {
    const connection = connections[at];
    if (!connection) return;
    setConnections(move(connections, at, delta));
    const [same, other] = delta < 0 ? ["up", "down"] : ["down", "up"];
    focusSoon(`${connection.id}-${same}`, `${connection.id}-${other}`);
    announce(`Connection moved to position ${at + delta + 1} of ${connections.length}.`);
  };
  const removeConnection = (at: number) => {
    const next = connections[at + 1] ?? connections[at - 1];
    setConnections(removeAt(connections, at));
    focusSoon(...(next ? [`${next.id}-remove`] : []), `${id}-add-connection`);
    announce(`Connection ${at + 1} removed.`);
  };
  const addConnection = () => {
    const connection = newConnection();
    setConnections([...connections, connection]);
    focusSoon(`${connection.id}-board`);
    announce(`Connection ${connections.length + 1} added.`);
  };

  return (
    <div className="studio-block-fields studio-wiring">
      <div className="studio-wiring-head">
        <SelectField
          id={`${id}-board`}
          label="Board"
          hint="The board the diagram draws; its pins fill the menus below."
          value={block.board}
          options={BOARD_OPTIONS}
          onValue={(board) => onChange({ ...block, board: board as BoardId | "" })}
        />
        <TextField
          id={`${id}-part`}
          label="Part"
          hint="What the board is wired to, as readers know it: BME280 sensor, LED, relay module."
          value={block.part}
          maxLength={100}
          onValue={(part) => onChange({ ...block, part })}
        />
      </div>
      <div role="status" className="studio-muted">
        {pins.loaded.state === "loading" ? <p>Loading the {boardLabel}&apos;s pins…</p> : null}
      </div>
      {pins.loaded.state === "failed" ? (
        <p role="alert" className="notice notice--error">
          The {boardLabel}&apos;s pins could not be loaded. {pins.loaded.message}{" "}
          <button type="button" className="studio-button studio-button--small" onClick={pins.reload}>
            Try again
          </button>
        </p>
      ) : null}
      <ol className="studio-rows">
        {connections.map((connection, at) => {
          const facts = pinFacts(pinout, connection.board.trim(), boardLabel);
          return (
            <li key={connection.id}>
              <fieldset className="studio-row" aria-labelledby={`${connection.id}-legend`}>
                <legend id={`${connection.id}-legend`}>Connection {at + 1}</legend>
                <div className="studio-row-fields">
                  <SelectField
                    id={`${connection.id}-board`}
                    label="Board pin"
                    hint={facts.hint}
                    error={facts.error}
                    value={connection.board}
                    options={pinOptions(pinout, menu, connection.board, block.board !== "")}
                    onValue={(board) => setConnections(replaceAt(connections, at, { ...connection, board }))}
                  />
                  <TextField
                    id={`${connection.id}-part`}
                    label="Part's pin"
                    hint="As printed on the part: VCC, SDA, anode."
                    value={connection.part}
                    maxLength={40}
                    onValue={(part) => setConnections(replaceAt(connections, at, { ...connection, part }))}
                  />
                  <TextField
                    id={`${connection.id}-note`}
                    label="Note (optional)"
                    hint="Shown in the connection table, e.g. through a 220 Ω resistor."
                    value={connection.note}
                    maxLength={200}
                    onValue={(note) => setConnections(replaceAt(connections, at, { ...connection, note }))}
                  />
                </div>
                <div className="studio-actions">
                  <button
                    type="button"
                    id={`${connection.id}-up`}
                    className="studio-button studio-button--small"
                    disabled={at === 0}
                    onClick={() => moveConnection(at, -1)}
                  >
                    Move up<span className="visually-hidden"> connection {at + 1}</span>
                  </button>
                  <button
                    type="button"
                    id={`${connection.id}-down`}
                    className="studio-button studio-button--small"
                    disabled={at === connections.length - 1}
                    onClick={() => moveConnection(at, 1)}
                  >
                    Move down<span className="visually-hidden"> connection {at + 1}</span>
                  </button>
                  <button
                    type="button"
                    id={`${connection.id}-remove`}
                    className="studio-button studio-button--small studio-button--danger"
                    onClick={() => removeConnection(at)}
                  >
                    Remove<span className="visually-hidden"> connection {at + 1}</span>
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="studio-actions">
        <button
          type="button"
          id={`${id}-add-connection`}
          className="studio-button"
          disabled={connections.length >= LIMITS.connections}
          onClick={addConnection}
        >
          Add a connection
        </button>
      </div>
      {warnings.length ? (
        <div className="notice studio-block-warnings" id={`${id}-warnings`}>
          <p>The last save flagged {warnings.length === 1 ? "this pin" : "these pins"}:</p>
          <ul className="studio-warnings">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
