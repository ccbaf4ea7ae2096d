/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { BOARD_LAYOUTS } from "../../client/content/board-layouts";
import { BOARD_IDS } from "../../client/data/post-schema";
import { pinoutOf, type Wiring } from "../../client/data/wiring";
import { FONT, PHONE_WIDTH, layoutWiring, type WiringLayout } from "../../client/data/wiring-layout";

// Issue 31: wiring drawings like the board. The layout is pure, so what is drawn where is read
// here; tests/browser/wiring-drawing.test.ts measures the drawing on the page.

const demoWiring = Object.entries(
  import.meta.glob<string>("../../scripts/demo/tutorials/*.md", { query: "?raw", import: "default", eager: true }),
).flatMap(([file, markdown]) =>
  [...markdown.matchAll(/```wiring\n([\s\S]*?)```/g)].map((match, index) => ({
    name: `${file.replace(/^.*\//, "")} #${index + 1}`,
    wiring: parse(match[1]!) as Wiring,
  })),
);

const weatherStation: Wiring = {
  board: "esp32",
  part: "BME280 board",
  connections: [
    { board: "3V3", part: "VIN or VCC" },
    { board: "GND", part: "GND" },
    { board: "GPIO21", part: "SDA" },
    { board: "GPIO22", part: "SCL" },
  ],
};

const header = (layout: WiringLayout, name: string) => layout.headers.find((each) => each.name === name)!;
const labels = (layout: WiringLayout, name: string) => header(layout, name).pins.map((pin) => pin.label);
const usedLabels = (layout: WiringLayout) =>
  layout.headers.flatMap((each) => each.pins.filter((pin) => pin.used).map((pin) => pin.label));
const pin = (layout: WiringLayout, label: string) =>
  layout.headers.flatMap((each) => each.pins).find((each) => each.label === label && each.used)!;

describe("board layouts", () => {
  it.each(BOARD_IDS)("%s: places every header of its pinout once, each pin inside the outline by its edge", (board) => {
    const layout = BOARD_LAYOUTS[board];
    const pinout = pinoutOf(board);
    expect(layout.headers.map((each) => each.header).sort()).toEqual(pinout.headers.map((each) => each.name).sort());
    for (const place of layout.headers) {
      const pins = pinout.headers.find((each) => each.name === place.header)!;
      const columns = pins.columns ?? 1;
      const rows = Math.ceil(pins.pins.length / columns);
      const step = { down: [0, 1], up: [0, -1], right: [1, 0], left: [-1, 0] }[place.runs];
      const last = { x: place.first.x + step[0]! * (rows - 1), y: place.first.y + step[1]! * (rows - 1) };
      for (const point of [place.first, last]) {
        expect(point.x, `${place.header} x`).toBeGreaterThan(0);
        expect(point.x, `${place.header} x`).toBeLessThan(layout.width);
        expect(point.y, `${place.header} y`).toBeGreaterThan(0);
        expect(point.y, `${place.header} y`).toBeLessThan(layout.height);
      }
      // Along its edge: within a quarter inch of it.
      const distance = {
        left: place.first.x,
        right: layout.width - place.first.x,
        top: place.first.y,
        bottom: layout.height - place.first.y,
      }[place.edge];
      expect(distance, `${place.header} is by its edge`).toBeLessThan(2.5);
      // A header runs along its edge, not away from it.
      expect(["left", "right"].includes(place.edge), place.header).toBe(step[0] === 0);
    }
  });
});

describe("the ESP32 weather station's drawing", () => {
  const layout = layoutWiring(weatherStation);

  it("draws J1 down the left edge and J3 down the right, their rows side by side", () => {
    expect(layout.headers.map((each) => [each.name, each.edge])).toEqual([
      ["J1", "left"],
      ["J3", "right"],
    ]);
    const left = header(layout, "J1").pins;
    const right = header(layout, "J3").pins;
    expect(Math.max(...left.map((each) => each.x))).toBeLessThan(Math.min(...right.map((each) => each.x)));
    // Pin 1 of each header at the same height, the antenna end at the top.
    expect(left[0]!.y).toBe(right[0]!.y);
    expect(layout.marks.find((mark) => mark.text === "antenna")!.y).toBeLessThan(left[0]!.y);
  });

  it("draws only the rows the build uses, a pin either side, and a cut for the rest", () => {
    expect(usedLabels(layout).sort()).toEqual(["3V3", "GND", "GPIO21", "GPIO22"]);
    // GND is the one beside GPIO21 (J3 pin 7), not J3 pin 1 or J1 pin 14.
    expect(labels(layout, "J3")).toEqual(["GND", "GPIO23", "GPIO22", "TXD0", "RXD0", "GPIO21", "GND", "GPIO19"]);
    expect(
      header(layout, "J3")
        .pins.filter((each) => each.used)
        .map((each) => each.label),
    ).toEqual(["GPIO22", "GPIO21", "GND"]);
    expect(labels(layout, "J1")).toEqual(["3V3", "EN", "GPIO36", "GPIO39", "GPIO34", "GPIO35", "GPIO32", "GPIO33"]);
    // The other eleven rows of each header are one cut across the board.
    expect(layout.cuts).toHaveLength(1);
    expect(layout.cuts[0]!.axis).toBe("y");
    expect(layout.cuts[0]!.from).toBeGreaterThan(Math.max(...header(layout, "J3").pins.map((each) => each.y)));
  });

  it("is well under 500 px tall on a desktop and fits a phone with 11 px labels", () => {
    expect(layout.height).toBeLessThanOrEqual(300);
    expect(layout.box.width).toBeLessThanOrEqual(PHONE_WIDTH);
    expect(layout.wide).toBe(false);
    // 350 px of a 390 px phone for the drawing.
    expect((FONT * 350) / layout.box.width).toBeGreaterThanOrEqual(11);
  });

  it("runs one wire a connection from its board pin to its part pin", () => {
    expect(layout.wires.map((wire) => [wire.board, wire.part, wire.kind])).toEqual([
      ["3V3", "VIN or VCC", "power"],
      ["GND", "GND", "ground"],
      ["GPIO21", "SDA", "signal"],
      ["GPIO22", "SCL", "signal"],
    ]);
    for (const wire of layout.wires) {
      const from = pin(layout, wire.board);
      const to = layout.part.pins.find((each) => each.name === wire.part)!;
      expect(wire.points[0]).toEqual([from.x, from.y]);
      expect(wire.points.at(-1)).toEqual([to.x, to.y]);
    }
    // 3V3 is on the far side from the part: its wire goes round the top of the board.
    const power = layout.wires[0]!;
    expect(Math.min(...power.points.map(([, y]) => y))).toBeLessThan(layout.outline.y);
  });
});

describe("other boards", () => {
  it("draws the Uno's digital header along the top edge and its power header along the bottom, labels reading upwards", () => {
    const layout = layoutWiring({
      board: "arduino-uno",
      part: "HC-SR04",
      connections: [
        { board: "5V", part: "VCC" },
        { board: "D9", part: "TRIG" },
        { board: "D10", part: "ECHO" },
        { board: "GND", part: "GND" },
      ],
    });
    expect(header(layout, "Digital D8-SCL").edge).toBe("top");
    expect(header(layout, "Power").edge).toBe("bottom");
    expect(pin(layout, "D9").y).toBeLessThan(pin(layout, "5V").y);
    // D8 ... SCL run right to left, as on the board.
    expect(pin(layout, "D10").x).toBeLessThan(pin(layout, "D9").x);
    expect(pin(layout, "D9").text.upright).toBe(true);
    // The ground next to 5V, on the power header.
    expect(pin(layout, "GND").y).toBe(pin(layout, "5V").y);
    expect(layout.height).toBeLessThanOrEqual(500);
  });

  it("takes the Pico's ground nearest the signal: pin 18 beside GP15, not pin 3 at the USB end", () => {
    const layout = layoutWiring({
      board: "raspberry-pi-pico",
      part: "SG90 servo",
      connections: [
        { board: "GP15", part: "SIG" },
        { board: "GND", part: "GND" },
      ],
    });
    expect(labels(layout, "Pins 1-20")).toEqual(["GP13", "GND", "GP14", "GP15"]);
    expect(
      header(layout, "Pins 1-20")
        .pins.filter((each) => each.used)
        .map((each) => each.label),
    ).toEqual(["GND", "GP15"]);
    // The right-hand header shows the same rows: pins 23-21... and 24.
    expect(labels(layout, "Pins 40-21")).toEqual(["GP18", "GND", "GP17", "GP16"]);
  });

  it("draws the Pi's J8 as two rows down the right edge, pin 1 inside and pin 2 by the edge", () => {
    const layout = layoutWiring({
      board: "raspberry-pi-4",
      part: "BME280",
      connections: [
        { board: "3V3", part: "VIN" },
        { board: "GPIO2", part: "SDA" },
      ],
    });
    const j8 = header(layout, "J8 (40-pin GPIO header)");
    expect(j8.edge).toBe("right");
    const [one, two] = j8.pins;
    expect([one!.label, two!.label]).toEqual(["3V3", "5V"]);
    expect(one!.y).toBe(two!.y);
    expect(one!.x).toBeLessThan(two!.x);
    // The inner row's label sits inside the board, the outer row's outside it.
    expect(one!.outside).toBe(false);
    expect(two!.outside).toBe(true);
    expect(one!.text.x).toBeLessThan(one!.x);
    expect(two!.text.x).toBeGreaterThan(two!.x);
  });

  it("leaves out a pin the board does not have instead of failing", () => {
    const layout = layoutWiring({
      board: "esp32",
      part: "LED",
      connections: [
        { board: "GPIO24", part: "anode" },
        { board: "GPIO4", part: "cathode" },
      ],
    });
    expect(layout.wires.map((wire) => wire.board)).toEqual(["GPIO4"]);
    expect(layout.part.pins.map((each) => each.name)).toEqual(["anode", "cathode"]);
  });
});

describe("every demo tutorial's drawing", () => {
  it("has wiring blocks to draw", () => {
    expect(demoWiring.length).toBeGreaterThan(20);
  });

  it.each(demoWiring)("$name: fits a desktop and a phone, its wires never share a line", ({ wiring }) => {
    const layout = layoutWiring(wiring);
    expect(layout.height).toBeLessThanOrEqual(500);
    // A drawing too wide for 11 px labels on a phone scrolls sideways there instead.
    expect(layout.wide).toBe(layout.box.width > PHONE_WIDTH);
    expect(layout.wires).toHaveLength(wiring.connections.length);
    for (const wire of layout.wires)
      for (const [index, point] of wire.points.slice(1).entries()) {
        const before = wire.points[index]!;
        expect(before[0] === point[0] || before[1] === point[1], `${wire.board} runs straight`).toBe(true);
      }
    // Two wires from different pins never run along the same line.
    const lines = layout.wires.flatMap((wire) =>
      wire.points.slice(1).map((point, index) => ({ wire, a: wire.points[index]!, b: point })),
    );
    for (const one of lines)
      for (const two of lines) {
        if (one.wire === two.wire || one.wire.board === two.wire.board || one.wire.part === two.wire.part) continue;
        const horizontal = one.a[1] === one.b[1];
        if (horizontal !== (two.a[1] === two.b[1])) continue;
        const [across, run] = horizontal ? [1, 0] : [0, 1];
        if (one.a[across] !== two.a[across]) continue;
        const overlap =
          Math.min(Math.max(one.a[run]!, one.b[run]!), Math.max(two.a[run]!, two.b[run]!)) -
          Math.max(Math.min(one.a[run]!, one.b[run]!), Math.min(two.a[run]!, two.b[run]!));
        expect(overlap, `${one.wire.board} and ${two.wire.board}`).toBeLessThanOrEqual(0);
      }
  });
});
