import type { BoardPinout } from "../content/pinout-types";
import { useId } from "react";
import { pinPosition, pinoutOf, wireKind, type Wiring } from "../data/wiring";
import { WiringTable } from "./WiringTable";

/** Geometry of the drawing, in viewBox units (the SVG scales to its box, down to 320 px). */
const PITCH = 16;
const HEADER_X = 96;
const PIN = 10;
const PART_X = 262;
const PART_W = 92;
const WIDTH = 360;
const CAPTION = 18;

interface Placed {
  name: string;
  x: number;
  y: number;
  used: boolean;
  /** Which column of a double-row header: 1 draws its label to the right. */
  column: number;
}

/** The headers holding a used pin, stacked top to bottom, every pin at its place along its header. */
function layoutHeaders(pinout: BoardPinout, used: Set<string>) {
  const usedPlaces = new Map<string, { header: number; index: number }>();
  // Pins with one place first; a ground or supply found in several places is then drawn near them.
  const several = [...used].filter((name) => wireKind(pinout, name) !== "signal");
  for (const name of used) {
    const place = several.includes(name) ? null : pinPosition(pinout, name);
    if (place) usedPlaces.set(name, place);
  }
  const signals = [...usedPlaces.values()];
  for (const name of several) {
    const place = pinPosition(pinout, name, signals);
    if (place) usedPlaces.set(name, place);
  }
  const shown = [...new Set([...usedPlaces.values()].map((place) => place.header))].sort((a, b) => a - b);
  let top = 8;
  const headers: Array<{ name: string; y: number; height: number; x: number; width: number; pins: Placed[] }> = [];
  const at = new Map<string, { x: number; y: number }>();
  for (const index of shown) {
    const header = pinout.headers[index]!;
    const columns = header.columns ?? 1;
    const rows = Math.ceil(header.pins.length / columns);
    const y0 = top + CAPTION;
    const pins: Placed[] = header.pins.map((name, slot) => {
      const column = slot % columns;
      return {
        name: name ?? "",
        x: HEADER_X + column * PITCH,
        y: y0 + Math.floor(slot / columns) * PITCH + PITCH / 2,
        used: false,
        column,
      };
    });
    for (const [name, place] of usedPlaces) {
      if (place.header !== index) continue;
      const pin = pins[place.index]!;
      pin.used = true;
      pin.name = name;
      at.set(name, { x: pin.x, y: pin.y });
    }
    const height = rows * PITCH;
    headers.push({ name: header.name, y: y0, height, x: HEADER_X - PITCH / 2, width: columns * PITCH, pins });
    top = y0 + height + 14;
  }
  return { headers, at, bottom: top };
}

/**
 * A wiring block drawn on the server from the board's pinout: the headers holding the used
 * pins (every pin at its real place, the used ones named), the part with its pins, and one
 * wire a connection, coloured and dashed by kind. The connection table beside it is the text
 * alternative; the SVG's name says the same in one sentence.
 */
export function WiringDiagram({ wiring }: { wiring: Wiring }) {
  const id = `wiring${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const pinout = pinoutOf(wiring.board);
  const boardName = pinout.caption.replace(/ pinout$/, "");
  const used = new Set(wiring.connections.map((link) => link.board));
  const { headers, at, bottom } = layoutHeaders(pinout, used);
  const partPins = [...new Set(wiring.connections.map((link) => link.part))];
  const partTop = 8 + CAPTION;
  const partHeight = partPins.length * PITCH + PITCH;
  const partY = (name: string) => partTop + PITCH + partPins.indexOf(name) * PITCH;
  const height = Math.max(bottom, partTop + partHeight + 14);
  const label = `Wiring diagram: ${wiring.part} to the ${boardName}. ${wiring.connections
    .map((link) => `${link.board} to ${link.part}`)
    .join(", ")}.`;
  const titleId = `${id}-title`;
  return (
    <figure className="wiring" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        Wiring: {wiring.part} to the {boardName}
      </figcaption>
      <div className="wiring-body">
        <svg
          className="wiring-diagram"
          role="img"
          aria-labelledby={titleId}
          // The same name again, for tools that read aria-label and not the <title>.
          aria-label={label}
          viewBox={`0 0 ${WIDTH} ${height}`}
          width="100%"
          preserveAspectRatio="xMinYMin meet"
          xmlns="http://www.w3.org/2000/svg"
        >
          <title id={titleId}>{label}</title>
          {headers.map((header) => (
            <g key={header.name} className="wiring-header">
              <text className="wiring-caption" x={header.x} y={header.y - 6}>
                {header.name}
              </text>
              <rect className="wiring-board" x={header.x} y={header.y} width={header.width} height={header.height} rx={3} />
              {header.pins.map((pin, slot) => (
                <g key={slot}>
                  <rect
                    className={pin.used ? "wiring-pin wiring-pin--used" : "wiring-pin"}
                    x={pin.x - PIN / 2}
                    y={pin.y - PIN / 2}
                    width={PIN}
                    height={PIN}
                  />
                  {pin.used ? (
                    <text
                      className="wiring-label"
                      x={pin.column === 0 ? header.x - 4 : pin.x + PIN}
                      y={pin.y - (pin.column === 0 ? -3 : 3)}
                      textAnchor={pin.column === 0 ? "end" : "start"}
                    >
                      {pin.name}
                    </text>
                  ) : null}
                </g>
              ))}
            </g>
          ))}
          <g className="wiring-part">
            {/* Ends at the box's right edge, so a long name runs left over the empty space above the wires. */}
            <text className="wiring-caption" x={PART_X + PART_W} y={partTop - 6} textAnchor="end">
              {wiring.part.length > 30 ? `${wiring.part.slice(0, 29)}…` : wiring.part}
            </text>
            <rect className="wiring-part-box" x={PART_X} y={partTop} width={PART_W} height={partHeight} rx={4} />
            {partPins.map((name) => (
              <g key={name}>
                <circle className="wiring-pin wiring-pin--used" cx={PART_X} cy={partY(name)} r={PIN / 2 - 1} />
                <text className="wiring-label" x={PART_X + 8} y={partY(name) + 3}>
                  {name.length > 14 ? `${name.slice(0, 13)}…` : name}
                </text>
              </g>
            ))}
          </g>
          {wiring.connections.map((link, index) => {
            const from = at.get(link.board);
            if (!from) return null;
            const kind = wireKind(pinout, link.board);
            const turn = 150 + ((index * 9) % 90);
            const toY = partY(link.part);
            return (
              <path
                key={index}
                className={`wire wire--${kind}`}
                d={`M${from.x + PIN / 2} ${from.y} H${turn} V${toY} H${PART_X - PIN / 2}`}
              >
                <title>{`${link.board} to ${link.part} (${kind})`}</title>
              </path>
            );
          })}
        </svg>
        <WiringTable wiring={wiring} boardName={boardName} />
      </div>
      <p className="wiring-key">
        <span className="wiring-key-item wiring-key-item--power">Power</span>{" "}
        <span className="wiring-key-item wiring-key-item--ground">Ground</span>{" "}
        <span className="wiring-key-item wiring-key-item--signal">Signal</span>
      </p>
    </figure>
  );
}
