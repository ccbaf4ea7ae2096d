/**
 * Wiring blocks against the boards' pinouts (issue 21): which row a connection's board pin is,
 * where it sits on a header, what kind of wire it is, and what the pinout warns about it.
 * The studio refuses unknown pins and returns the warnings; the diagram draws from the same
 * lookups, so the two can never disagree.
 */
import arduinoMega from "../content/pinouts/arduino-mega";
import arduinoNano from "../content/pinouts/arduino-nano";
import arduinoUno from "../content/pinouts/arduino-uno";
import esp32 from "../content/pinouts/esp32";
import esp32Cam from "../content/pinouts/esp32-cam";
import esp8266 from "../content/pinouts/esp8266";
import raspberryPi4 from "../content/pinouts/raspberry-pi-4";
import raspberryPiPico from "../content/pinouts/raspberry-pi-pico";
import raspberryPiZero from "../content/pinouts/raspberry-pi-zero";
import { PIN_FLAGS, type BoardPinout, type PinoutRow } from "../content/pinout-types";
import type { BlockValue, BoardId } from "./post-schema";

export type Wiring = BlockValue<"wiring">;
export type WireKind = "power" | "ground" | "signal";

const PINOUTS: Record<BoardId, BoardPinout> = {
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

export const pinoutOf = (board: BoardId): BoardPinout => PINOUTS[board];

/** A range label like "D22-D29" or "A0-A7" as its pins; anything else as itself. */
function expand(word: string): string[] {
  const range = /^([A-Za-z]+)(\d+)-\1(\d+)$/.exec(word);
  if (!range) return [word];
  const [, prefix, from, to] = range;
  const names: string[] = [];
  for (let n = Number(from); n <= Number(to); n++) names.push(`${prefix}${n}`);
  return names;
}

/**
 * The names a wiring block may use for a row: the label's first word ("Pin 3: " dropped),
 * the other names before the brackets ("D0 / RX", "GP26 / ADC0"), the GPIO in brackets
 * ("SD2 (GPIO9)", "U0R (IO3)"), and GPIOn for an IOn label. Upper case, for matching.
 */
export function pinNames(label: string): string[] {
  const bare = label.replace(/^Pin \d+:\s*/, "");
  const [before = "", inside = ""] = bare.split(/\s*\(/, 2);
  const words = before
    .split(/\s*[/,]\s*|\s+/)
    .filter(Boolean)
    .slice(0, 1)
    .concat(
      before.includes("/") || before.includes(",") ? before.split(/\s*[/,]\s*/).map((part) => part.split(/\s+/)[0] ?? "") : [],
    );
  const gpio = /^((?:GPIO|IO)\d+)\)?$/.exec(inside.split(/[\s,]/)[0] ?? "")?.[1];
  const names = [...words.flatMap(expand), ...(gpio ? [gpio] : [])].filter(Boolean);
  const withGpio = names.flatMap((name) => (/^IO\d+$/i.test(name) ? [name, `GP${name}`] : [name]));
  return [...new Set(withGpio.map((name) => name.toUpperCase()))];
}

/** The pinout row a connection names, or null when the board has no such pin. */
export function findRow(pinout: BoardPinout, name: string): PinoutRow | null {
  const wanted = name.trim().toUpperCase();
  return pinout.rows.find((row) => pinNames(row.pin).includes(wanted)) ?? null;
}

type Place = { header: number; index: number };

/** Every place a pin sits (GND, 5V and 3V3 are often on several): which header, which place along it. */
function pinPlaces(pinout: BoardPinout, name: string): Place[] {
  const row = findRow(pinout, name);
  if (!row) return [];
  const names = pinNames(row.pin);
  return pinout.headers.flatMap(({ pins }, header) =>
    pins.flatMap((pin, index) => (pin !== null && names.includes(pin.toUpperCase()) ? [{ header, index }] : [])),
  );
}

/**
 * Where a pin sits. A pin found in several places (a ground, a supply) is drawn at the one
 * nearest the pins it is `near` (the connection's signal pins), the way a builder picks the
 * ground next to the signal; otherwise, and with nothing near, the first.
 */
export function pinPosition(pinout: BoardPinout, name: string, near: Place[] = []): Place | null {
  const places = pinPlaces(pinout, name);
  if (places.length < 2 || !near.length) return places[0] ?? null;
  const rowOf = (place: Place) => Math.floor(place.index / (pinout.headers[place.header]?.columns ?? 1));
  const distance = (place: Place) =>
    Math.min(
      ...near.map((other) => (other.header === place.header ? Math.abs(rowOf(other) - rowOf(place)) : Number.POSITIVE_INFINITY)),
    );
  return places.reduce((best, place) => (distance(place) < distance(best) ? place : best));
}

const GROUND = /^(GND|AGND)$/i;
const POWER = /^(3V3|3\.3V|5V|VIN|VCC|VBUS|VSYS)$/i;

/** Power, ground or signal: how the diagram colours a wire, from the board pin it starts at. */
export function wireKind(pinout: BoardPinout, name: string): WireKind {
  const names = [name, ...pinNames(findRow(pinout, name)?.pin ?? "")];
  if (names.some((each) => GROUND.test(each))) return "ground";
  if (names.some((each) => POWER.test(each))) return "power";
  return "signal";
}

/** The board pins a wiring block names that its board does not have, each once. */
export function unknownPins(wiring: Wiring): string[] {
  const pinout = pinoutOf(wiring.board);
  return [...new Set(wiring.connections.map((link) => link.board).filter((name) => !findRow(pinout, name)))];
}

/** One sentence per connection to a pin the pinout marks, naming the pin, the part's pin and why. */
export function wiringWarnings(wiring: Wiring): string[] {
  const pinout = pinoutOf(wiring.board);
  return wiring.connections.flatMap((link) => {
    const row = findRow(pinout, link.board);
    if (!row?.flags?.length) return [];
    const why = row.flags.map((flag) => PIN_FLAGS[flag]).join("; ");
    return [`${link.board} (to ${wiring.part} ${link.part}) is ${why}.${row.limits ? ` ${row.limits}` : ""}`];
  });
}
