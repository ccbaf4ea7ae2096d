#!/usr/bin/env node
// Draws the demo tutorials' diagrams as SVG and rasterises them to PNG with Sharp:
// `node scripts/demo/media/make-pictures.mjs`. The PNGs are committed (the seed uploads them);
// run this again after changing a drawing. Every picture is made here, none is downloaded.
import { writeFile } from "node:fs/promises";
import sharp from "sharp";

const INK = "#1f2933";
const MUTED = "#52606d";
const PAPER = "#ffffff";
const BOARD = "#1d6f5f";
const WIRE = { red: "#d64545", black: "#222222", blue: "#2d6cdf", yellow: "#d9a400", green: "#2f9e44", orange: "#e8590c" };
const FONT = "DejaVu Sans, sans-serif";

/** @param {string} value */
const esc = (value) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * @param {number} x @param {number} y @param {string} value
 * @param {{ size?: number, anchor?: string, fill?: string, weight?: string, mono?: boolean }} [options]
 */
const text = (x, y, value, { size = 22, anchor = "start", fill = INK, weight = "normal", mono = false } = {}) =>
  `<text x="${x}" y="${y}" font-family="${mono ? "DejaVu Sans Mono, monospace" : FONT}" font-size="${size}" text-anchor="${anchor}" fill="${fill}" font-weight="${weight}">${esc(value)}</text>`;

/** @param {number} x @param {number} y @param {number} w @param {number} h @param {string} fill @param {string} [stroke] */
const rect = (x, y, w, h, fill, stroke = INK, radius = 8) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`;

/** @param {Array<[number, number]>} points @param {string} colour */
const wire = (points, colour, width = 5) =>
  `<polyline points="${points.map(([x, y]) => `${x},${y}`).join(" ")}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`;

/** @param {number} x @param {number} y */
const dot = (x, y, fill = INK, r = 6) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;

/** A titled picture. @param {number} width @param {number} height @param {string} title @param {string} body */
const picture = (width, height, title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${PAPER}"/>
${text(40, 56, title, { size: 30, weight: "bold" })}
${body}
</svg>`;

/** @typedef {[number, number]} Point */

/**
 * A breakout or board with labelled pins down one side.
 * @param {number} x @param {number} y @param {number} w @param {string} label @param {string[]} pins
 * @param {{ side?: "left" | "right", fill?: string, pitch?: number }} [options]
 * @returns {{ svg: string, pin: (name: string) => Point, h: number }}
 */
function board(x, y, w, label, pins, { side = "right", fill = BOARD, pitch = 44 } = {}) {
  const h = pins.length * pitch + 40;
  const out = [rect(x, y, w, h, fill, INK, 10), text(x + w / 2, y - 14, label, { anchor: "middle", size: 24, weight: "bold" })];
  /** @type {Record<string, Point>} */
  const at = {};
  pins.forEach((pin, index) => {
    const py = y + 40 + index * pitch;
    const px = side === "right" ? x + w : x;
    out.push(rect(px - 9, py - 9, 18, 18, "#d4af37", INK, 3));
    out.push(
      text(side === "right" ? px - 16 : px + 16, py + 7, pin, {
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
 * A resistor drawn as a zig-zag between two points on a horizontal or vertical line.
 * @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2 @param {string} label
 */
function resistor(x1, y1, x2, y2, label) {
  const horizontal = y1 === y2;
  const length = horizontal ? x2 - x1 : y2 - y1;
  const lead = length * 0.25;
  /** @type {Point[]} */
  const zig = [];
  for (let i = 0; i <= 12; i++) {
    const t = lead + ((length - 2 * lead) * i) / 12;
    const offset = i === 0 || i === 12 ? 0 : i % 2 ? 14 : -14;
    zig.push(horizontal ? [x1 + t, y1 + offset] : [x1 + offset, y1 + t]);
  }
  /** @type {Point[]} */
  const points = [[x1, y1], ...zig, [x2, y2]];
  const labelAt = horizontal
    ? text((x1 + x2) / 2, y1 - 26, label, { anchor: "middle" })
    : text(x1 + 28, (y1 + y2) / 2 + 8, label);
  return wire(points, INK, 3) + labelAt;
}

/**
 * An LED symbol pointing down (anode at the top).
 * @param {number} x @param {number} y1 @param {number} y2 @param {string} colour @param {string} label
 */
function led(x, y1, y2, colour, label) {
  const mid = (y1 + y2) / 2;
  return [
    wire(
      [
        [x, y1],
        [x, mid - 20],
      ],
      INK,
      3,
    ),
    `<polygon points="${x - 20},${mid - 20} ${x + 20},${mid - 20} ${x},${mid + 14}" fill="${colour}" stroke="${INK}" stroke-width="3"/>`,
    wire(
      [
        [x - 20, mid + 14],
        [x + 20, mid + 14],
      ],
      INK,
      3,
    ),
    wire(
      [
        [x, mid + 14],
        [x, y2],
      ],
      INK,
      3,
    ),
    wire(
      [
        [x + 26, mid - 16],
        [x + 44, mid - 30],
      ],
      colour,
      3,
    ),
    wire(
      [
        [x + 26, mid - 2],
        [x + 44, mid - 16],
      ],
      colour,
      3,
    ),
    text(x + 52, mid + 6, label),
  ].join("\n");
}

/**
 * A digital waveform: levels (0/1) held for the given durations, drawn from x over width.
 * @param {number} x @param {number} y @param {number} width @param {number} height
 * @param {Array<[number, number]>} segments
 */
function wave(x, y, width, height, segments, colour = WIRE.blue) {
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
  return wire(points, colour, 4);
}

/**
 * A labelled arrow between two x positions at height y.
 * @param {number} x1 @param {number} x2 @param {number} y @param {string} label
 */
function span(x1, x2, y, label) {
  return [
    wire(
      [
        [x1, y],
        [x2, y],
      ],
      MUTED,
      2,
    ),
    `<polygon points="${x1},${y} ${x1 + 12},${y - 6} ${x1 + 12},${y + 6}" fill="${MUTED}"/>`,
    `<polygon points="${x2},${y} ${x2 - 12},${y - 6} ${x2 - 12},${y + 6}" fill="${MUTED}"/>`,
    text((x1 + x2) / 2, y - 10, label, { anchor: "middle", size: 20, fill: MUTED }),
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

/** @type {Record<string, () => string>} */
const drawings = {
  "esp32-bme280-wiring": () => {
    const esp = board(80, 110, 260, "ESP32 DevKit", ["3V3", "GND", "GPIO21", "GPIO22"], { pitch: 90 });
    const bme = board(860, 140, 240, "BME280", ["VIN", "GND", "SDA", "SCL"], { side: "left", fill: "#6741d9", pitch: 90 });
    /** @type {Array<[string, string, string]>} */
    const pairs = [
      ["3V3", "VIN", WIRE.red],
      ["GND", "GND", WIRE.black],
      ["GPIO21", "SDA", WIRE.blue],
      ["GPIO22", "SCL", WIRE.yellow],
    ];
    const wires = pairs.map(([a, b, colour], index) => {
      const [x1, y1] = esp.pin(a);
      const [x2, y2] = bme.pin(b);
      const bend = 500 + index * 60;
      return wire(
        [
          [x1, y1],
          [bend, y1],
          [bend, y2],
          [x2, y2],
        ],
        colour,
      );
    });
    return picture(
      1200,
      640,
      "ESP32 to BME280 over I2C",
      [
        esp.svg,
        bme.svg,
        ...wires,
        text(600, 590, "SDA = GPIO21 (blue), SCL = GPIO22 (yellow), 3.3 V only: the breakout carries its own pull-ups.", {
          anchor: "middle",
          size: 20,
          fill: MUTED,
        }),
      ].join("\n"),
    );
  },
  "uno-led-d8-breadboard": () => {
    const uno = board(80, 130, 240, "Arduino Uno", ["D8", "GND"], { pitch: 260 });
    const [dx, dy] = uno.pin("D8");
    const [gx, gy] = uno.pin("GND");
    return picture(
      1000,
      560,
      "External LED on D8",
      [
        uno.svg,
        wire(
          [
            [dx, dy],
            [520, dy],
          ],
          WIRE.orange,
        ),
        resistor(520, dy, 760, dy, "220 Ω"),
        wire(
          [
            [760, dy],
            [820, dy],
          ],
          INK,
          3,
        ),
        led(820, dy, gy, "#e03131", "red LED"),
        wire(
          [
            [820, gy],
            [gx, gy],
          ],
          WIRE.black,
        ),
        text(540, 500, "Current ≈ (5 V − 2.0 V) / 220 Ω ≈ 14 mA", { size: 22, fill: MUTED }),
        text(850, gy + 40, "cathode (short leg)", { size: 18, fill: MUTED }),
      ].join("\n"),
    );
  },
  "led-series-voltage-drops": () => {
    const top = 140;
    const bottom = 520;
    return picture(
      1000,
      620,
      "Where the 5 V goes in an LED circuit",
      [
        rect(80, 250, 120, 160, "#f1f3f5"),
        text(140, 320, "+5 V", { anchor: "middle", weight: "bold" }),
        text(140, 356, "supply", { anchor: "middle", size: 18 }),
        wire(
          [
            [140, 250],
            [140, top],
            [420, top],
          ],
          WIRE.red,
        ),
        resistor(420, top, 700, top, "R = 200 Ω"),
        wire(
          [
            [700, top],
            [820, top],
          ],
          INK,
          3,
        ),
        led(820, top, bottom, "#e03131", "red LED"),
        wire(
          [
            [820, bottom],
            [140, bottom],
            [140, 410],
          ],
          WIRE.black,
        ),
        text(560, 210, "3.0 V across R", { anchor: "middle", fill: WIRE.blue, weight: "bold" }),
        text(880, 400, "2.0 V across", { fill: WIRE.blue, weight: "bold" }),
        text(880, 428, "the LED", { fill: WIRE.blue, weight: "bold" }),
        text(480, 590, "I = (5 V − 2.0 V) / 200 Ω = 15 mA", { anchor: "middle", size: 24 }),
      ].join("\n"),
    );
  },
  "ne555-astable-timing": () => {
    const x = 120;
    const w = 1000;
    // Design A: R1 = 1 kΩ, R2 = 68 kΩ, C = 10 µF: t_high = 0.693 × 69 kΩ × 10 µF ≈ 0.48 s, t_low ≈ 0.47 s.
    const cycles = 3;
    const period = w / cycles;
    const high = period * (0.478 / (0.478 + 0.471));
    /** @type {Array<[number, number]>} */
    const cap = [[x, 400]];
    for (let i = 0; i < cycles; i++) {
      const start = x + i * period;
      for (let s = 0; s <= 20; s++)
        cap.push([start + (high * s) / 20, 340 - (120 * (1 - Math.exp((-1.1 * s) / 20))) / (1 - Math.exp(-1.1))]);
      for (let s = 0; s <= 20; s++)
        cap.push([
          start + high + ((period - high) * s) / 20,
          220 + (120 * (1 - Math.exp((-1.1 * s) / 20))) / (1 - Math.exp(-1.1)),
        ]);
    }
    cap[0] = [x, 340];
    const output = [];
    for (let i = 0; i < cycles; i++) output.push([1, high], [0, period - high]);
    return picture(
      1240,
      720,
      "555 astable: capacitor voltage and output (Design A)",
      [
        text(40, 130, "VC", { weight: "bold" }),
        wire(
          [
            [x, 220],
            [x + w, 220],
          ],
          MUTED,
          1,
        ),
        text(x + w + 10, 226, "⅔ VCC", { size: 18, fill: MUTED }),
        wire(
          [
            [x, 340],
            [x + w, 340],
          ],
          MUTED,
          1,
        ),
        text(x + w + 10, 346, "⅓ VCC", { size: 18, fill: MUTED }),
        wire(cap, WIRE.orange, 4),
        text(40, 470, "OUT", { weight: "bold" }),
        text(40, 494, "pin 3", { size: 16, fill: MUTED }),
        wave(x, 460, w, 100, /** @type {Array<[number, number]>} */ (output)),
        span(x, x + high, 610, "t_high ≈ 0.48 s"),
        span(x + high, x + period, 610, "t_low ≈ 0.47 s"),
        text(620, 680, "R1 = 1 kΩ, R2 = 68 kΩ, C = 10 µF: about 1.05 Hz, duty cycle about 50 %", {
          anchor: "middle",
          size: 20,
          fill: MUTED,
        }),
      ].join("\n"),
    );
  },
  "hc-sr04-trigger-echo-timing": () => {
    const x = 160;
    return picture(
      1240,
      600,
      "HC-SR04: trigger, burst and echo",
      [
        text(40, 170, "TRIG", { weight: "bold" }),
        text(40, 192, "D9", { size: 16, fill: MUTED }),
        wave(x, 140, 1000, 60, [
          [0, 60],
          [1, 20],
          [0, 920],
        ]),
        span(x + 60, x + 80, 120, "10 µs"),
        text(40, 300, "burst", { weight: "bold" }),
        text(40, 322, "40 kHz", { size: 16, fill: MUTED }),
        ...Array.from({ length: 8 }, (_, i) =>
          wave(
            x + 100 + i * 12,
            270,
            12,
            40,
            [
              [1, 1],
              [0, 1],
            ],
            WIRE.orange,
          ),
        ),
        text(40, 440, "ECHO", { weight: "bold" }),
        text(40, 462, "D10", { size: 16, fill: MUTED }),
        wave(x, 410, 1000, 60, [
          [0, 200],
          [1, 588],
          [0, 212],
        ]),
        span(x + 200, x + 788, 520, "588 µs round trip ≈ 10 cm"),
        text(620, 580, "distance (cm) = echo width (µs) / 58", { anchor: "middle", size: 22, fill: MUTED }),
      ].join("\n"),
    );
  },
  "i2c-two-uno-bus": () => {
    const a = board(80, 240, 220, "Uno A", ["A4 SDA", "A5 SCL", "GND"], { pitch: 110 });
    const b = board(900, 240, 220, "Uno B", ["A4 SDA", "A5 SCL", "GND"], { side: "left", fill: "#1864ab", pitch: 110 });
    const sda = a.pin("A4 SDA")[1];
    const scl = a.pin("A5 SCL")[1];
    const gnd = a.pin("GND")[1];
    return picture(
      1200,
      720,
      "I2C between two Unos, with pull-ups",
      [
        a.svg,
        b.svg,
        wire(
          [
            [300, sda],
            [900, sda],
          ],
          WIRE.blue,
        ),
        wire(
          [
            [300, scl],
            [900, scl],
          ],
          WIRE.yellow,
        ),
        wire(
          [
            [300, gnd],
            [900, gnd],
          ],
          WIRE.black,
        ),
        text(600, 104, "+5 V", { anchor: "middle", weight: "bold", fill: WIRE.red }),
        wire(
          [
            [480, 116],
            [720, 116],
          ],
          WIRE.red,
        ),
        resistor(520, 116, 520, sda, "4.7 kΩ"),
        dot(520, sda, WIRE.blue),
        resistor(680, 116, 680, 250, "4.7 kΩ"),
        wire(
          [
            [680, 250],
            [680, scl],
          ],
          INK,
          3,
        ),
        dot(680, scl, WIRE.yellow),
        text(600, 660, "SDA and SCL are open-drain: the 4.7 kΩ resistors pull them high, either board pulls them low.", {
          anchor: "middle",
          size: 20,
          fill: MUTED,
        }),
        text(600, 692, "The grounds must be joined. Crossing lines without a dot are not connected.", {
          anchor: "middle",
          size: 20,
          fill: MUTED,
        }),
      ].join("\n"),
    );
  },
  "servo-pulse-widths": () => {
    const x = 180;
    const w = 960;
    /** @param {number} y @param {number} pulse @param {string} label */
    const row = (y, pulse, label) =>
      [
        text(40, y + 40, label, { weight: "bold" }),
        wave(x, y, w, 60, [
          [1, pulse],
          [0, 20 - pulse],
          [1, pulse],
          [0, 20 - pulse],
        ]),
        span(x, x + (pulse / 40) * w, y - 14, `${pulse} ms`),
      ].join("\n");
    return picture(
      1200,
      640,
      "SG90 on GP15: 50 Hz, the pulse width sets the angle",
      [row(130, 1, "0°"), row(290, 1.5, "90°"), row(450, 2, "180°"), span(x, x + w / 2, 580, "20 ms period (50 Hz)")].join("\n"),
    );
  },
  "a4988-uno-pinout": () => {
    const drv = board(700, 110, 260, "A4988", ["ENABLE", "MS1", "MS2", "MS3", "STEP", "DIR"], {
      side: "left",
      fill: "#c92a2a",
      pitch: 64,
    });
    const unoPins = ["D8", "D4", "D5", "D6", "D3", "D2"];
    const uno = board(100, 110, 240, "Arduino Uno", unoPins, { pitch: 64 });
    const colours = [WIRE.green, WIRE.blue, WIRE.blue, WIRE.blue, WIRE.orange, WIRE.yellow];
    const wires = ["ENABLE", "MS1", "MS2", "MS3", "STEP", "DIR"].map((pin, i) =>
      wire([uno.pin(unoPins[i] ?? ""), drv.pin(pin)], colours[i] ?? INK),
    );
    const motor = [
      text(1000, 180, "1A 1B → coil 1", { size: 20 }),
      text(1000, 214, "2A 2B → coil 2", { size: 20 }),
      text(1000, 266, "VMOT 8–35 V", { size: 20 }),
      text(1000, 300, "+100 µF across it", { size: 20, fill: MUTED }),
    ];
    return picture(
      1280,
      640,
      "A4988 logic pins to the Uno",
      [
        uno.svg,
        drv.svg,
        ...wires,
        ...motor,
        text(640, 600, "ENABLE is active LOW; each rising edge on STEP moves one microstep in the DIR direction.", {
          anchor: "middle",
          size: 20,
          fill: MUTED,
        }),
      ].join("\n"),
    );
  },
  "traffic-light-states": () => {
    /** @type {Array<[string, string, number, number]>} */
    const states = [
      ["CARS_GO", "cars green", 220, 160],
      ["CARS_AMBER", "cars amber", 620, 160],
      ["ALL_RED_BEFORE_WALK", "all red", 1020, 160],
      ["WALK", "pedestrians green", 1020, 420],
      ["WALK_FLASHING", "pedestrians flash, 2 Hz", 620, 420],
      ["ALL_RED_AFTER_WALK", "all red", 220, 420],
    ];
    /** @param {[string, string, number, number]} state */
    const box = ([name, detail, x, y]) =>
      rect(x - 150, y - 50, 300, 100, "#e7f5ff") +
      text(x, y - 6, name, { anchor: "middle", size: 19, weight: "bold", mono: true }) +
      text(x, y + 26, detail, { anchor: "middle", size: 18, fill: MUTED });
    return picture(
      1240,
      620,
      "Traffic light: the states and what moves between them",
      [
        ...states.map(box),
        arrow(370, 160, 468, 160),
        text(420, 140, "10 s", { anchor: "middle", size: 16 }),
        text(420, 186, "+ request", { anchor: "middle", size: 16 }),
        arrow(770, 160, 868, 160),
        text(820, 140, "3 s", { anchor: "middle", size: 16 }),
        arrow(1020, 210, 1020, 368),
        text(1040, 296, "1 s", { size: 16 }),
        arrow(868, 420, 772, 420),
        text(820, 400, "7 s", { anchor: "middle", size: 16 }),
        arrow(468, 420, 372, 420),
        text(420, 400, "4 s", { anchor: "middle", size: 16 }),
        arrow(220, 370, 220, 212),
        text(240, 296, "1 s", { size: 16 }),
        text(620, 560, "Each state is entered once; loop() only compares millis() with the time it was entered.", {
          anchor: "middle",
          size: 20,
          fill: MUTED,
        }),
      ].join("\n"),
    );
  },
  "irrigation-block-diagram": () => {
    /** @param {number} x @param {number} y @param {string} title @param {string} detail */
    const block = (x, y, title, detail, fill = "#f1f3f5") =>
      rect(x, y, 230, 110, fill) +
      text(x + 115, y + 48, title, { anchor: "middle", weight: "bold" }) +
      text(x + 115, y + 80, detail, { anchor: "middle", size: 17, fill: MUTED });
    return picture(
      1240,
      560,
      "Automatic irrigation: signal and power paths",
      [
        block(60, 150, "Soil sensor", "AOUT → A0", "#e6fcf5"),
        block(380, 150, "Arduino Uno", "reads, decides", "#e7f5ff"),
        block(700, 150, "IRLZ44N", "gate from a pin", "#fff4e6"),
        block(1000, 150, "Pump", "5 V, own supply", "#fff0f6"),
        arrow(290, 205, 378, 205),
        arrow(610, 205, 698, 205),
        arrow(930, 205, 998, 205),
        block(1000, 360, "5 V pump supply", "not the Uno's 5V", "#fff9db"),
        arrow(1115, 360, 1115, 262, WIRE.red),
        wire(
          [
            [495, 260],
            [495, 470],
            [1115, 470],
            [1115, 472],
          ],
          WIRE.black,
        ),
        text(800, 500, "common ground", { anchor: "middle", size: 18 }),
        text(815, 300, "100 kΩ gate to GND", { anchor: "middle", size: 17, fill: MUTED }),
      ].join("\n"),
    );
  },
  "pi-zero-button-led": () => {
    const pi = board(80, 110, 260, "Pi Zero 2 W", ["pin 11 GPIO17", "pin 9 GND", "pin 13 GPIO27", "pin 14 GND"], { pitch: 100 });
    const [lx, ly] = pi.pin("pin 11 GPIO17");
    const [g1x, g1y] = pi.pin("pin 9 GND");
    const [bx, by] = pi.pin("pin 13 GPIO27");
    const [g2x, g2y] = pi.pin("pin 14 GND");
    return picture(
      1100,
      640,
      "LED on GPIO17, button on GPIO27",
      [
        pi.svg,
        wire(
          [
            [lx, ly],
            [460, ly],
          ],
          WIRE.orange,
        ),
        resistor(460, ly, 700, ly, "330 Ω"),
        wire(
          [
            [700, ly],
            [780, ly],
          ],
          INK,
          3,
        ),
        led(780, ly, g1y, "#e03131", "red LED"),
        wire(
          [
            [780, g1y],
            [g1x, g1y],
          ],
          WIRE.black,
        ),
        wire(
          [
            [bx, by],
            [640, by],
          ],
          WIRE.blue,
        ),
        rect(640, by - 20, 140, 40 + (g2y - by), "#f8f9fa"),
        text(710, (by + g2y) / 2 + 8, "button", { anchor: "middle", size: 20 }),
        wire(
          [
            [640, g2y],
            [g2x, g2y],
          ],
          WIRE.black,
        ),
        text(550, 610, "gpiozero turns on GPIO27's internal pull-up: pressed reads 0 V.", {
          anchor: "middle",
          size: 20,
          fill: MUTED,
        }),
      ].join("\n"),
    );
  },
  "timer1-ctc-sawtooth": () => {
    const x = 160;
    const w = 960;
    /** @type {Array<[number, number]>} */
    const saw = [];
    for (let i = 0; i < 4; i++) saw.push([x + (i * w) / 4, 380], [x + ((i + 1) * w) / 4, 160]);
    const pin = [];
    for (let i = 0; i < 4; i++) pin.push([i % 2 ? 0 : 1, 1]);
    return picture(
      1240,
      640,
      "Timer1 in CTC mode: count to OCR1A, clear, interrupt",
      [
        text(40, 180, "TCNT1", { weight: "bold", mono: true }),
        wire(
          [
            [x, 160],
            [x + w, 160],
          ],
          MUTED,
          1,
        ),
        text(x + w + 10, 166, "31249", { size: 18, fill: MUTED, mono: true }),
        wire(saw, WIRE.orange, 4),
        ...[1, 2, 3, 4].map((i) => `<circle cx="${x + (i * w) / 4}" cy="160" r="8" fill="${WIRE.red}"/>`),
        text(40, 480, "PB5", { weight: "bold", mono: true }),
        text(40, 502, "D13 LED", { size: 16, fill: MUTED }),
        wave(x, 450, w, 70, /** @type {Array<[number, number]>} */ (pin), WIRE.green),
        span(x, x + w / 4, 580, "0.5 s = 31,250 ticks of 16 µs"),
        text(620, 120, "red dots: compare match A, ISR toggles PB5", { anchor: "middle", size: 18, fill: WIRE.red }),
      ].join("\n"),
    );
  },
};

const directory = new URL("./", import.meta.url);
for (const [name, draw] of Object.entries(drawings)) {
  const png = await sharp(Buffer.from(draw())).png({ palette: true, colours: 64, compressionLevel: 9 }).toBuffer();
  await writeFile(new URL(`${name}.png`, directory), png);
  console.log(`${name}.png ${png.length} bytes`);
}
