import type { BoardPinout } from "../content/pinout-types";
import type { BoardId } from "../data/post-schema";
import { useLoaded } from "./useLoaded";

/**
 * Each board's pinout as a chunk of its own, loaded when a wiring block first names the
 * board (client/data/wiring.ts imports all nine, which the studio's first load cannot carry).
 */
const LOADERS: { [B in BoardId]: () => Promise<{ default: BoardPinout }> } = {
  "arduino-uno": () => import("../content/pinouts/arduino-uno"),
  "arduino-nano": () => import("../content/pinouts/arduino-nano"),
  "arduino-mega": () => import("../content/pinouts/arduino-mega"),
  esp32: () => import("../content/pinouts/esp32"),
  "esp32-cam": () => import("../content/pinouts/esp32-cam"),
  esp8266: () => import("../content/pinouts/esp8266"),
  "raspberry-pi-pico": () => import("../content/pinouts/raspberry-pi-pico"),
  "raspberry-pi-zero": () => import("../content/pinouts/raspberry-pi-zero"),
  "raspberry-pi-4": () => import("../content/pinouts/raspberry-pi-4"),
};

const loaded = new Map<BoardId, Promise<BoardPinout>>();

/** A board's pinout, loaded once per page; a failed load is tried again next time. */
export function loadPinout(board: BoardId): Promise<BoardPinout> {
  let pinout = loaded.get(board);
  if (!pinout) {
    pinout = LOADERS[board]().then((module) => module.default);
    pinout.catch(() => loaded.delete(board));
    loaded.set(board, pinout);
  }
  return pinout;
}

/** The board's pinout as it loads (idle for no board), with a way to try again after a failure. */
export const usePinout = (board: BoardId | "") => useLoaded(board || null, (key) => loadPinout(key as BoardId));
