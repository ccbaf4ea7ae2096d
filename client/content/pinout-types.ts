/**
 * What a wiring check warns about on a pin (issue 21): set by hand from the row's limits, so
 * the studio never reads prose to decide.
 */
export const PIN_FLAGS = {
  "input-only": "input only (no output driver)",
  strapping: "a strapping pin, read at reset",
  boot: "active during boot, before your code runs",
  "adc2-wifi": "on ADC2, which gives no analog readings while Wi-Fi is on",
  "not-5v-tolerant": "not 5 V tolerant",
  flash: "wired to the module's flash",
  psram: "wired to the PSRAM on some modules",
} as const;
export type PinFlag = keyof typeof PIN_FLAGS;

/** One row of a board's pinout table. */
export interface PinoutRow {
  /** The label printed on the board or the GPIO name, e.g. "D13", "GPIO34", "GP0 (pin 1)". */
  pin: string;
  /** What the pin can do, e.g. "ADC1_CH6, RTC_GPIO4". */
  functions: string;
  /**
   * Limits a maker must know before wiring it: input-only, strapping pin, ADC2 unusable with
   * Wi-Fi on, not 5 V tolerant, used by flash or PSRAM, boot-time output... Absent when none.
   */
  limits?: string;
  /** The limits a wiring block is warned about, as data (see PIN_FLAGS). */
  flags?: PinFlag[];
}

/**
 * One pin header as it sits on the board: its pins in physical order from pin 1, each by the
 * name a wiring block uses (a row's label's first word), null for a pin the table does not
 * list. `columns: 2` is a double-row header numbered across (pin 1 and 2 side by side).
 */
export interface PinHeader {
  name: string;
  pins: Array<string | null>;
  columns?: 1 | 2;
}

/** A board's pinout: typed data checked against the manufacturer's datasheet, rendered as one table. */
export interface BoardPinout {
  /** Topic page slug under /learn/, e.g. "esp32". */
  board: string;
  /** Caption of the table, naming the exact board or module, e.g. "ESP32-DevKitC (ESP32-WROOM-32) pinout". */
  caption: string;
  /** One or two sentences before the table: which board revision, how to read it, the golden rules. */
  summary: string;
  rows: PinoutRow[];
  /** The headers a wiring diagram draws, with every pin at its physical position. */
  headers: PinHeader[];
  /** The datasheets and reference manuals the table was checked against. */
  sources: { label: string; href: string }[];
}
