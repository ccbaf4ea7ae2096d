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
  /** The datasheets and reference manuals the table was checked against. */
  sources: { label: string; href: string }[];
}
