// The schematics of the demo tutorials whose circuits have no board to draw a wiring diagram
// from (issue 21), as SVG: ./make-schematics.mjs writes them to public/images/schematics/ (the
// media API accepts no SVG), so each keeps its role="img", <title> and <desc>; the tutorials
// show them as figures with their own alt text. A white card behind the drawing keeps it
// legible on the dark theme. Drawn for a phone first (issue 31): DRAWING_WIDTH units wide with
// no label under MIN_LABEL units, as the PNG diagrams (./drawings.mjs), so shown a phone's
// column wide their labels are at least 11 CSS px (tests/unit/demo-pictures.test.ts).
import { DRAWING_WIDTH, MIN_LABEL } from "./drawings.mjs";

export { DRAWING_WIDTH, MIN_LABEL };

const INK = "#1f2933";
const MUTED = "#52606d";
const ACCENT = "#1c5fc9";
const OPTIONAL = "#8a4b00";
const FONT = "DejaVu Sans, Verdana, Arial, sans-serif";

/** @param {string} value */
const esc = (value) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * @param {number} x @param {number} y @param {string} value
 * @param {{ size?: number, anchor?: "start" | "middle" | "end", fill?: string, weight?: string }} [options]
 */
const text = (x, y, value, { size = 20, anchor = "start", fill = INK, weight = "normal" } = {}) =>
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
    parts.push(text(x - 32, mid - 10, "+", { size: 18, weight: "bold" }));
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
    text(x - 34, mid - 12, "+", { size: 18, weight: "bold" }),
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

/** Lines of text, one under the other. @param {number} x @param {number} y @param {string[]} values @param {Parameters<typeof text>[3]} [options] */
const lines = (x, y, values, options = {}) => values.map((value, index) => text(x, y + index * 24, value, options)).join("\n");

/** A terminal: an open circle. @param {number} x @param {number} y */
const terminal = (x, y, colour = INK) =>
  `<circle cx="${x}" cy="${y}" r="6" fill="#ffffff" stroke="${colour}" stroke-width="2.5"/>`;

/** The NE555 astable flasher of ne555-astable-led-flasher.md: design A, with design B's diode dashed in brown. */
function ne555() {
  const top = 130; // +9 V rail
  const bottom = 580; // 0 V rail
  const chip = { x: 290, y: 230, w: 120, h: 260 };
  const pinY = { 7: 290, 6: 360, 2: 430, 3: 360 };
  const pinX = { 4: 320, 8: 380, 5: 320, 1: 380 };
  const column = 160;
  const join = 278;
  const right = chip.x + chip.w;
  const body = [
    text(24, 40, "NE555 astable LED flasher", { size: 24, weight: "bold" }),
    text(24, 68, "Design A; design B's diode dashed, in brown", { size: 18, fill: MUTED }),
    // rails
    wire([
      [40, top],
      [530, top],
    ]),
    wire([
      [40, bottom],
      [530, bottom],
    ]),
    text(24, top - 12, "+9 V", { weight: "bold" }),
    text(24, bottom + 32, "0 V", { weight: "bold" }),
    ground(230, bottom),
    // battery
    batteryV(40, top, bottom),
    text(70, 200, "9 V", { weight: "bold" }),
    text(70, 224, "battery", { fill: MUTED, size: 18 }),
    // R1, R2, C down the timing column
    dot(column, top),
    resistorV(column, top, pinY[7]),
    text(178, 217, "R1 1 kΩ", { weight: "bold", size: 18 }),
    wire([
      [column, pinY[7]],
      [chip.x, pinY[7]],
    ]),
    dot(column, pinY[7]),
    resistorV(column, pinY[7], pinY[2]),
    text(178, 367, "R2 68 kΩ", { weight: "bold", size: 18 }),
    wire([
      [column, pinY[2]],
      [chip.x, pinY[2]],
    ]),
    wire([
      [join, pinY[2]],
      [join, pinY[6]],
      [chip.x, pinY[6]],
    ]),
    dot(column, pinY[2]),
    dot(join, pinY[2]),
    capacitorV(column, pinY[2], bottom, true),
    text(182, 511, "C 10 µF", { weight: "bold", size: 18 }),
    dot(column, bottom),
    // design B's diode across R2: anode to pin 7, cathode to pins 6 and 2
    wire(
      [
        [column, pinY[7]],
        [100, pinY[7]],
      ],
      { dashed: true, colour: OPTIONAL },
    ),
    diodeDown(100, pinY[7], pinY[2], { dashed: true, colour: OPTIONAL }),
    wire(
      [
        [100, pinY[2]],
        [column, pinY[2]],
      ],
      { dashed: true, colour: OPTIONAL },
    ),
    text(116, 366, "D1", { fill: OPTIONAL, weight: "bold", size: 18 }),
    // the chip
    `<rect x="${chip.x}" y="${chip.y}" width="${chip.w}" height="${chip.h}" rx="6" fill="#f5f7fa" stroke="${INK}" stroke-width="2.5"/>`,
    text(chip.x + chip.w / 2, 404, "NE555", { anchor: "middle", weight: "bold" }),
    // left pins: 7, 6, 2
    text(chip.x + 8, pinY[7] + 6, "DIS", { size: 18 }),
    text(chip.x + 8, pinY[6] + 6, "THR", { size: 18 }),
    text(chip.x + 8, pinY[2] + 6, "TRIG", { size: 18 }),
    text(chip.x - 6, pinY[7] - 8, "7", { anchor: "end", size: 18, fill: MUTED }),
    text(chip.x - 6, pinY[6] - 8, "6", { anchor: "end", size: 18, fill: MUTED }),
    text(chip.x - 6, pinY[2] + 22, "2", { anchor: "end", size: 18, fill: MUTED }),
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
    text(pinX[4], chip.y + 24, "RESET", { anchor: "middle", size: 18 }),
    text(pinX[8], chip.y + 24, "VCC", { anchor: "middle", size: 18 }),
    text(pinX[4] + 6, chip.y - 8, "4", { size: 18, fill: MUTED }),
    text(pinX[8] + 6, chip.y - 8, "8", { size: 18, fill: MUTED }),
    // bottom pins: 5 CV through 10 nF, 1 GND
    capacitorV(pinX[5], chip.y + chip.h, bottom),
    text(pinX[5] - 28, 542, "10 nF", { anchor: "end", weight: "bold", size: 18 }),
    wire([
      [pinX[1], chip.y + chip.h],
      [pinX[1], bottom],
    ]),
    dot(pinX[5], bottom),
    dot(pinX[1], bottom),
    text(pinX[5], chip.y + chip.h - 10, "CV", { anchor: "middle", size: 18 }),
    text(pinX[1], chip.y + chip.h - 10, "GND", { anchor: "middle", size: 18 }),
    text(pinX[5] + 6, chip.y + chip.h + 22, "5", { size: 18, fill: MUTED }),
    text(pinX[1] + 6, chip.y + chip.h + 22, "1", { size: 18, fill: MUTED }),
    // right pin: 3 OUT, 470 ohm, LED to 0 V
    text(right - 8, pinY[3] + 6, "OUT", { anchor: "end", size: 18 }),
    text(right + 6, pinY[3] - 8, "3", { size: 18, fill: MUTED }),
    wire([
      [right, pinY[3]],
      [450, pinY[3]],
    ]),
    resistorV(450, pinY[3], 450),
    text(468, 412, "470 Ω", { weight: "bold", size: 18 }),
    diodeDown(450, 450, 526, { led: true, colour: "#c92a2a" }),
    wire([
      [450, 526],
      [450, bottom],
    ]),
    dot(450, bottom),
    text(490, 492, "LED", { weight: "bold", size: 18 }),
    text(490, 514, "red", { size: 18, fill: MUTED }),
    // decoupling, drawn across the rails; on the board it sits right at pins 8 and 1
    capacitorV(530, top, bottom),
    dot(530, top),
    dot(530, bottom),
    text(506, 320, "100 nF", { anchor: "end", weight: "bold", size: 18 }),
    // the sums
    lines(24, 656, ["Design A: R1 1 kΩ, R2 68 kΩ, C 10 µF, no D1:", "0.48 s on, 0.47 s off, about 1.05 Hz."], { size: 18 }),
    lines(24, 712, ["Design B: R1 12 kΩ, R2 120 kΩ, D1 1N4148 across", "R2: about 0.1 s on, 0.83 s off."], {
      size: 18,
      fill: OPTIONAL,
    }),
    text(24, 768, "The 100 nF sits right at pins 8 and 1.", { size: 18, fill: MUTED }),
  ];
  return svg({
    id: "ne555",
    width: DRAWING_WIDTH,
    height: 792,
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
  const x = 110;
  const top = 160;
  const mid = 330;
  const bottom = 500;
  const meter = 260;
  const load = 440;
  const end = 480;
  const body = [
    text(24, 40, "Voltage divider, measured", { size: 24, weight: "bold" }),
    text(24, 70, "with a multimeter", { size: 24, weight: "bold" }),
    text(24, 100, "Uno 5V as Vin; dashed: for one test each", { size: 18, fill: MUTED }),
    // Vin terminal
    terminal(x, top),
    text(x + 18, top + 6, "Vin = 5 V (Uno 5V pin)", { weight: "bold" }),
    resistorV(x, top + 6, mid),
    text(x + 20, 254, "R1 10 kΩ", { weight: "bold", size: 18 }),
    dot(x, mid),
    resistorV(x, mid, bottom),
    text(x + 20, 421, "R2 15 kΩ", { weight: "bold", size: 18 }),
    dot(x, bottom),
    ground(x, bottom),
    text(x + 20, bottom + 30, "GND (Uno GND)", { weight: "bold", size: 18 }),
    // Vout to the right: meter, load, A0, ESP32
    wire(
      [
        [x, mid],
        [end, mid],
      ],
      { colour: ACCENT },
    ),
    text(x - 16, mid + 6, "Vout", { anchor: "end", weight: "bold", fill: ACCENT }),
    text(x - 16, mid + 28, "3.00 V", { anchor: "end", size: 18, fill: ACCENT }),
    wire([
      [x, bottom],
      [end, bottom],
    ]),
    // voltmeter
    dot(meter, mid),
    dot(meter, bottom),
    wire([
      [meter, mid],
      [meter, 388],
    ]),
    wire([
      [meter, 442],
      [meter, bottom],
    ]),
    `<circle cx="${meter}" cy="415" r="27" fill="#ffffff" stroke="${INK}" stroke-width="2.5"/>`,
    text(meter, 424, "V", { anchor: "middle", size: 24, weight: "bold" }),
    text(meter + 10, 372, "red probe (V)", { size: 18, fill: "#c92a2a" }),
    lines(meter + 10, 464, ["black probe", "(COM)"], { size: 18 }),
    lines(meter + 38, 410, ["Multimeter,", "DC volts"], { size: 18, fill: MUTED }),
    // the load test
    dot(load, mid, OPTIONAL),
    dot(load, bottom, OPTIONAL),
    resistorV(load, mid, bottom, { dashed: true, colour: OPTIONAL }),
    text(load + 18, 404, "10 kΩ", { fill: OPTIONAL, weight: "bold", size: 18 }),
    lines(load + 18, 428, ["load", "(test)"], { fill: OPTIONAL, size: 18 }),
    // outputs
    terminal(end + 6, mid, ACCENT),
    lines(540, 296, ["to Uno A0 (optional)", "or ESP32 GPIO4 (test)"], { anchor: "end", size: 18 }),
    terminal(end + 6, bottom),
    lines(540, 530, ["GND of the board", "that reads Vout"], { anchor: "end", size: 18 }),
    // the sums
    lines(24, 600, ["Vout = 5.0 V × 15 kΩ / 25 kΩ = 3.00 V;", "divider current 5.0 V / 25 kΩ = 0.2 mA."], { size: 18 }),
    lines(24, 656, ["With the 10 kΩ load across R2: R2 ∥ load = 6 kΩ,", "so Vout = 5.0 × 6 / 16 = 1.88 V."], {
      size: 18,
      fill: OPTIONAL,
    }),
  ];
  return svg({
    id: "divider",
    width: DRAWING_WIDTH,
    height: 700,
    title: "Schematic: voltage divider measured with a multimeter",
    desc:
      "Vin, 5 V from the Arduino Uno's 5V pin, goes through R1 (10 kΩ) to the midpoint Vout, and through R2 (15 kΩ) to GND, " +
      "so Vout is 3.00 V. A multimeter on DC volts is connected across R2: red probe (V) on Vout, black probe (COM) on GND. " +
      "Dashed, for the loading test only: a 10 kΩ load from Vout to GND, which pulls Vout down to 1.88 V. " +
      "Vout also goes to the Uno's A0 (optional) or, in the last test, to ESP32 GPIO4, with the grounds joined.",
    body,
  });
}

/** Each schematic by its file name under public/images/schematics/. */
export const schematics = {
  "ne555-astable-flasher.svg": ne555,
  "voltage-divider-multimeter.svg": divider,
};
