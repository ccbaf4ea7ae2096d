// The demo tutorials' diagrams as SVG (./make-pictures.mjs rasterises them to the PNGs the
// seed uploads). Drawn for a phone first (issue 31): every drawing is DRAWING_WIDTH units wide
// with no label under MIN_LABEL units, so a picture shown a phone's column wide (350 CSS px
// at 390 px) has labels of at least 11 CSS px; the PNG is twice that size, for sharp text on
// high-density screens and on a desktop's wider column. tests/unit/demo-pictures.test.ts holds
// every drawing to it.

export const DRAWING_WIDTH = 560;
export const MIN_LABEL = 18;
/** The PNGs are rasterised at twice the drawing's size. */
export const PICTURE_SCALE = 2;

const INK = "#1f2933";
const MUTED = "#52606d";
const PAPER = "#ffffff";
const BOARD = "#1d6f5f";
const WIRE = { red: "#d64545", black: "#222222", blue: "#2d6cdf", yellow: "#d9a400", green: "#2f9e44", orange: "#e8590c" };
const FONT = "DejaVu Sans, sans-serif";
const W = DRAWING_WIDTH;

/** @param {string} value */
const esc = (value) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * @typedef {{ size?: number, anchor?: string, fill?: string, weight?: string, mono?: boolean }} TextOptions
 * @param {number} x @param {number} y @param {string} value @param {TextOptions} [options]
 */
const text = (x, y, value, { size = 20, anchor = "start", fill = INK, weight = "normal", mono = false } = {}) =>
  `<text x="${x}" y="${y}" font-family="${mono ? "DejaVu Sans Mono, monospace" : FONT}" font-size="${size}" text-anchor="${anchor}" fill="${fill}" font-weight="${weight}">${esc(value)}</text>`;

/** Lines of text, one under the other. @param {number} x @param {number} y @param {string[]} values @param {TextOptions} [options] */
const lines = (x, y, values, options = {}) =>
  values.map((value, index) => text(x, y + index * Math.round((options.size ?? 20) * 1.35), value, options)).join("\n");

/** @param {number} x @param {number} y @param {number} w @param {number} h @param {string} fill @param {string} [stroke] */
const rect = (x, y, w, h, fill, stroke = INK, radius = 8) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`;

/** @param {Array<[number, number]>} points @param {string} colour */
const wire = (points, colour, width = 5) =>
  `<polyline points="${points.map(([x, y]) => `${x},${y}`).join(" ")}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`;

/** @param {number} x @param {number} y */
const dot = (x, y, fill = INK, r = 6) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;

/** A titled picture; a long title takes two lines. @param {number} height @param {string | string[]} title @param {string} body */
const picture = (height, title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}">
<rect width="${W}" height="${height}" fill="${PAPER}"/>
${lines(24, 44, typeof title === "string" ? [title] : title, { size: 24, weight: "bold" })}
${body}
</svg>`;

/** @typedef {[number, number]} Point */

/**
 * A breakout or board with labelled pins down one side.
 * @param {number} x @param {number} y @param {number} w @param {string} label @param {string[]} pins
 * @param {{ side?: "left" | "right", fill?: string, pitch?: number }} [options]
 * @returns {{ svg: string, pin: (name: string) => Point, h: number }}
 */
function board(x, y, w, label, pins, { side = "right", fill = BOARD, pitch = 64 } = {}) {
  const h = (pins.length - 1) * pitch + 68;
  const out = [rect(x, y, w, h, fill, INK, 10), text(x + w / 2, y - 12, label, { anchor: "middle", weight: "bold" })];
  /** @type {Record<string, Point>} */
  const at = {};
  pins.forEach((pin, index) => {
    const py = y + 34 + index * pitch;
    const px = side === "right" ? x + w : x;
    out.push(rect(px - 9, py - 9, 18, 18, "#d4af37", INK, 3));
    out.push(
      text(side === "right" ? px - 16 : px + 16, py + 6, pin, {
        size: 18,
        anchor: side === "right" ? "end" : "start",
        fill: "#ffffff",
        mono: true,
      }),
    );
    at[pin] = [px, py];
  });
  /** @param {string} name */
  const pin = (name) => {
    const point = at[name];
    if (!point) throw new Error(`${label} has no pin ${name}`);
    return point;
  };
  return { svg: out.join("\n"), pin, h };
}

/**
 * A resistor drawn as a zig-zag between two points on a horizontal or vertical line, labelled
 * above (horizontal) or beside it (vertical, on the `side` given).
 * @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2 @param {string} label
 */
function resistor(x1, y1, x2, y2, label, side = "right") {
  const horizontal = y1 === y2;
  const length = horizontal ? x2 - x1 : y2 - y1;
  const lead = length * 0.25;
  /** @type {Point[]} */
  const zig = [];
  for (let i = 0; i <= 12; i++) {
    const t = lead + ((length - 2 * lead) * i) / 12;
    const offset = i === 0 || i === 12 ? 0 : i % 2 ? 12 : -12;
    zig.push(horizontal ? [x1 + t, y1 + offset] : [x1 + offset, y1 + t]);
  }
  /** @type {Point[]} */
  const points = [[x1, y1], ...zig, [x2, y2]];
  const labelAt = horizontal
    ? text((x1 + x2) / 2, y1 - 22, label, { anchor: "middle" })
    : text(side === "right" ? x1 + 24 : x1 - 24, (y1 + y2) / 2 + 7, label, { anchor: side === "right" ? "start" : "end" });
  return wire(points, INK, 3) + labelAt;
}

/**
 * An LED symbol pointing down (anode at the top), its label to the right.
 * @param {number} x @param {number} y1 @param {number} y2 @param {string} colour @param {string} label
 */
function led(x, y1, y2, colour, label) {
  const mid = (y1 + y2) / 2;
  /** @param {number} xa @param {number} ya @param {number} xb @param {number} yb */
  const line = (xa, ya, xb, yb, stroke = INK) =>
    wire(
      [
        [xa, ya],
        [xb, yb],
      ],
      stroke,
      3,
    );
  return [
    line(x, y1, x, mid - 20),
    `<polygon points="${x - 20},${mid - 20} ${x + 20},${mid - 20} ${x},${mid + 14}" fill="${colour}" stroke="${INK}" stroke-width="3"/>`,
    line(x - 20, mid + 14, x + 20, mid + 14),
    line(x, mid + 14, x, y2),
    line(x + 26, mid - 16, x + 42, mid - 28, colour),
    line(x + 26, mid - 2, x + 42, mid - 14, colour),
    text(x + 50, mid + 7, label),
  ].join("\n");
}

/**
 * A digital waveform: levels (0/1) held for the given durations, drawn from x over width.
 * @param {number} x @param {number} y @param {number} width @param {number} height
 * @param {Array<[number, number]>} segments
 */
function wave(x, y, width, height, segments, colour = WIRE.blue, stroke = 4) {
  const total = segments.reduce((sum, [, duration]) => sum + duration, 0);
  /** @type {Array<[number, number]>} */
  const points = [];
  let t = 0;
  for (const [level, duration] of segments) {
    const yy = level ? y : y + height;
    points.push([x + (t / total) * width, yy]);
    t += duration;
    points.push([x + (t / total) * width, yy]);
  }
  return wire(points, colour, stroke);
}

/**
 * A dimension between two x positions at height y, labelled above (or below). A span too
 * short for arrows inside gets them outside, pointing in, as drawings do.
 * @param {number} x1 @param {number} x2 @param {number} y @param {string} label
 */
function span(x1, x2, y, label, { below = false } = {}) {
  /** @param {number} tip @param {number} direction */
  const head = (tip, direction) =>
    `<polygon points="${tip},${y} ${tip + 10 * direction},${y - 6} ${tip + 10 * direction},${y + 6}" fill="${MUTED}"/>`;
  const narrow = x2 - x1 < 30;
  /** @param {number} xa @param {number} xb */
  const line = (xa, xb) =>
    wire(
      [
        [xa, y],
        [xb, y],
      ],
      MUTED,
      2,
    );
  return [
    ...(narrow
      ? [line(x1 - 22, x1), line(x2, x2 + 22), head(x1, -1), head(x2, 1), line(x1, x2)]
      : [line(x1, x2), head(x1, 1), head(x2, -1)]),
    text((x1 + x2) / 2, below ? y + 26 : y - 10, label, { anchor: "middle", size: 18, fill: MUTED }),
  ].join("\n");
}

/** @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2 */
const arrow = (x1, y1, x2, y2, colour = INK) => {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  /** @param {number} da */
  const head = (da) => `${x2 - 16 * Math.cos(angle + da)},${y2 - 16 * Math.sin(angle + da)}`;
  return (
    wire(
      [
        [x1, y1],
        [x2, y2],
      ],
      colour,
      3,
    ) + `<polygon points="${x2},${y2} ${head(0.4)} ${head(-0.4)}" fill="${colour}"/>`
  );
};

/** Two boards side by side joined pin to pin by straight wires. @param {Array<[string, string, string]>} pairs */
const joined = (/** @type {ReturnType<typeof board>} */ a, /** @type {ReturnType<typeof board>} */ b, pairs) =>
  pairs.map(([from, to, colour]) => wire([a.pin(from), b.pin(to)], colour)).join("\n");

/** @type {Record<string, () => string>} */
export const drawings = {
  "esp32-bme280-wiring": () => {
    const esp = board(24, 110, 150, "ESP32 DevKit", ["3V3", "GND", "GPIO21", "GPIO22"]);
    const bme = board(386, 110, 150, "BME280", ["VIN", "GND", "SDA", "SCL"], { side: "left", fill: "#6741d9" });
    return picture(
      500,
      "ESP32 to BME280 over I2C",
      [
        esp.svg,
        bme.svg,
        joined(esp, bme, [
          ["3V3", "VIN", WIRE.red],
          ["GND", "GND", WIRE.black],
          ["GPIO21", "SDA", WIRE.blue],
          ["GPIO22", "SCL", WIRE.yellow],
        ]),
        lines(24, 420, ["SDA = GPIO21 (blue), SCL = GPIO22 (yellow).", "3.3 V only: the breakout has its own pull-ups."], {
          size: 18,
          fill: MUTED,
        }),
      ].join("\n"),
    );
  },
  "uno-led-d8-breadboard": () => {
    const uno = board(24, 110, 150, "Arduino Uno", ["D8", "GND"], { pitch: 200 });
    const [dx, dy] = uno.pin("D8");
    const [gx, gy] = uno.pin("GND");
    return picture(
      470,
      "External LED on D8",
      [
        uno.svg,
        wire(
          [
            [dx, dy],
            [210, dy],
          ],
          WIRE.orange,
        ),
        resistor(210, dy, 350, dy, "220 Ω"),
        wire(
          [
            [350, dy],
            [400, dy],
          ],
          INK,
          3,
        ),
        led(400, dy, gy, "#e03131", "red LED"),
        wire(
          [
            [400, gy],
            [gx, gy],
          ],
          WIRE.black,
        ),
        lines(424, 296, ["cathode:", "short leg"], { size: 18, fill: MUTED }),
        text(280, 446, "Current ≈ (5 V − 2.0 V) / 220 Ω ≈ 14 mA", { anchor: "middle", fill: MUTED }),
      ].join("\n"),
    );
  },
  "led-series-voltage-drops": () => {
    const top = 150;
    const bottom = 470;
    return picture(
      560,
      ["Where the 5 V goes", "in an LED circuit"],
      [
        rect(24, 250, 110, 130, "#f1f3f5"),
        text(79, 308, "+5 V", { anchor: "middle", weight: "bold" }),
        text(79, 338, "supply", { anchor: "middle", size: 18 }),
        wire(
          [
            [79, 250],
            [79, top],
            [170, top],
          ],
          WIRE.red,
        ),
        resistor(170, top, 330, top, "R = 200 Ω"),
        wire(
          [
            [330, top],
            [390, top],
          ],
          INK,
          3,
        ),
        led(390, top, bottom, "#e03131", "red LED"),
        wire(
          [
            [390, bottom],
            [79, bottom],
            [79, 380],
          ],
          WIRE.black,
        ),
        text(250, 200, "3.0 V across R", { anchor: "middle", fill: WIRE.blue, weight: "bold" }),
        lines(362, 300, ["2.0 V across", "the LED"], { anchor: "end", fill: WIRE.blue, weight: "bold" }),
        text(280, 530, "I = (5 V − 2.0 V) / 200 Ω = 15 mA", { anchor: "middle", size: 22 }),
      ].join("\n"),
    );
  },
  "ne555-astable-timing": () => {
    const x = 96;
    const w = 384;
    // Design A: R1 = 1 kΩ, R2 = 68 kΩ, C = 10 µF: t_high = 0.693 × 69 kΩ × 10 µF ≈ 0.48 s, t_low ≈ 0.47 s.
    const cycles = 2;
    const period = w / cycles;
    const high = period * (0.478 / (0.478 + 0.471));
    const upper = 170;
    const lower = 270;
    const swing = lower - upper;
    /** @type {Array<[number, number]>} */
    const cap = [];
    for (let i = 0; i < cycles; i++) {
      const start = x + i * period;
      for (let s = 0; s <= 20; s++)
        cap.push([start + (high * s) / 20, lower - (swing * (1 - Math.exp((-1.1 * s) / 20))) / (1 - Math.exp(-1.1))]);
      for (let s = 0; s <= 20; s++)
        cap.push([
          start + high + ((period - high) * s) / 20,
          upper + (swing * (1 - Math.exp((-1.1 * s) / 20))) / (1 - Math.exp(-1.1)),
        ]);
    }
    const output = [];
    for (let i = 0; i < cycles; i++) output.push([1, high], [0, period - high]);
    /** @param {number} y */
    const threshold = (y) =>
      wire(
        [
          [x, y],
          [x + w, y],
        ],
        MUTED,
        1,
      );
    return picture(
      620,
      ["555 astable (Design A):", "capacitor voltage and output"],
      [
        text(24, 226, "VC", { weight: "bold" }),
        threshold(upper),
        text(x + w + 6, upper + 6, "⅔ VCC", { size: 18, fill: MUTED }),
        threshold(lower),
        text(x + w + 6, lower + 6, "⅓ VCC", { size: 18, fill: MUTED }),
        wire(cap, WIRE.orange, 4),
        text(24, 378, "OUT", { weight: "bold" }),
        text(24, 402, "pin 3", { size: 18, fill: MUTED }),
        wave(x, 340, w, 80, /** @type {Array<[number, number]>} */ (output)),
        span(x, x + high, 470, "t_high ≈ 0.48 s"),
        span(x + high, x + period, 496, "t_low ≈ 0.47 s", { below: true }),
        lines(24, 570, ["R1 = 1 kΩ, R2 = 68 kΩ, C = 10 µF:", "about 1.05 Hz, duty cycle about 50 %"], {
          size: 18,
          fill: MUTED,
        }),
      ].join("\n"),
    );
  },
  "hc-sr04-trigger-echo-timing": () => {
    const x = 110;
    const w = 420;
    const at = (/** @type {number} */ t) => x + (t / 1000) * w;
    return picture(
      540,
      "HC-SR04: trigger, burst and echo",
      [
        text(24, 160, "TRIG", { weight: "bold" }),
        text(24, 184, "D9", { size: 18, fill: MUTED }),
        wave(x, 130, w, 50, [
          [0, 60],
          [1, 20],
          [0, 920],
        ]),
        span(at(60), at(80), 112, "10 µs"),
        text(24, 270, "burst", { weight: "bold" }),
        text(24, 294, "40 kHz", { size: 18, fill: MUTED }),
        ...Array.from({ length: 8 }, (_, i) =>
          wave(
            at(100) + i * 11,
            240,
            11,
            36,
            [
              [1, 1],
              [0, 1],
            ],
            WIRE.orange,
            2.5,
          ),
        ),
        text(24, 390, "ECHO", { weight: "bold" }),
        text(24, 414, "D10", { size: 18, fill: MUTED }),
        wave(x, 360, w, 50, [
          [0, 200],
          [1, 588],
          [0, 212],
        ]),
        span(at(200), at(788), 452, "588 µs round trip ≈ 10 cm"),
        text(280, 508, "distance (cm) = echo width (µs) / 58", { anchor: "middle", size: 18, fill: MUTED }),
      ].join("\n"),
    );
  },
  "i2c-two-uno-bus": () => {
    const pins = ["A4 SDA", "A5 SCL", "GND"];
    const a = board(24, 250, 140, "Uno A", pins, { pitch: 80 });
    const b = board(396, 250, 140, "Uno B", pins, { side: "left", fill: "#1864ab", pitch: 80 });
    const sda = a.pin("A4 SDA")[1];
    const scl = a.pin("A5 SCL")[1];
    const rail = 132;
    return picture(
      640,
      ["I2C between two Unos,", "with pull-ups"],
      [
        a.svg,
        b.svg,
        joined(a, b, [
          ["A4 SDA", "A4 SDA", WIRE.blue],
          ["A5 SCL", "A5 SCL", WIRE.yellow],
          ["GND", "GND", WIRE.black],
        ]),
        text(285, 118, "+5 V", { anchor: "middle", weight: "bold", fill: WIRE.red }),
        wire(
          [
            [200, rail],
            [370, rail],
          ],
          WIRE.red,
        ),
        resistor(240, rail, 240, sda, "4.7 kΩ", "left"),
        dot(240, sda, WIRE.blue),
        resistor(330, rail, 330, 240, "4.7 kΩ"),
        wire(
          [
            [330, 240],
            [330, scl],
          ],
          INK,
          3,
        ),
        dot(330, scl, WIRE.yellow),
        lines(
          24,
          530,
          [
            "SDA and SCL are open-drain: the 4.7 kΩ resistors",
            "pull them high, either board pulls them low.",
            "The grounds must be joined. Crossing lines",
            "without a dot are not connected.",
          ],
          { size: 18, fill: MUTED },
        ),
      ].join("\n"),
    );
  },
  "servo-pulse-widths": () => {
    const x = 100;
    const w = 440;
    const ms = w / 25;
    /** @param {number} y @param {number} pulse @param {string} label */
    const row = (y, pulse, label) =>
      [
        text(24, y + 32, label, { weight: "bold" }),
        wave(x, y, w, 50, [
          [1, pulse],
          [0, 20 - pulse],
          [1, pulse],
          [0, 5 - pulse],
        ]),
        span(x, x + pulse * ms, y - 14, `${pulse} ms`),
      ].join("\n");
    return picture(
      520,
      ["SG90 on GP15, 50 Hz:", "the pulse width sets the angle"],
      [row(150, 1, "0°"), row(270, 1.5, "90°"), row(390, 2, "180°"), span(x, x + 20 * ms, 486, "20 ms period (50 Hz)")].join(
        "\n",
      ),
    );
  },
  "a4988-uno-pinout": () => {
    const uno = board(24, 110, 140, "Arduino Uno", ["D8", "D4", "D5", "D6", "D3", "D2"], { pitch: 52 });
    const drv = board(376, 110, 160, "A4988", ["ENABLE", "MS1", "MS2", "MS3", "STEP", "DIR"], {
      side: "left",
      fill: "#c92a2a",
      pitch: 52,
    });
    return picture(
      650,
      "A4988 logic pins to the Uno",
      [
        uno.svg,
        drv.svg,
        joined(uno, drv, [
          ["D8", "ENABLE", WIRE.green],
          ["D4", "MS1", WIRE.blue],
          ["D5", "MS2", WIRE.blue],
          ["D6", "MS3", WIRE.blue],
          ["D3", "STEP", WIRE.orange],
          ["D2", "DIR", WIRE.yellow],
        ]),
        text(24, 486, "The A4988's motor side:", { weight: "bold" }),
        lines(24, 514, ["1A 1B → coil 1, 2A 2B → coil 2", "VMOT 8–35 V, 100 µF across it"], { size: 18 }),
        lines(24, 600, ["ENABLE is active LOW; each rising edge on STEP", "moves one microstep in the DIR direction."], {
          size: 18,
          fill: MUTED,
        }),
      ].join("\n"),
    );
  },
  "traffic-light-states": () => {
    const left = 139;
    const right = 421;
    /** @type {Array<[string, string, number, number]>} */
    const states = [
      ["CARS_GO", "cars green", left, 162],
      ["CARS_AMBER", "cars amber", left, 326],
      ["ALL_RED_BEFORE_WALK", "all red", left, 490],
      ["WALK", "pedestrians green", right, 490],
      ["WALK_FLASHING", "green flashes, 2 Hz", right, 326],
      ["ALL_RED_AFTER_WALK", "all red", right, 162],
    ];
    /** @param {[string, string, number, number]} state */
    const box = ([name, detail, x, y]) =>
      rect(x - 115, y - 42, 230, 84, "#e7f5ff") +
      text(x, y - 6, name, { anchor: "middle", size: 18, weight: "bold", mono: true }) +
      text(x, y + 24, detail, { anchor: "middle", size: 18, fill: MUTED });
    return picture(
      640,
      ["Traffic light: the states", "and what moves between them"],
      [
        ...states.map(box),
        arrow(left, 206, left, 282),
        lines(left + 14, 238, ["10 s", "+ request"], { size: 18 }),
        arrow(left, 370, left, 446),
        text(left + 14, 414, "3 s", { size: 18 }),
        arrow(254, 490, 304, 490),
        text(279, 478, "1 s", { anchor: "middle", size: 18 }),
        arrow(right, 446, right, 370),
        text(right + 14, 414, "7 s", { size: 18 }),
        arrow(right, 282, right, 206),
        text(right + 14, 250, "4 s", { size: 18 }),
        arrow(306, 162, 256, 162),
        text(281, 150, "1 s", { anchor: "middle", size: 18 }),
        lines(24, 580, ["Each state is entered once; loop() only compares", "millis() with the time it was entered."], {
          size: 18,
          fill: MUTED,
        }),
      ].join("\n"),
    );
  },
  "irrigation-block-diagram": () => {
    /** @param {number} x @param {number} y @param {string} title @param {string} detail */
    const block = (x, y, title, detail, fill = "#f1f3f5") =>
      rect(x, y, 230, 84, fill) +
      text(x + 115, y + 36, title, { anchor: "middle", weight: "bold" }) +
      text(x + 115, y + 64, detail, { anchor: "middle", size: 18, fill: MUTED });
    const column = 139;
    return picture(
      600,
      ["Automatic irrigation:", "signal and power paths"],
      [
        block(24, 110, "Soil sensor", "AOUT → A0", "#e6fcf5"),
        block(24, 234, "Arduino Uno", "reads, decides", "#e7f5ff"),
        block(24, 358, "IRLZ44N", "gate from a pin", "#fff4e6"),
        block(24, 482, "Pump", "5 V, own supply", "#fff0f6"),
        arrow(column, 194, column, 232),
        arrow(column, 318, column, 356),
        arrow(column, 442, column, 480),
        block(306, 482, "5 V pump supply", "not the Uno's 5V", "#fff9db"),
        arrow(306, 524, 256, 524, WIRE.red),
        wire(
          [
            [254, 276],
            [480, 276],
            [480, 482],
          ],
          WIRE.black,
        ),
        text(367, 264, "common ground", { anchor: "middle", size: 18 }),
        lines(268, 392, ["100 kΩ gate", "to GND"], { size: 18, fill: MUTED }),
      ].join("\n"),
    );
  },
  "pi-zero-button-led": () => {
    const pi = board(24, 110, 190, "Pi Zero 2 W", ["pin 11 GPIO17", "pin 9 GND", "pin 13 GPIO27", "pin 14 GND"], { pitch: 96 });
    const [lx, ly] = pi.pin("pin 11 GPIO17");
    const [g1x, g1y] = pi.pin("pin 9 GND");
    const [bx, by] = pi.pin("pin 13 GPIO27");
    const [g2x, g2y] = pi.pin("pin 14 GND");
    return picture(
      570,
      "LED on GPIO17, button on GPIO27",
      [
        pi.svg,
        wire(
          [
            [lx, ly],
            [246, ly],
          ],
          WIRE.orange,
        ),
        resistor(246, ly, 376, ly, "330 Ω"),
        wire(
          [
            [376, ly],
            [410, ly],
          ],
          INK,
          3,
        ),
        led(410, ly, g1y, "#e03131", "red LED"),
        wire(
          [
            [410, g1y],
            [g1x, g1y],
          ],
          WIRE.black,
        ),
        wire(
          [
            [bx, by],
            [300, by],
          ],
          WIRE.blue,
        ),
        rect(300, by - 20, 120, 40 + (g2y - by), "#f8f9fa"),
        text(360, (by + g2y) / 2 + 7, "button", { anchor: "middle" }),
        wire(
          [
            [300, g2y],
            [g2x, g2y],
          ],
          WIRE.black,
        ),
        lines(24, 516, ["gpiozero turns on GPIO27's internal pull-up:", "pressed reads 0 V."], { size: 18, fill: MUTED }),
      ].join("\n"),
    );
  },
  "timer1-ctc-sawtooth": () => {
    const x = 110;
    const w = 360;
    const top = 170;
    /** @type {Array<[number, number]>} */
    const saw = [];
    for (let i = 0; i < 4; i++) saw.push([x + (i * w) / 4, 330], [x + ((i + 1) * w) / 4, top]);
    const pin = [];
    for (let i = 0; i < 4; i++) pin.push([i % 2 ? 0 : 1, 1]);
    return picture(
      580,
      ["Timer1 in CTC mode: count to", "OCR1A, clear, interrupt"],
      [
        text(280, 132, "red dots: compare match A, ISR toggles PB5", { anchor: "middle", size: 18, fill: WIRE.red }),
        text(24, 256, "TCNT1", { weight: "bold", mono: true }),
        wire(
          [
            [x, top],
            [x + w, top],
          ],
          MUTED,
          1,
        ),
        text(x + w + 14, top + 6, "31249", { size: 18, fill: MUTED, mono: true }),
        wire(saw, WIRE.orange, 4),
        ...[1, 2, 3, 4].map((i) => dot(x + (i * w) / 4, top, WIRE.red, 8)),
        text(24, 436, "PB5", { weight: "bold", mono: true }),
        text(24, 460, "D13 LED", { size: 18, fill: MUTED }),
        wave(x, 400, w, 60, /** @type {Array<[number, number]>} */ (pin), WIRE.green),
        span(x, x + w / 4, 506, "0.5 s"),
        text(x, 546, "= 31,250 ticks of 16 µs", { size: 18, fill: MUTED }),
      ].join("\n"),
    );
  },
};
