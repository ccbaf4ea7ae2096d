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
import type { BoardPinout } from "../content/pinout-types";
import { findRow, pinNames, pinWarnings } from "./pins";
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

export { findRow, pinNames } from "./pins";

type Place = { header: number; index: number };

/**
 * Every place a pin sits (GND, 5V and 3V3 are often on several): which header, which place
 * along it. The drawing (client/data/wiring-layout.ts) picks the one nearest the other pins.
 */
export function pinPlaces(pinout: BoardPinout, name: string): Place[] {
  const row = findRow(pinout, name);
  if (!row) return [];
  const names = pinNames(row.pin);
  return pinout.headers.flatMap(({ pins }, header) =>
    pins.flatMap((pin, index) => (pin !== null && names.includes(pin.toUpperCase()) ? [{ header, index }] : [])),
  );
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

/** One sentence per connection to a pin the pinout flags (see pinWarnings). */
export const wiringWarnings = (wiring: Wiring): string[] => pinWarnings(pinoutOf(wiring.board), wiring);
