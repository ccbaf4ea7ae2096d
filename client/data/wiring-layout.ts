/**
 * Where everything in a wiring drawing goes (issue 31): the board's outline with its headers
 * where they sit on the board (client/content/board-layouts.ts), only the pins a build uses and
 * a pin either side of each, a zigzag cut where pins are left out, the part beside the board and
 * one wire a connection. Pure: the diagram component draws what this returns, and the unit
 * tests read it.
 */
import { BOARD_LAYOUTS, type HeaderPlace, type Side } from "../content/board-layouts";
import type { BoardPinout } from "../content/pinout-types";
import { pinPlaces, pinoutOf, wireKind, type WireKind, type Wiring } from "./wiring";

/** Drawing units along a header for one pitch (0.1 inch). */
export const PITCH = 16;
/** The labels' size in drawing units: the SVG's font-size, which its text inherits. */
export const FONT = 13;
/** Pixels a drawing unit on a wide screen: the drawing's own width and height attributes. */
export const SCALE = 1.15;
/**
 * The widest drawing that still shows 13-unit labels at 11 CSS px or more in the 350 px a
 * 390 px phone leaves for it. A wider one keeps its size and scrolls sideways on a phone.
 */
export const PHONE_WIDTH = 410;

/**
 * A label's width in ems, glyph by glyph, from DejaVu Sans (the fallback most Linux browsers
 * use, and wider than Arial or Helvetica), a tenth wider in bold: only to leave room for a
 * label, never to cut one.
 */
const GLYPH_EMS: Array<[RegExp, number]> = [
  [/[MWmw]/, 0.9],
  [/[IJijl]/, 0.3],
  [/[A-Z]/, 0.74],
  [/[0-9]/, 0.64],
  [/[frt]/, 0.42],
  [/[a-z]/, 0.62],
  [/[ .,:;'!|]/, 0.32],
  [/[()[\]/\\-]/, 0.39],
  [/[+=<>~×−]/, 0.84],
];
const ems = (text: string) =>
  [...text].reduce((width, glyph) => width + (GLYPH_EMS.find(([glyphs]) => glyphs.test(glyph))?.[1] ?? 0.78), 0);
/** A pin's square, and the distance from its header's edge to its label. */
export const PIN = 10;
const LABEL_GAP = 3;
/** How many pins either side of a used one are drawn, for context. */
const CONTEXT = 1;
/** What a cut, an end of the board and the space between two headers are drawn as at most. */
const CUT = PITCH;
const END = 20;
const BODY = 32;
/** Space between wires running side by side, and between the board and the first of them. */
const LANE = 8;
const CLEAR = 10;
/** Where the part's pin labels start, from its left side. */
const PART_INSET = 9;
/** The part's longest label, in characters, and its name's, per line. */
const PART_LABEL = 16;
const PART_TITLE = 18;

type Axis = "x" | "y";
type Point = [number, number];

export interface DrawnPin {
  x: number;
  y: number;
  used: boolean;
  /** The pin's name (as the connection writes it when used), or null for a pin the pinout leaves unnamed. */
  label: string | null;
  /** Where the label's text starts or ends, and whether it reads upwards (along a horizontal header). */
  text: { x: number; y: number; anchor: "start" | "end"; upright: boolean };
  /** A label outside the board, which wires pass under. */
  outside: boolean;
}

export interface DrawnHeader {
  name: string;
  edge: Side;
  /** One box for each unbroken run of drawn pins. */
  boxes: Rect[];
  pins: DrawnPin[];
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DrawnWire {
  board: string;
  part: string;
  kind: WireKind;
  points: Point[];
}

export interface WiringLayout {
  boardName: string;
  /** The drawing's viewBox, and its width and height in CSS px on a wide screen. */
  box: Rect;
  width: number;
  height: number;
  /** Wider than PHONE_WIDTH: it scrolls sideways on a phone instead of shrinking its labels. */
  wide: boolean;
  outline: Rect;
  /** The cuts across the board, where pins are left out. */
  cuts: Array<{ axis: Axis; from: number; to: number }>;
  headers: DrawnHeader[];
  marks: Array<{ text: string; x: number; y: number; upright: boolean }>;
  part: {
    box: Rect;
    title: Array<{ text: string; x: number; y: number }>;
    /** Each pin on the part's left side, its label inside the box. */
    pins: Array<{ name: string; label: string; x: number; y: number; text: { x: number; y: number } }>;
  };
  wires: DrawnWire[];
  /** Where a wire branches off another from the same pin, with the kind of wire it is. */
  junctions: Array<{ at: Point; kind: WireKind }>;
  /** One sentence for the drawing's <desc>: how the board is turned and what is left out. */
  description: string;
}

const RUNS: Record<HeaderPlace["runs"], Point> = { down: [0, 1], up: [0, -1], right: [1, 0], left: [-1, 0] };
const OUTWARD: Record<Side, Point> = { left: [-1, 0], right: [1, 0], top: [0, -1], bottom: [0, 1] };
const SIDE_WORDS: Record<Side, string> = { left: "left edge", right: "right edge", top: "top", bottom: "bottom" };

/** One pin of one header, at its place on the board, in pitches. */
interface BoardPin {
  header: number;
  row: number;
  column: number;
  name: string | null;
  x: number;
  y: number;
}

interface PlacedHeader {
  index: number;
  name: string;
  place: HeaderPlace;
  columns: number;
  pins: BoardPin[];
  /** The axis the header's pins run along. */
  axis: Axis;
}

const along = (point: { x: number; y: number }, axis: Axis) => (axis === "x" ? point.x : point.y);
const other = (axis: Axis): Axis => (axis === "x" ? "y" : "x");
const textWidth = (text: string, bold = false) => ems(text) * FONT * (bold ? 1.12 : 1);
const cut = (text: string, most: number) => (text.length > most ? `${text.slice(0, most - 1)}…` : text);

/** The board's headers with every pin at its place, from the pinout's pin order and the layout's positions. */
function placeHeaders(pinout: BoardPinout, board: Wiring["board"]): PlacedHeader[] {
  const layout = BOARD_LAYOUTS[board];
  return pinout.headers.flatMap((header, index) => {
    const place = layout.headers.find((each) => each.header === header.name);
    if (!place) return [];
    const columns = header.columns ?? 1;
    const [runX, runY] = RUNS[place.runs];
    const [outX, outY] = OUTWARD[place.edge];
    const pins = header.pins.map((name, slot) => {
      const row = Math.floor(slot / columns);
      const column = slot % columns;
      return {
        header: index,
        row,
        column,
        name,
        x: place.first.x + runX * row + outX * column,
        y: place.first.y + runY * row + outY * column,
      };
    });
    const axis: Axis = runX !== 0 ? "x" : "y";
    return [{ index, name: header.name, place, columns, pins, axis }];
  });
}

/**
 * Where each board pin a connection names is drawn: a pin with one place there; a ground or
 * supply the board has in several places at the one nearest the pins already placed, the way a
 * builder takes the ground beside the signal; a name the board lacks nowhere.
 */
function placeUsedPins(pinout: BoardPinout, headers: PlacedHeader[], names: string[]): Map<string, BoardPin> {
  const placed = new Map<string, BoardPin>();
  const pinAt = (place: { header: number; index: number }) =>
    headers.find((header) => header.index === place.header)?.pins[place.index];
  const candidates = names.map((name) => ({
    name,
    pins: pinPlaces(pinout, name)
      .map(pinAt)
      .filter((pin): pin is BoardPin => pin !== undefined),
  }));
  for (const { name, pins } of candidates) if (pins.length === 1) placed.set(name, pins[0]!);
  for (const { name, pins } of candidates) {
    if (pins.length < 2) continue;
    const distance = (pin: BoardPin) =>
      Math.min(...[...placed.values()].map((near) => Math.hypot(near.x - pin.x, near.y - pin.y)), Number.POSITIVE_INFINITY);
    placed.set(
      name,
      pins.reduce((best, pin) => (distance(pin) < distance(best) ? pin : best)),
    );
  }
  return placed;
}

type Interval = [number, number];

function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1] + 1e-6) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

const inside = (intervals: Interval[], value: number) =>
  intervals.some(([from, to]) => value >= from - 1e-6 && value <= to + 1e-6);

/** A stretch of one axis of the board and how long it is drawn. */
interface Segment {
  from: number;
  to: number;
  kind: "kept" | "cut" | "body" | "end";
  size: number;
}

/** Maps a board position (pitches) on one axis to drawing units, stretch by stretch. */
function mapper(segments: Segment[]): (value: number) => number {
  return (value) => {
    let drawn = 0;
    for (const segment of segments) {
      if (value <= segment.to + 1e-9) {
        const length = segment.to - segment.from;
        return drawn + (length > 0 ? ((value - segment.from) / length) * segment.size : 0);
      }
      drawn += segment.size;
    }
    return drawn;
  };
}

/** The label's reach from its pin's centre, in drawing units (a used pin's label is bold). */
const reach = (label: string | null, used: boolean) => (label ? PITCH / 2 + LABEL_GAP + textWidth(label, used) : PIN / 2);

/** The way a pin's label points from the pin: into the board, or out past the edge for a two-row header's outer row. */
function labelDirection(header: PlacedHeader, pin: BoardPin): { vector: Point; outside: boolean } {
  const [outX, outY] = OUTWARD[header.place.edge];
  const outside = header.columns > 1 && pin.column === header.columns - 1;
  return outside ? { vector: [outX, outY], outside } : { vector: [-outX, -outY], outside };
}

/**
 * The drawing of one wiring block: which pins are drawn, where, and the wires' paths. Pins
 * the board does not have are left out of the drawing (the studio refuses them on save).
 */
export function layoutWiring(wiring: Wiring): WiringLayout {
  const pinout = pinoutOf(wiring.board);
  const board = BOARD_LAYOUTS[wiring.board];
  const boardName = pinout.caption.replace(/ pinout$/, "");
  const headers = placeHeaders(pinout, wiring.board);
  const names = [...new Set(wiring.connections.map((link) => link.board))];
  const used = placeUsedPins(pinout, headers, names);
  const usedPins = new Set(used.values());
  const size = { x: board.width, y: board.height };

  // The pins drawn because they are used or beside a used one.
  const drawn = new Set<BoardPin>();
  for (const pin of usedPins) {
    const header = headers.find((each) => each.index === pin.header)!;
    for (const neighbour of header.pins) if (Math.abs(neighbour.row - pin.row) <= CONTEXT) drawn.add(neighbour);
  }
  if (!drawn.size) for (const pin of headers[0]?.pins.slice(0, 3) ?? []) drawn.add(pin);

  // The stretches of each axis kept: around every drawn pin and, when every used header runs
  // the same way, across the board at each header running that way too, so the board's other
  // edge shows the same rows (a board used on two crossing headers is busy enough without).
  const usedAxes = new Set([...drawn].map((pin) => headers.find((each) => each.index === pin.header)!.axis));
  if (usedAxes.size > 1) usedAxes.clear();
  const kept: Record<Axis, Interval[]> = { x: [], y: [] };
  const keep = () => {
    for (const pin of drawn) {
      kept.x.push([pin.x - 0.5, pin.x + 0.5]);
      kept.y.push([pin.y - 0.5, pin.y + 0.5]);
    }
    for (const header of headers) {
      if (!usedAxes.has(header.axis)) continue;
      const across = other(header.axis);
      for (const pin of header.pins) kept[across].push([along(pin, across) - 0.5, along(pin, across) + 0.5]);
    }
    kept.x = merge(kept.x);
    kept.y = merge(kept.y);
  };
  // Every pin inside the kept stretches of both axes is drawn.
  const window = () => {
    for (const header of headers)
      for (const pin of header.pins) if (inside(kept.x, pin.x) && inside(kept.y, pin.y)) drawn.add(pin);
  };
  /** Pins of headers running along the axis that are cut off, with at least one pin of theirs drawn. */
  const hidden = (axis: Axis, from: number, to: number) =>
    headers
      .filter((header) => header.axis === axis && header.pins.some((pin) => drawn.has(pin)))
      .flatMap((header) => header.pins.filter((pin) => !drawn.has(pin) && along(pin, axis) > from && along(pin, axis) < to));

  keep();
  window();
  // A cut that would hide only a pin or two shows them instead.
  for (let round = 0; round < 3; round += 1) {
    let grew = false;
    for (const axis of ["x", "y"] as const) {
      const bounds: Interval[] = [[Number.NEGATIVE_INFINITY, 0], ...kept[axis], [size[axis], Number.POSITIVE_INFINITY]];
      for (let index = 0; index + 1 < bounds.length; index += 1) {
        const from = bounds[index]![1];
        const to = bounds[index + 1]![0];
        const pins = hidden(axis, from, to);
        const places = new Set(pins.map((pin) => along(pin, axis)));
        if (pins.length && places.size <= 2 && Math.max(...places) - Math.min(...places) <= 2) {
          for (const pin of pins) drawn.add(pin);
          grew = true;
        }
      }
    }
    if (!grew) break;
    keep();
    window();
  }

  const pinHeader = (pin: BoardPin) => headers.find((each) => each.index === pin.header)!;
  const labelOf = (pin: BoardPin) => {
    const name = [...used.entries()].find(([, place]) => place === pin)?.[0];
    return name ?? pin.name;
  };

  // How much room the labels pointing into a stretch need, from the pins on either side of it.
  const room = (axis: Axis, from: number, to: number) => {
    let fromSide = 0;
    let toSide = 0;
    for (const pin of drawn) {
      const header = pinHeader(pin);
      const { vector, outside } = labelDirection(header, pin);
      if (outside) continue;
      const step = axis === "x" ? vector[0] : vector[1];
      const at = along(pin, axis);
      const need = reach(labelOf(pin), usedPins.has(pin)) - PITCH / 2;
      if (step > 0 && Math.abs(at + 0.5 - from) < 1e-6) fromSide = Math.max(fromSide, need);
      if (step < 0 && Math.abs(at - 0.5 - to) < 1e-6) toSide = Math.max(toSide, need);
    }
    return fromSide + toSide + (fromSide && toSide ? 6 : 2);
  };
  const marked = (side: Side) => board.marks.some((mark) => mark.edge === side);

  const segments = (axis: Axis): Segment[] => {
    const list: Segment[] = [];
    const stretches = kept[axis];
    const [startSide, endSide]: [Side, Side] = axis === "x" ? ["left", "right"] : ["top", "bottom"];
    // An end holds the labels pointing into it and, nearer the edge, what the board has there.
    const endSize = (length: number, side: Side, from: number, to: number) =>
      Math.max(Math.min(length * PITCH, END), room(axis, from, to) + (marked(side) ? FONT + 8 : 0));
    const first = stretches[0]![0];
    const firstHidden = hidden(axis, Number.NEGATIVE_INFINITY, first).map((pin) => along(pin, axis));
    if (firstHidden.length) {
      const edge = Math.min(...firstHidden) - 0.5;
      list.push({ from: 0, to: edge, kind: "end", size: endSize(edge, startSide, 0, edge) });
      list.push({ from: edge, to: first, kind: "cut", size: CUT });
    } else list.push({ from: 0, to: first, kind: "end", size: endSize(first, startSide, 0, first) });
    stretches.forEach(([from, to], index) => {
      list.push({ from, to, kind: "kept", size: (to - from) * PITCH });
      const next = stretches[index + 1];
      if (!next) return;
      if (hidden(axis, to, next[0]).length) list.push({ from: to, to: next[0], kind: "cut", size: CUT });
      else
        list.push({
          from: to,
          to: next[0],
          kind: "body",
          size: Math.max(Math.min((next[0] - to) * PITCH, BODY), room(axis, to, next[0])),
        });
    });
    const last = stretches.at(-1)![1];
    const lastHidden = hidden(axis, last, Number.POSITIVE_INFINITY).map((pin) => along(pin, axis));
    if (lastHidden.length) {
      const edge = Math.max(...lastHidden) + 0.5;
      list.push({ from: last, to: edge, kind: "cut", size: CUT });
      list.push({ from: edge, to: size[axis], kind: "end", size: endSize(size[axis] - edge, endSide, edge, size[axis]) });
    } else list.push({ from: last, to: size[axis], kind: "end", size: endSize(size[axis] - last, endSide, last, size[axis]) });
    return list;
  };
  const segmentsOf = { x: segments("x"), y: segments("y") };
  // The board is at least as long as what is printed along its edges.
  for (const mark of board.marks) {
    const axis: Axis = mark.edge === "top" || mark.edge === "bottom" ? "x" : "y";
    const list = segmentsOf[axis];
    const short = textWidth(mark.text) + 16 - list.reduce((sum, segment) => sum + segment.size, 0);
    const roomiest = list
      .filter((segment) => segment.kind === "body" || segment.kind === "end")
      .reduce<Segment | undefined>(
        (best, segment) => (!best || segment.to - segment.from > best.to - best.from ? segment : best),
        undefined,
      );
    if (short > 0 && roomiest) roomiest.size += short;
  }
  const map = { x: mapper(segmentsOf.x), y: mapper(segmentsOf.y) };
  const outline: Rect = { x: 0, y: 0, width: map.x(size.x), height: map.y(size.y) };
  const cuts = (["x", "y"] as const).flatMap((axis) =>
    segmentsOf[axis]
      .filter((segment) => segment.kind === "cut")
      .map((segment) => ({ axis, from: map[axis](segment.from), to: map[axis](segment.to) })),
  );

  // Headers: a box for each unbroken run of drawn pins, each pin with its label.
  const pinAt = (pin: BoardPin): Point => [map.x(pin.x), map.y(pin.y)];
  const drawnHeaders: DrawnHeader[] = headers.flatMap((header) => {
    const shown = header.pins.filter((pin) => drawn.has(pin));
    if (!shown.length) return [];
    const rows = [...new Set(shown.map((pin) => pin.row))].sort((a, b) => a - b);
    const runs: number[][] = [];
    for (const row of rows) {
      const run = runs.at(-1);
      if (run && run.at(-1) === row - 1) run.push(row);
      else runs.push([row]);
    }
    const boxes = runs.map((run) => {
      const points = shown.filter((pin) => run.includes(pin.row)).map(pinAt);
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      const half = PITCH / 2;
      return {
        x: Math.min(...xs) - half,
        y: Math.min(...ys) - half,
        width: Math.max(...xs) - Math.min(...xs) + PITCH,
        height: Math.max(...ys) - Math.min(...ys) + PITCH,
      };
    });
    const pins = shown.map((pin): DrawnPin => {
      const [x, y] = pinAt(pin);
      const { vector, outside } = labelDirection(header, pin);
      const offset = PITCH / 2 + LABEL_GAP;
      const upright = header.axis === "x";
      // A label along a horizontal header reads upwards; its glyphs sit left of the baseline.
      const text = upright
        ? {
            x: x + FONT * 0.35,
            y: y + vector[1] * offset,
            anchor: vector[1] > 0 ? ("end" as const) : ("start" as const),
            upright,
          }
        : {
            x: x + vector[0] * offset,
            y: y + FONT * 0.35,
            anchor: vector[0] > 0 ? ("start" as const) : ("end" as const),
            upright,
          };
      return { x, y, used: usedPins.has(pin), label: labelOf(pin), text, outside };
    });
    return [{ name: header.name, edge: header.place.edge, boxes, pins }];
  });

  // What the board has at an edge, printed along it, in the middle of its longest uncut stretch
  // when it fits there, else of the whole edge (over the cuts: it has a halo).
  const middle = (axis: Axis, text: string) => {
    const at = map[axis];
    let best: [number, number] = [0, 0];
    let from = 0;
    for (const segment of [...segmentsOf[axis], { from: size[axis], to: size[axis], kind: "cut" as const, size: 0 }]) {
      if (segment.kind !== "cut") continue;
      const stretch: [number, number] = [at(from), at(segment.from)];
      if (stretch[1] - stretch[0] > best[1] - best[0]) best = stretch;
      from = segment.to;
    }
    if (best[1] - best[0] < textWidth(text) + 8) return (at(0) + at(size[axis])) / 2;
    return (best[0] + best[1]) / 2;
  };
  const marks = board.marks.map((mark) => {
    const { x, y, width, height } = outline;
    const inset = FONT * 0.35 + 9;
    switch (mark.edge) {
      case "top":
        return { text: mark.text, x: middle("x", mark.text), y: y + inset + 2, upright: false };
      case "bottom":
        return { text: mark.text, x: middle("x", mark.text), y: y + height - 8, upright: false };
      case "left":
        return { text: mark.text, x: x + inset, y: middle("y", mark.text), upright: true };
      case "right":
        return { text: mark.text, x: x + width - 8, y: middle("y", mark.text), upright: true };
    }
  });

  // What lies outside the outline already: labels of an outer row, on their side.
  const reachOut: Record<Side, number> = { left: outline.x, right: outline.width, top: outline.y, bottom: outline.height };
  for (const header of drawnHeaders)
    for (const pin of header.pins) {
      if (!pin.outside || !pin.label) continue;
      const far = reach(pin.label, pin.used);
      if (header.edge === "right") reachOut.right = Math.max(reachOut.right, pin.x + far);
      if (header.edge === "left") reachOut.left = Math.min(reachOut.left, pin.x - far);
      if (header.edge === "top") reachOut.top = Math.min(reachOut.top, pin.y - far);
      if (header.edge === "bottom") reachOut.bottom = Math.max(reachOut.bottom, pin.y + far);
    }

  // The part: its name on top, its pins down its left side in the order the connections name them.
  const links = wiring.connections.filter((link) => used.has(link.board));
  const partNames = [...new Set(wiring.connections.map((link) => link.part))];
  const title = titleLines(wiring.part);
  const titleHeight = title.length * (FONT + 3) + 6;
  const partWidth =
    Math.max(
      ...title.map((line) => textWidth(line, true)),
      ...partNames.map((name) => PART_INSET + textWidth(cut(name, PART_LABEL), true)),
    ) + 10;
  const partHeight = titleHeight + partNames.length * PITCH + 2;
  const sidePins = links.map((link) => used.get(link.board)!).filter((pin) => pinHeader(pin).place.edge === "right");
  const rowsAt = (sidePins.length ? sidePins : [...usedPins]).map((pin) => pinAt(pin)[1]);
  const centre = rowsAt.length ? rowsAt.reduce((sum, y) => sum + y, 0) / rowsAt.length : outline.height / 2;
  let firstPinY = centre - ((partNames.length - 1) * PITCH) / 2;
  // Part pins sit between the board's rows (and off the jogs between them), so no two wires share a line.
  if (sidePins.length) {
    const grid = pinAt(sidePins[0]!)[1] + PITCH / 2 + 4;
    firstPinY = grid + Math.round((firstPinY - grid) / PITCH) * PITCH;
  }
  const partTop = firstPinY - titleHeight - PITCH / 2;
  const partPinY = (name: string) => firstPinY + partNames.indexOf(name) * PITCH;

  const channel = reachOut.right + CLEAR;
  const partX = channel + Math.max(links.length - 1, 0) * LANE + 14;
  const top = Math.min(reachOut.top, partTop) - CLEAR;
  const bottom = Math.max(reachOut.bottom, partTop + partHeight) + CLEAR;
  const left = reachOut.left - CLEAR;

  const routes = links.map((link) => {
    const pin = used.get(link.board)!;
    const header = pinHeader(pin);
    const [x, y] = pinAt(pin);
    const edge = header.place.edge;
    const way = wayRound(edge, y - outline.y <= outline.height / 2);
    // An inner-row pin of a two-row header leaves between the outer row's pins.
    const jog: Point[] = [];
    if (header.columns > 1 && pin.column < header.columns - 1) {
      const [outX, outY] = OUTWARD[edge];
      const [runX, runY] = RUNS[header.place.runs];
      const mid: Point = [x + (outX * PITCH) / 2, y + (outY * PITCH) / 2];
      jog.push(mid, [mid[0] + (Math.abs(runX) * PITCH) / 2, mid[1] + (Math.abs(runY) * PITCH) / 2]);
    }
    return { link, pin, start: [x, y] as Point, edge, way, jog, kind: wireKind(pinout, link.board), partY: partPinY(link.part) };
  });

  /**
   * The wires in `sequence`, which runs from the lane nearest the board outwards; the lanes
   * round the board nest the same way (the outer a wire's lane beside the part, the further out
   * it goes round the board), so wires that go round never cross each other there.
   */
  const build = (sequence: number[]): DrawnWire[] => {
    const rank = (index: number, member: (route: (typeof routes)[number]) => boolean) =>
      sequence.filter((each) => member(routes[each]!)).indexOf(index);
    return sequence.map((index, lane) => {
      const route = routes[index]!;
      const laneX = channel + lane * LANE;
      const [x, y] = route.start;
      const points: Point[] = [[x, y], ...route.jog];
      const from = points.at(-1)!;
      if (route.way === "right") points.push([laneX, from[1]]);
      else {
        const aroundRank = rank(index, (other) => other.way === route.way);
        const laneY = route.way === "over" ? top - aroundRank * LANE : bottom + aroundRank * LANE;
        if (route.edge === "left") {
          const sideX = left - rank(index, (other) => other.way === route.way && other.edge === "left") * LANE;
          points.push([sideX, from[1]], [sideX, laneY]);
        } else points.push([from[0], laneY]);
        points.push([laneX, laneY]);
      }
      points.push([laneX, route.partY], [partX, route.partY]);
      return { board: route.link.board, part: route.link.part, kind: route.kind, points: tidy(points) };
    });
  };
  // Whether two wires cross depends only on which of them has the nearer lane, so the best
  // order follows from what each pair costs either way round.
  const pairCost = (one: number, two: number) => {
    const [nearer, outer] = build([one, two]);
    return clashes(nearer!, outer!);
  };
  const costs = routes.map((_, one) => routes.map((__, two) => (one === two ? 0 : pairCost(one, two))));
  const order = bestOrder(costs);
  const laid = build(order);
  const wires = routes.map((_, index) => laid[order.indexOf(index)]!);

  const part = {
    box: { x: partX, y: partTop, width: partWidth, height: partHeight },
    title: title.map((text, line) => ({ text, x: partX + 8, y: partTop + 4 + (line + 1) * (FONT + 3) - 3 })),
    pins: partNames.map((name) => {
      const y = partPinY(name);
      return { name, label: cut(name, PART_LABEL), x: partX, y, text: { x: partX + PART_INSET, y: y + FONT * 0.35 } };
    }),
  };

  // Everything drawn, with a margin: the labels by their estimated width.
  const xs = [reachOut.left, reachOut.right, partX + partWidth];
  const ys = [outline.y, outline.height, partTop, partTop + partHeight];
  for (const wire of wires)
    for (const [x, y] of wire.points) {
      xs.push(x);
      ys.push(y);
    }
  for (const mark of marks) {
    const half = mark.upright ? 0 : textWidth(mark.text) / 2;
    xs.push(mark.x - half, mark.x + half);
  }
  const margin = 6;
  const minX = Math.floor(Math.min(...xs) - margin);
  const minY = Math.floor(Math.min(...ys) - margin);
  const box = {
    x: minX,
    y: minY,
    width: Math.ceil(Math.max(...xs) + margin - minX),
    height: Math.ceil(Math.max(...ys) + margin - minY),
  };

  return tenths({
    boardName,
    box,
    width: Math.round(box.width * SCALE),
    height: Math.round(box.height * SCALE),
    wide: box.width > PHONE_WIDTH,
    outline,
    cuts,
    headers: drawnHeaders,
    marks,
    part,
    wires,
    junctions: junctionsOf(wires),
    description: describe(boardName, board.marks, drawnHeaders, cuts.length > 0),
  });
}

/** Every number to a tenth of a unit: nothing drawn is finer, and the page's HTML stays short. */
function tenths<T>(value: T): T {
  if (typeof value === "number") return (Math.round(value * 10) / 10) as T;
  if (Array.isArray(value)) return value.map(tenths) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, tenths(each)])) as T;
  return value;
}

/**
 * How a wire reaches the part, which stands to the board's right: straight from the right
 * edge, over the board from the top edge, under it from the bottom, and from the left edge
 * round whichever end of the board is nearer.
 */
function wayRound(edge: Side, upperHalf: boolean): "right" | "over" | "under" {
  if (edge === "right") return "right";
  if (edge === "top") return "over";
  if (edge === "bottom") return "under";
  return upperHalf ? "over" : "under";
}

/** The part's name in at most two lines, broken at spaces. */
function titleLines(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= PART_TITLE) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 2) return lines.map((line) => cut(line, PART_TITLE));
  return [cut(lines[0]!, PART_TITLE), cut(lines.slice(1).join(" "), PART_TITLE)];
}

/** A path without repeated points or straight-through corners. */
function tidy(points: Point[]): Point[] {
  const out: Point[] = [];
  for (const point of points) {
    const last = out.at(-1);
    if (last && last[0] === point[0] && last[1] === point[1]) continue;
    const before = out.at(-2);
    if (before && last && ((before[0] === last[0] && last[0] === point[0]) || (before[1] === last[1] && last[1] === point[1])))
      out[out.length - 1] = point;
    else out.push(point);
  }
  return out;
}

type Segment2 = { a: Point; b: Point };
const segmentsOf = (wire: DrawnWire): Segment2[] => wire.points.slice(1).map((b, index) => ({ a: wire.points[index]!, b }));

/** How badly two wires' paths meet: a crossing counts 1, running along the same line 10. */
function clashes(one: DrawnWire, two: DrawnWire): number {
  const sharePin = one.board === two.board || one.part === two.part;
  let score = 0;
  for (const s of segmentsOf(one))
    for (const t of segmentsOf(two)) {
      const sHorizontal = s.a[1] === s.b[1];
      const tHorizontal = t.a[1] === t.b[1];
      if (sHorizontal !== tHorizontal) {
        const [h, v] = sHorizontal ? [s, t] : [t, s];
        const x = v.a[0];
        const y = h.a[1];
        if (
          x > Math.min(h.a[0], h.b[0]) &&
          x < Math.max(h.a[0], h.b[0]) &&
          y > Math.min(v.a[1], v.b[1]) &&
          y < Math.max(v.a[1], v.b[1])
        )
          score += 1;
      } else if (!sharePin) {
        const axis: 0 | 1 = sHorizontal ? 1 : 0;
        const run: 0 | 1 = sHorizontal ? 0 : 1;
        if (Math.abs(s.a[axis] - t.a[axis]) < 3) {
          const overlap =
            Math.min(Math.max(s.a[run], s.b[run]), Math.max(t.a[run], t.b[run])) -
            Math.max(Math.min(s.a[run], s.b[run]), Math.min(t.a[run], t.b[run]));
          if (overlap > 0) score += 10;
        }
      }
    }
  return score;
}

/**
 * The order of the lanes, nearest the board first, with the fewest crossings, given what each
 * pair of wires costs with the first of them nearer (`costs[one][two]`): exactly, by the best
 * order of every subset, for up to 12 wires; beyond that, each wire by how many others it is
 * better placed nearer than. Ties keep the connections' own order.
 */
function bestOrder(costs: number[][]): number[] {
  const count = costs.length;
  const wires = [...Array(count).keys()];
  if (count > 12) {
    const wins = (one: number) => wires.filter((two) => costs[one]![two]! < costs[two]![one]!).length;
    return wires.sort((one, two) => wins(two) - wins(one) || one - two);
  }
  const full = (1 << count) - 1;
  const best = new Array<number>(full + 1).fill(Number.POSITIVE_INFINITY);
  const next = new Array<number>(full + 1).fill(-1);
  best[full] = 0;
  // best[placed]: the least cost of ordering the wires not yet placed, outside those placed.
  for (let placed = full - 1; placed >= 0; placed -= 1)
    for (const wire of wires) {
      if (placed & (1 << wire)) continue;
      let cost = best[placed | (1 << wire)]!;
      for (const other of wires) if (other !== wire && !(placed & (1 << other))) cost += costs[wire]![other]!;
      if (cost < best[placed]!) {
        best[placed] = cost;
        next[placed] = wire;
      }
    }
  const order: number[] = [];
  for (let placed = 0; placed !== full; placed |= 1 << next[placed]!) order.push(next[placed]!);
  return order;
}

/** A dot wherever a wire branches off another from the same board pin or to the same part pin. */
function junctionsOf(wires: DrawnWire[]): Array<{ at: Point; kind: WireKind }> {
  const dots = new Map<string, { at: Point; kind: WireKind }>();
  for (const wire of wires)
    for (const sibling of wires) {
      if (sibling === wire || (sibling.board !== wire.board && sibling.part !== wire.part)) continue;
      for (const point of wire.points.slice(1, -1))
        if (segmentsOf(sibling).some(({ a, b }) => onSegment(point, a, b)))
          dots.set(point.join(","), { at: point, kind: wire.kind });
    }
  return [...dots.values()];
}

function onSegment([x, y]: Point, a: Point, b: Point): boolean {
  if (a[0] === b[0]) return x === a[0] && y > Math.min(a[1], b[1]) && y < Math.max(a[1], b[1]);
  return y === a[1] && x > Math.min(a[0], b[0]) && x < Math.max(a[0], b[0]);
}

function describe(boardName: string, marks: Array<{ edge: Side; text: string }>, headers: DrawnHeader[], cut: boolean): string {
  const where = headers.map((header) => `${header.name} along the ${SIDE_WORDS[header.edge]}`).join(", ");
  const ends = marks.map((mark) => `${mark.text} at the ${SIDE_WORDS[mark.edge]}`).join(", ");
  return `The ${boardName} seen from above${ends ? `, ${ends}` : ""}: ${where}. ${
    cut
      ? "Only the used pins and their neighbours are drawn; a zigzag cut marks the pins left out."
      : "Every pin of these headers is drawn."
  }`;
}
