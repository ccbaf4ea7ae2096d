import type { BoardId } from "../data/post-schema";

/** A side of a board's outline, as the wiring drawing shows it. */
export type Side = "left" | "right" | "top" | "bottom";

/**
 * Where one of a pinout's headers sits on the board (client/content/pinouts/*.ts `headers`).
 * Lengths are in header pitches (0.1 inch, 2.54 mm) from the outline's top-left corner, the
 * board turned the way the drawing shows it.
 */
export interface HeaderPlace {
  /** The pinout header's `name`. */
  header: string;
  /** The centre of the header's first pin (pin 1 of a two-row header). */
  first: { x: number; y: number };
  /** The way the header's pins run from its first pin. */
  runs: "down" | "up" | "right" | "left";
  /**
   * The edge the header lies along: its wires leave the board that way and its labels sit on
   * the inner side of the pins, as the silkscreen does. In a two-row header (`columns: 2`) the
   * first pin's row is the inner one and the second pin's row is one pitch nearer this edge.
   */
  edge: Side;
}

/** A board's outline and its headers, turned so its pins are easy to draw and to read. */
export interface BoardLayout {
  /** The outline's size in pitches. */
  width: number;
  height: number;
  /** Every header of the board's pinout, once. */
  headers: HeaderPlace[];
  /** What sits at an edge (the USB socket, the antenna), printed there so a reader can turn their board the same way. */
  marks: Array<{ edge: Side; text: string }>;
}

/*
 * Positions come from the boards' drawings and datasheets, rounded to a tenth of a pitch. The
 * drawing keeps each header's pins at their pitch and their order, and which edge and which end
 * they sit at; the space between headers and the board's ends is drawn shorter than it is.
 */

/** Espressif ESP32-DevKitC V4, antenna at the top: J1 (3V3 ... 5V) down the left edge, J3 (GND ... CLK) down the right, rows 1 inch apart. */
const esp32: BoardLayout = {
  width: 11,
  height: 21.5,
  headers: [
    { header: "J1", first: { x: 0.5, y: 2 }, runs: "down", edge: "left" },
    { header: "J3", first: { x: 10.5, y: 2 }, runs: "down", edge: "right" },
  ],
  marks: [
    { edge: "top", text: "antenna" },
    { edge: "bottom", text: "USB" },
  ],
};

/** AI-Thinker ESP32-CAM, camera at the top: the two 8-pin headers at the other end, 5V and 3V3 at the bottom corners. */
const esp32Cam: BoardLayout = {
  width: 10.6,
  height: 16,
  headers: [
    { header: "5V side", first: { x: 0.8, y: 15 }, runs: "up", edge: "left" },
    { header: "3V3 side", first: { x: 9.8, y: 15 }, runs: "up", edge: "right" },
  ],
  marks: [{ edge: "top", text: "camera" }],
};

/** NodeMCU 1.0 (Amica), antenna at the top: A0 ... VIN down the left, D0 ... 3V3 down the right, rows 0.9 inch apart. */
const esp8266: BoardLayout = {
  width: 10.2,
  height: 19,
  headers: [
    { header: "Left (A0 side)", first: { x: 0.6, y: 2.5 }, runs: "down", edge: "left" },
    { header: "Right (D0 side)", first: { x: 9.6, y: 2.5 }, runs: "down", edge: "right" },
  ],
  marks: [
    { edge: "top", text: "antenna" },
    { edge: "bottom", text: "USB" },
  ],
};

/** Raspberry Pi Pico, USB at the top: pins 1-20 down the left edge, 40-21 down the right, 0.7 inch apart. */
const raspberryPiPico: BoardLayout = {
  width: 8.3,
  height: 20.1,
  headers: [
    { header: "Pins 1-20", first: { x: 0.6, y: 0.6 }, runs: "down", edge: "left" },
    { header: "Pins 40-21", first: { x: 7.6, y: 0.6 }, runs: "down", edge: "right" },
  ],
  marks: [{ edge: "top", text: "USB" }],
};

/** Arduino Nano 3.x, USB at the top: pins 15-1 (D12 ... TX) down the left edge, 16-30 (D13 ... VIN) down the right, 0.6 inch apart. */
const arduinoNano: BoardLayout = {
  width: 7.1,
  height: 17.7,
  headers: [
    { header: "Pins 15-1 (D12 to TX)", first: { x: 0.55, y: 1.5 }, runs: "down", edge: "left" },
    { header: "Pins 16-30 (D13 to VIN)", first: { x: 6.55, y: 1.5 }, runs: "down", edge: "right" },
  ],
  marks: [{ edge: "top", text: "USB" }],
};

/** The R3 headers of the Uno and the Mega: digital along the top edge (D8 ... SCL then D7 ... D0, right to left), power and analog along the bottom. */
const unoTop: HeaderPlace[] = [
  { header: "Digital D8-SCL", first: { x: 17.4, y: 1 }, runs: "left", edge: "top" },
  { header: "Digital D0-D7", first: { x: 26, y: 1 }, runs: "left", edge: "top" },
];
const unoPower: HeaderPlace = { header: "Power", first: { x: 10, y: 20 }, runs: "right", edge: "bottom" };

/** Arduino Uno R3, USB and power jack on the left end. */
const arduinoUno: BoardLayout = {
  width: 27,
  height: 21,
  headers: [...unoTop, unoPower, { header: "Analog", first: { x: 19, y: 20 }, runs: "right", edge: "bottom" }],
  marks: [{ edge: "left", text: "USB, DC jack" }],
};

/** Arduino Mega 2560 R3: the Uno's headers, D14-D21 after D0, the 2 x 18 header down the right end (5V at the top, even pins inside), A0-A15 along the bottom. */
const arduinoMega: BoardLayout = {
  width: 40,
  height: 21,
  headers: [
    ...unoTop,
    { header: "Communication D14-D21", first: { x: 27.6, y: 1 }, runs: "right", edge: "top" },
    { header: "Double header D22-D53", first: { x: 37.6, y: 2 }, runs: "down", edge: "right" },
    unoPower,
    { header: "Analog A0-A7", first: { x: 19, y: 20 }, runs: "right", edge: "bottom" },
    { header: "Analog A8-A15", first: { x: 28, y: 20 }, runs: "right", edge: "bottom" },
  ],
  marks: [{ edge: "left", text: "USB, DC jack" }],
};

/** The 40-pin J8 header with the board turned a quarter clockwise: J8 down the right edge, pin 1 at the top, odd pins inside, even pins along the edge. */
const j8 = (width: number): HeaderPlace => ({
  header: "J8 (40-pin GPIO header)",
  first: { x: width - 1.9, y: 2.8 },
  runs: "down",
  edge: "right",
});

/** Raspberry Pi 4 Model B turned so J8 runs down the right edge: the USB and Ethernet sockets at the bottom. */
const raspberryPi4: BoardLayout = {
  width: 22,
  height: 33.5,
  headers: [j8(22)],
  marks: [
    { edge: "top", text: "microSD" },
    { edge: "bottom", text: "USB, Ethernet" },
  ],
};

/** Raspberry Pi Zero turned so J8 runs down the right edge: the mini HDMI and micro USB sockets on the left. */
const raspberryPiZero: BoardLayout = {
  width: 11.8,
  height: 25.6,
  headers: [j8(11.8)],
  marks: [
    { edge: "top", text: "microSD" },
    { edge: "left", text: "mini HDMI, USB" },
  ],
};

/** Every board with a pinout, laid out: a new board fails `tsc` here until it has one. */
export const BOARD_LAYOUTS: { [B in BoardId]: BoardLayout } = {
  "arduino-uno": arduinoUno,
  "arduino-nano": arduinoNano,
  "arduino-mega": arduinoMega,
  esp32,
  "esp32-cam": esp32Cam,
  esp8266,
  "raspberry-pi-pico": raspberryPiPico,
  "raspberry-pi-zero": raspberryPiZero,
  "raspberry-pi-4": raspberryPi4,
};
