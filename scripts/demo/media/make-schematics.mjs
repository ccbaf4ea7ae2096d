#!/usr/bin/env node
// Draws the schematics of the demo tutorials whose circuits have no board to draw a wiring
// diagram from (issue 21): `node scripts/demo/media/make-schematics.mjs`. They are served as
// static SVG from public/images/schematics/ (the media API accepts no SVG), so each keeps its
// role="img", <title> and <desc>; the tutorials show them as figures with their own alt text.
// A white card behind the drawing keeps it legible on the dark theme. Run this again after
// changing a drawing and commit the SVGs.
import { mkdir, writeFile } from "node:fs/promises";

const INK = "#1f2933";
const MUTED = "#52606d";
const ACCENT = "#1c5fc9";
const OPTIONAL = "#8a4b00";
const FONT = "DejaVu Sans, Verdana, Arial, sans-serif";
const OUT = new URL("../../../public/images/schematics/", import.meta.url);

/** @param {string} value */
const esc = (value) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * @param {number} x @param {number} y @param {string} value
 * @param {{ size?: number, anchor?: "start" | "middle" | "end", fill?: string, weight?: string }} [options]
 */
const text = (x, y, value, { size = 15, anchor = "start", fill = INK, weight = "normal" } = {}) =>
  `<text x="${x}" y="${y}" font-size="${size}" text-anchor="${anchor}" fill="${fill}" font-weight="${weight}">${esc(value)}</text>`;

/** @param {Array<[number, number]>} points @param {{ dashed?: boolean, colour?: string }} [options] */
const wire = (points, { dashed = false, colour = INK } = {}) =>
  `<polyline points="${points.map(([x, y]) => `${x},${y}`).join(" ")}" fill="none" stroke="${colour}" stroke-width="2.5" stroke-linejoin="round"${dashed ? ' stroke-dasharray="7 5"' : ""}/>`;

/** A junction. @param {number} x @param {number} y */
const dot = (x, y, colour = INK) => `<circle cx="${x}" cy="${y}" r="4.5" fill="${colour}"/>`;

/** A resistor (zigzag, 60 long) centred on a vertical wire from y1 to y2. @param {number} x @param {number} y1 @param {number} y2 */
function resistorV(x, y1, y2, { dashed = false, colour = INK } = {}) {
  const mid = (y1 + y2) / 2;
  const zig = [-30, -25, -15, -5, 5, 15, 25, 30].map((dy, index, all) => [
    index === 0 || index === all.length - 1 ? x : x + (index % 2 ? 9 : -9),
    mid + dy,
  ]);
  return wire(/** @type {Array<[number, number]>} */ ([[x, y1], ...zig, [x, y2]]), { dashed, colour });
}

/** A resistor on a horizontal wire from x1 to x2. @param {number} x1 @param {number} x2 @param {number} y */
function resistorH(x1, x2, y) {
  const mid = (x1 + x2) / 2;
  const zig = [-30, -25, -15, -5, 5, 15, 25, 30].map((dx, index, all) => [
    mid + dx,
    index === 0 || index === all.length - 1 ? y : y + (index % 2 ? -9 : 9),
  ]);
  return wire(/** @type {Array<[number, number]>} */ ([[x1, y], ...zig, [x2, y]]));
}

/**
 * A capacitor on a vertical wire; polarised draws the lower plate curved and a + by the upper one.
 * @param {number} x @param {number} y1 @param {number} y2
 */
function capacitorV(x, y1, y2, polarised = false) {
  const mid = (y1 + y2) / 2;
  const parts = [
    wire([
      [x, y1],
      [x, mid - 6],
    ]),
    wire([
      [x, mid + 6],
      [x, y2],
    ]),
  ];
  parts.push(`<line x1="${x - 18}" y1="${mid - 6}" x2="${x + 18}" y2="${mid - 6}" stroke="${INK}" stroke-width="3"/>`);
  if (polarised) {
    parts.push(
      `<path d="M ${x - 18} ${mid + 11} Q ${x} ${mid + 1} ${x + 18} ${mid + 11}" fill="none" stroke="${INK}" stroke-width="3"/>`,
    );
    parts.push(text(x - 30, mid - 10, "+", { size: 17, weight: "bold" }));
  } else {
    parts.push(`<line x1="${x - 18}" y1="${mid + 6}" x2="${x + 18}" y2="${mid + 6}" stroke="${INK}" stroke-width="3"/>`);
  }
  return parts.join("\n");
}

/** A diode pointing down (anode at y1, cathode bar toward y2). @param {number} x @param {number} y1 @param {number} y2 */
function diodeDown(x, y1, y2, { dashed = false, colour = INK, led = false } = {}) {
  const mid = (y1 + y2) / 2;
  const parts = [
    wire(
      [
        [x, y1],
        [x, mid - 12],
      ],
      { dashed, colour },
    ),
    wire(
      [
        [x, mid + 12],
        [x, y2],
      ],
      { dashed, colour },
    ),
    `<polygon points="${x - 13},${mid - 12} ${x + 13},${mid - 12} ${x},${mid + 12}" fill="${led ? "#ffffff" : colour}" stroke="${colour}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<line x1="${x - 13}" y1="${mid + 12}" x2="${x + 13}" y2="${mid + 12}" stroke="${colour}" stroke-width="3"/>`,
  ];
  if (led)
    for (const dy of [-6, 6])
      parts.push(
        `<line x1="${x + 16}" y1="${mid + dy - 4}" x2="${x + 30}" y2="${mid + dy - 14}" stroke="${colour}" stroke-width="2"/>`,
        `<polyline points="${x + 23},${mid + dy - 15} ${x + 30},${mid + dy - 14} ${x + 28},${mid + dy - 7}" fill="none" stroke="${colour}" stroke-width="2"/>`,
      );
  return parts.join("\n");
}

/** A battery on a vertical wire, + (long plate) on top. @param {number} x @param {number} y1 @param {number} y2 */
function batteryV(x, y1, y2) {
  const mid = (y1 + y2) / 2;
  return [
    wire([
      [x, y1],
      [x, mid - 10],
    ]),
    wire([
      [x, mid + 10],
      [x, y2],
    ]),
    `<line x1="${x - 22}" y1="${mid - 10}" x2="${x + 22}" y2="${mid - 10}" stroke="${INK}" stroke-width="3"/>`,
    `<line x1="${x - 11}" y1="${mid - 2}" x2="${x + 11}" y2="${mid - 2}" stroke="${INK}" stroke-width="5"/>`,
    `<line x1="${x - 22}" y1="${mid + 6}" x2="${x + 22}" y2="${mid + 6}" stroke="${INK}" stroke-width="3"/>`,
    `<line x1="${x - 11}" y1="${mid + 14}" x2="${x + 11}" y2="${mid + 14}" stroke="${INK}" stroke-width="5"/>`,
    wire([
      [x, mid + 14],
      [x, mid + 10],
    ]),
    text(x - 32, mid - 12, "+", { size: 17, weight: "bold" }),
  ].join("\n");
}

/** A ground symbol hanging from (x, y). @param {number} x @param {number} y */
const ground = (x, y) =>
  [
    wire([
      [x, y],
      [x, y + 12],
    ]),
    `<line x1="${x - 16}" y1="${y + 12}" x2="${x + 16}" y2="${y + 12}" stroke="${INK}" stroke-width="2.5"/>`,
    `<line x1="${x - 10}" y1="${y + 18}" x2="${x + 10}" y2="${y + 18}" stroke="${INK}" stroke-width="2.5"/>`,
    `<line x1="${x - 4}" y1="${y + 24}" x2="${x + 4}" y2="${y + 24}" stroke="${INK}" stroke-width="2.5"/>`,
  ].join("\n");

/**
 * The whole picture: a white card, the accessible name and description, the drawing.
 * @param {{ id: string, width: number, height: number, title: string, desc: string, body: string[] }} picture
 */
const svg = ({ id, width, height, title, desc, body }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${id}-title ${id}-desc" font-family="${FONT}">
<title id="${id}-title">${esc(title)}</title>
<desc id="${id}-desc">${esc(desc)}</desc>
<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="14" fill="#ffffff" stroke="#cbd2d9" stroke-width="2"/>
${body.join("\n")}
</svg>
`;

/** The NE555 astable flasher of ne555-astable-led-flasher.md: design A, with design B's changes in brown. */
function ne555() {
  const top = 100; // +9 V rail
  const bottom = 520; // 0 V rail
  const chip = { x: 360, y: 180, w: 170, h: 220 };
  const pinY = { 7: 215, 6: 285, 2: 355, 3: 285 };
  const pinX = { 4: 405, 8: 485, 5: 405, 1: 485 };
  const body = [
    text(30, 44, "NE555 astable LED flasher", { size: 22, weight: "bold" }),
    text(30, 70, "Design A values; design B changes in brown", { size: 15, fill: MUTED }),
    // rails
    wire([
      [70, top],
      [760, top],
    ]),
    wire([
      [70, bottom],
      [760, bottom],
    ]),
    text(768, top + 5, "+9 V", { weight: "bold" }),
    text(768, bottom + 5, "0 V", { weight: "bold" }),
    ground(580, bottom),
    // battery
    batteryV(70, top, bottom),
    text(100, 318, "9 V", { weight: "bold" }),
    text(100, 336, "battery", { fill: MUTED, size: 13 }),
    // R1, R2, C down the timing column
    resistorV(240, top, pinY[7]),
    text(256, 150, "R1 1 kΩ", { weight: "bold", size: 14 }),
    text(256, 168, "B: 12 kΩ", { fill: OPTIONAL, size: 14 }),
    wire([
      [240, pinY[7]],
      [chip.x, pinY[7]],
    ]),
    dot(240, pinY[7]),
    dot(240, top),
    resistorV(240, pinY[7], pinY[2]),
    text(256, 300, "R2 68 kΩ", { weight: "bold", size: 14 }),
    text(256, 318, "B: 120 kΩ", { fill: OPTIONAL, size: 14 }),
    wire([
      [240, pinY[2]],
      [chip.x, pinY[2]],
    ]),
    wire([
      [338, pinY[2]],
      [338, pinY[6]],
      [chip.x, pinY[6]],
    ]),
    dot(240, pinY[2]),
    dot(338, pinY[2]),
    capacitorV(240, pinY[2], bottom, true),
    text(262, 432, "C 10 µF", { weight: "bold" }),
    text(262, 450, "stripe (−) to 0 V", { fill: MUTED, size: 13 }),
    dot(240, bottom),
    // design B's diode across R2: anode to pin 7, cathode to pins 6 and 2
    wire(
      [
        [240, pinY[7]],
        [170, pinY[7]],
      ],
      { dashed: true, colour: OPTIONAL },
    ),
    diodeDown(170, pinY[7], pinY[2], { dashed: true, colour: OPTIONAL }),
    wire(
      [
        [170, pinY[2]],
        [240, pinY[2]],
      ],
      { dashed: true, colour: OPTIONAL },
    ),
    text(118, 262, "D1", { fill: OPTIONAL, weight: "bold" }),
    text(100, 388, "D1 1N4148,", { fill: OPTIONAL, size: 13 }),
    text(100, 404, "design B only", { fill: OPTIONAL, size: 13 }),
    // the chip
    `<rect x="${chip.x}" y="${chip.y}" width="${chip.w}" height="${chip.h}" rx="6" fill="#f5f7fa" stroke="${INK}" stroke-width="2.5"/>`,
    text(chip.x + chip.w / 2, chip.y + chip.h / 2 + 30, "NE555", { anchor: "middle", size: 20, weight: "bold" }),
    // left pins: 7, 6, 2
    text(chip.x + 8, pinY[7] + 5, "DIS"),
    text(chip.x + 8, pinY[6] + 5, "THR"),
    text(chip.x + 8, pinY[2] + 5, "TRIG"),
    text(chip.x - 6, pinY[7] - 6, "7", { anchor: "end", size: 13, fill: MUTED }),
    text(chip.x - 6, pinY[6] - 6, "6", { anchor: "end", size: 13, fill: MUTED }),
    text(chip.x - 6, pinY[2] - 6, "2", { anchor: "end", size: 13, fill: MUTED }),
    // top pins: 4 RESET and 8 VCC to the + rail
    wire([
      [pinX[4], chip.y],
      [pinX[4], top],
    ]),
    wire([
      [pinX[8], chip.y],
      [pinX[8], top],
    ]),
    dot(pinX[4], top),
    dot(pinX[8], top),
    text(pinX[4], chip.y + 22, "RESET", { anchor: "middle", size: 13 }),
    text(pinX[8], chip.y + 22, "VCC", { anchor: "middle", size: 13 }),
    text(pinX[4] + 6, chip.y - 8, "4", { size: 13, fill: MUTED }),
    text(pinX[8] + 6, chip.y - 8, "8", { size: 13, fill: MUTED }),
    // bottom pins: 5 CV through 10 nF, 1 GND
    capacitorV(pinX[5], chip.y + chip.h, bottom),
    text(pinX[5] - 26, 468, "10 nF", { anchor: "end", weight: "bold" }),
    wire([
      [pinX[1], chip.y + chip.h],
      [pinX[1], bottom],
    ]),
    dot(pinX[5], bottom),
    dot(pinX[1], bottom),
    text(pinX[5], chip.y + chip.h - 10, "CV", { anchor: "middle", size: 13 }),
    text(pinX[1], chip.y + chip.h - 10, "GND", { anchor: "middle", size: 13 }),
    text(pinX[5] + 6, chip.y + chip.h + 18, "5", { size: 13, fill: MUTED }),
    text(pinX[1] + 6, chip.y + chip.h + 18, "1", { size: 13, fill: MUTED }),
    // right pin: 3 OUT, 470 ohm, LED to 0 V
    text(chip.x + chip.w - 8, pinY[3] + 5, "OUT", { anchor: "end" }),
    text(chip.x + chip.w + 6, pinY[3] - 6, "3", { size: 13, fill: MUTED }),
    wire([
      [chip.x + chip.w, pinY[3]],
      [565, pinY[3]],
    ]),
    resistorH(565, 645, pinY[3]),
    text(605, pinY[3] - 20, "470 Ω", { anchor: "middle", weight: "bold" }),
    wire([
      [645, pinY[3]],
      [660, pinY[3]],
      [660, 350],
    ]),
    diodeDown(660, 350, 410, { led: true, colour: "#c92a2a" }),
    wire([
      [660, 410],
      [660, bottom],
    ]),
    dot(660, bottom),
    text(695, 378, "LED", { weight: "bold" }),
    text(695, 396, "red", { size: 13, fill: MUTED }),
    // decoupling, drawn across the rails; on the board it sits right at pins 8 and 1
    capacitorV(760, top, bottom),
    dot(760, top),
    dot(760, bottom),
    text(786, 300, "100 nF", { weight: "bold" }),
    text(786, 318, "right at", { size: 13, fill: MUTED }),
    text(786, 334, "pins 8, 1", { size: 13, fill: MUTED }),
    // the sums
    text(30, 565, "Design A: R1 1 kΩ, R2 68 kΩ, C 10 µF, no D1: 0.48 s on, 0.47 s off, about 1.05 Hz.", { size: 14 }),
    text(30, 587, "Design B: R1 12 kΩ, R2 120 kΩ, D1 across R2: about 0.1 s on, 0.83 s off.", {
      size: 14,
      fill: OPTIONAL,
    }),
  ];
  return svg({
    id: "ne555",
    width: 880,
    height: 610,
    title: "Schematic: NE555 astable LED flasher",
    desc:
      "A 9 V battery feeds a +9 V rail and a 0 V rail. NE555 pin 8 (VCC) and pin 4 (RESET) go to +9 V, pin 1 (GND) to 0 V, " +
      "and a 100 nF capacitor sits across the supply at pins 8 and 1. R1 (1 kΩ, 12 kΩ in design B) runs from +9 V to pin 7 (DIS); " +
      "R2 (68 kΩ, 120 kΩ in design B) runs from pin 7 to pins 6 (THR) and 2 (TRIG), which are joined. The 10 µF timing capacitor " +
      "goes from pins 6 and 2 to 0 V, its negative stripe to 0 V. Pin 5 (CV) has a 10 nF capacitor to 0 V. Pin 3 (OUT) drives a " +
      "470 Ω resistor and a red LED to 0 V. Design B only: a 1N4148 diode across R2, anode on pin 7 and cathode on pins 6 and 2.",
    body,
  });
}

/** The divider of voltage-divider-multimeter-basics.md, with the meter across R2 and the loading test's resistor. */
function divider() {
  const x = 200;
  const top = 110;
  const mid = 270;
  const bottom = 430;
  const body = [
    text(30, 44, "Voltage divider, measured with a multimeter", { size: 22, weight: "bold" }),
    text(30, 70, "Uno 5V as Vin; the dashed parts are for one test each", { size: 15, fill: MUTED }),
    // Vin terminal
    `<circle cx="${x}" cy="${top}" r="6" fill="#ffffff" stroke="${INK}" stroke-width="2.5"/>`,
    text(x + 16, top + 5, "Vin = 5 V (Uno 5V pin)", { weight: "bold" }),
    resistorV(x, top + 6, mid),
    text(x + 22, 195, "R1 10 kΩ", { weight: "bold" }),
    dot(x, mid),
    resistorV(x, mid, bottom),
    text(x + 22, 355, "R2 15 kΩ", { weight: "bold" }),
    dot(x, bottom),
    ground(x, bottom),
    text(x + 22, bottom + 26, "GND (Uno GND)", { weight: "bold" }),
    // Vout to the right: meter, load, A0, ESP32
    wire(
      [
        [x, mid],
        [720, mid],
      ],
      { colour: ACCENT },
    ),
    text(x - 16, mid + 5, "Vout", { anchor: "end", weight: "bold", fill: ACCENT }),
    text(x - 16, mid + 23, "3.00 V", { anchor: "end", size: 14, fill: ACCENT }),
    wire([
      [x, bottom],
      [720, bottom],
    ]),
    // voltmeter
    dot(350, mid),
    dot(350, bottom),
    wire([
      [350, mid],
      [350, 323],
    ]),
    wire([
      [350, 377],
      [350, bottom],
    ]),
    `<circle cx="350" cy="350" r="27" fill="#ffffff" stroke="${INK}" stroke-width="2.5"/>`,
    text(350, 358, "V", { anchor: "middle", size: 24, weight: "bold" }),
    text(362, 305, "red probe (V)", { size: 13, fill: "#c92a2a" }),
    text(362, 404, "black probe (COM)", { size: 13 }),
    text(388, 345, "Multimeter,", { size: 13, fill: MUTED }),
    text(388, 362, "DC volts", { size: 13, fill: MUTED }),
    // the load test
    dot(560, mid, OPTIONAL),
    dot(560, bottom, OPTIONAL),
    resistorV(560, mid, bottom, { dashed: true, colour: OPTIONAL }),
    text(578, 343, "10 kΩ load", { fill: OPTIONAL, weight: "bold" }),
    text(578, 361, "loading test only", { fill: OPTIONAL, size: 13 }),
    // outputs
    `<circle cx="726" cy="${mid}" r="6" fill="#ffffff" stroke="${ACCENT}" stroke-width="2.5"/>`,
    text(740, mid - 4, "Uno A0 (optional)", { size: 14 }),
    text(740, mid + 14, "or ESP32 GPIO4 (test)", { size: 14 }),
    `<circle cx="726" cy="${bottom}" r="6" fill="#ffffff" stroke="${INK}" stroke-width="2.5"/>`,
    text(740, bottom + 5, "GND of the board", { size: 14 }),
    text(740, bottom + 23, "that reads Vout", { size: 14 }),
    // the sums
    text(30, 530, "Vout = Vin × R2 / (R1 + R2) = 5.0 × 15 / 25 = 3.00 V; divider current 5.0 V / 25 kΩ = 0.2 mA.", {
      size: 14,
    }),
    text(30, 552, "With the 10 kΩ load across R2: R2 ∥ load = 6 kΩ, so Vout = 5.0 × 6 / 16 = 1.88 V.", {
      size: 14,
      fill: OPTIONAL,
    }),
  ];
  return svg({
    id: "divider",
    width: 920,
    height: 575,
    title: "Schematic: voltage divider measured with a multimeter",
    desc:
      "Vin, 5 V from the Arduino Uno's 5V pin, goes through R1 (10 kΩ) to the midpoint Vout, and through R2 (15 kΩ) to GND, " +
      "so Vout is 3.00 V. A multimeter on DC volts is connected across R2: red probe (V) on Vout, black probe (COM) on GND. " +
      "Dashed, for the loading test only: a 10 kΩ load from Vout to GND, which pulls Vout down to 1.88 V. " +
      "Vout also goes to the Uno's A0 (optional) or, in the last test, to ESP32 GPIO4, with the grounds joined.",
    body,
  });
}

await mkdir(OUT, { recursive: true });
await writeFile(new URL("ne555-astable-flasher.svg", OUT), ne555());
await writeFile(new URL("voltage-divider-multimeter.svg", OUT), divider());
console.log("Wrote public/images/schematics/ne555-astable-flasher.svg and voltage-divider-multimeter.svg");
