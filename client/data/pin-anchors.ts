import type { BoardPinout } from "../content/pinout-types";
import { slugifyHeading } from "./anchors";

/**
 * Each pinout row's id on its topic page, so a link (a search result, a tutorial) can lead
 * straight to one pin: "pin-" and the name a wiring block uses for the row, its label's first
 * word without the "Pin 3: " prefix ("GPIO34" -> "pin-gpio34", "Pin 3: GPIO2 (SDA1)" ->
 * "pin-gpio2", "SD2 (GPIO9)" -> "pin-sd2"). A name used twice (a board's several GND pins) gets
 * "-2", "-3"... in table order, so the same pinout always gives the same ids.
 */
export function pinRowIds(pinout: BoardPinout): string[] {
  const used = new Set<string>();
  return pinout.rows.map((row) => {
    const first = row.pin.replace(/^Pin \d+:\s*/, "").split(/[\s/,(]+/)[0] ?? "";
    const base = `pin-${slugifyHeading(first)}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}
