import { useId } from "react";
import type { Wiring } from "../data/wiring";
import { FONT, PIN, layoutWiring, type WiringLayout } from "../data/wiring-layout";
import { WiringTable } from "./WiringTable";

/** Half the height of a zigzag's teeth and the distance between them, in drawing units. */
const TOOTH = 2;
const TOOTH_STEP = 6;

/** A zigzag line along one axis at `at`, from `from` to `to` on the other. */
function zigzag(axis: "x" | "y", at: number, from: number, to: number): string {
  const points: string[] = [];
  for (let step = 0, along = from; along < to + TOOTH_STEP; step += 1, along += TOOTH_STEP) {
    const across = at + (step % 2 ? TOOTH : -TOOTH);
    const clamped = Math.min(along, to);
    points.push(axis === "y" ? `${clamped},${across}` : `${across},${clamped}`);
  }
  return points.join(" ");
}

/** A cut across the board: the outline and headers stop at two zigzag lines with the page between them. */
function Cut({ cut, outline }: { cut: WiringLayout["cuts"][number]; outline: WiringLayout["outline"] }) {
  // A cut across y (pins left out along a vertical header) runs the board's width, and the other way round.
  const axis = cut.axis;
  const [start, end] =
    axis === "y" ? [outline.x - 4, outline.x + outline.width + 4] : [outline.y - 4, outline.y + outline.height + 4];
  const near = zigzag(axis, cut.from + 3, start, end);
  const far = zigzag(axis, cut.to - 3, start, end);
  const back = far.split(" ").reverse().join(" ");
  return (
    <g className="wiring-cut">
      <polygon className="wiring-cut-gap" points={`${near} ${back}`} />
      <polyline className="wiring-cut-line" points={near} />
      <polyline className="wiring-cut-line" points={far} />
    </g>
  );
}

const rotated = (text: { x: number; y: number; upright: boolean }) =>
  text.upright ? `rotate(-90 ${text.x} ${text.y})` : undefined;

const pathOf = (points: Array<[number, number]>) => points.map(([x, y], index) => `${index ? "L" : "M"}${x} ${y}`).join(" ");

/**
 * A wiring block drawn on the server as an inline SVG: the board's outline with its headers
 * where they are on the board, only the stretch of each header the build uses (a pin either
 * side, a zigzag cut for the rest), the part beside it and one wire a connection, coloured and
 * dashed by kind. The connection table under it is the text alternative; the SVG's title says
 * the same in one sentence and its description how the board is turned.
 */
export function WiringDiagram({ wiring }: { wiring: Wiring }) {
  const id = `wiring${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const layout = layoutWiring(wiring);
  const { box, outline } = layout;
  const label = `Wiring diagram: ${wiring.part} to the ${layout.boardName}. ${wiring.connections
    .map((link) => `${link.board} to ${link.part}`)
    .join(", ")}.`;
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const pinLabel = (pin: WiringLayout["headers"][number]["pins"][number]) =>
    pin.label ? (
      <text
        className={`wiring-label${pin.used ? " wiring-label--used" : ""}${pin.outside ? " wiring-label--outside" : ""}`}
        x={pin.text.x}
        y={pin.text.y}
        textAnchor={pin.text.anchor}
        transform={rotated(pin.text)}
      >
        {pin.label}
      </text>
    ) : null;
  const drawing = (
    <svg
      className={layout.wide ? "wiring-diagram wiring-diagram--wide" : "wiring-diagram"}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      // The same name again, for tools that read aria-label and not the <title>.
      aria-label={label}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      width={layout.width}
      height={layout.height}
      fontSize={FONT}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{label}</title>
      <desc id={descId}>{layout.description}</desc>
      <rect className="wiring-outline" x={outline.x} y={outline.y} width={outline.width} height={outline.height} rx={6} />
      {layout.cuts.map((cut, index) => (
        <Cut key={index} cut={cut} outline={outline} />
      ))}
      {layout.marks.map((mark) => (
        <text key={mark.text} className="wiring-mark" x={mark.x} y={mark.y} textAnchor="middle" transform={rotated(mark)}>
          {mark.text}
        </text>
      ))}
      {layout.headers.map((header) => (
        <g key={header.name} className="wiring-header" data-header={header.name} data-edge={header.edge}>
          {header.boxes.map((each, index) => (
            <rect key={index} className="wiring-board" x={each.x} y={each.y} width={each.width} height={each.height} rx={3} />
          ))}
          {header.pins.map((pin, index) => (
            <g key={index}>
              <rect
                className={pin.used ? "wiring-pin wiring-pin--used" : "wiring-pin"}
                x={pin.x - PIN / 2}
                y={pin.y - PIN / 2}
                width={PIN}
                height={PIN}
              />
              {pin.outside ? null : pinLabel(pin)}
            </g>
          ))}
        </g>
      ))}
      <g className="wiring-part">
        <rect
          className="wiring-part-box"
          x={layout.part.box.x}
          y={layout.part.box.y}
          width={layout.part.box.width}
          height={layout.part.box.height}
          rx={4}
        />
        {layout.part.title.map((line) => (
          <text key={line.y} className="wiring-caption" x={line.x} y={line.y}>
            {line.text}
          </text>
        ))}
        {layout.part.pins.map((pin) => (
          <g key={pin.name}>
            <circle className="wiring-pin wiring-pin--used" cx={pin.x} cy={pin.y} r={PIN / 2 - 1} />
            <text className="wiring-label wiring-label--used" x={pin.text.x} y={pin.text.y}>
              {pin.label}
            </text>
          </g>
        ))}
      </g>
      {layout.wires.map((wire, index) => (
        <path key={index} className={`wire wire--${wire.kind}`} d={pathOf(wire.points)}>
          <title>{`${wire.board} to ${wire.part} (${wire.kind})`}</title>
        </path>
      ))}
      {layout.junctions.map(({ at: [x, y], kind }) => (
        <circle key={`${x},${y}`} className={`wiring-junction wiring-junction--${kind}`} cx={x} cy={y} r={3} />
      ))}
      {/* Labels outside the board last: wires pass under them. */}
      {layout.headers.flatMap((header) =>
        header.pins.filter((pin) => pin.outside).map((pin, index) => <g key={`${header.name}-${index}`}>{pinLabel(pin)}</g>),
      )}
    </svg>
  );
  return (
    <figure className="wiring" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        Wiring: {wiring.part} to the {layout.boardName}
      </figcaption>
      {layout.wide ? (
        // Too wide for a phone at a readable size: it keeps its size and scrolls sideways there.
        <div className="wiring-scroll" tabIndex={0} role="group" aria-label="Wiring drawing, scrolls sideways">
          {drawing}
        </div>
      ) : (
        drawing
      )}
      <WiringTable wiring={wiring} boardName={layout.boardName} />
      <p className="wiring-key">
        <span className="wiring-key-item wiring-key-item--power">Power</span>{" "}
        <span className="wiring-key-item wiring-key-item--ground">Ground</span>{" "}
        <span className="wiring-key-item wiring-key-item--signal">Signal</span>
      </p>
    </figure>
  );
}
