import { describe, expect, it } from "vitest";
import { BOARD_IDS } from "../../client/data/post-schema";
import { PIN_FLAGS } from "../../client/content/pinout-types";
import { boardPins, mainPinNames } from "../../client/data/pins";
import { findRow, pinPlaces, pinoutOf, unknownPins, wireKind, wiringWarnings } from "../../client/data/wiring";

// Issue 21: the position data and flags the wiring diagrams and the studio's checks read.

describe("pinout position data", () => {
  it.each(BOARD_IDS)(
    "%s: every header pin is a row of the table, and the headers hold every header pin once or more",
    (board) => {
      const pinout = pinoutOf(board);
      expect(pinout.headers.length).toBeGreaterThan(0);
      const unresolved = pinout.headers.flatMap((header) => header.pins.filter((pin) => pin !== null && !findRow(pinout, pin)));
      expect(unresolved).toEqual([]);
    },
  );

  it("places pins where the boards have them", () => {
    expect(pinPlaces(pinoutOf("esp32"), "GPIO34")).toEqual([{ header: 0, index: 4 }]);
    expect(pinPlaces(pinoutOf("esp32"), "GPIO21")).toEqual([{ header: 1, index: 5 }]);
    // Pi header pin 7 is GPIO4: the 7th place of the 40-pin header.
    expect(pinPlaces(pinoutOf("raspberry-pi-4"), "GPIO4")).toEqual([{ header: 0, index: 6 }]);
    // Pico pin 40 (VBUS) heads the right-hand column, drawn from the USB end.
    expect(pinPlaces(pinoutOf("raspberry-pi-pico"), "VBUS")).toEqual([{ header: 1, index: 0 }]);
  });

  it("lists every place a ground or supply sits, for the drawing to pick the nearest", () => {
    const pico = pinoutOf("raspberry-pi-pico");
    // Pins 3, 8, 13 and 18 on the left; 38, 28 and 23 on the right (33 is AGND, a row of its own).
    expect(pinPlaces(pico, "GND").map(({ header, index }) => `${header}:${index}`)).toEqual([
      "0:2",
      "0:7",
      "0:12",
      "0:17",
      "1:2",
      "1:12",
      "1:17",
    ]);
    expect(pinPlaces(pico, "AGND")).toEqual([{ header: 1, index: 7 }]);
    expect(pinPlaces(pico, "GP30")).toEqual([]);
  });
});

describe("pin lookup", () => {
  it("finds a pin by its label's first word and by the other names on its label", () => {
    expect(findRow(pinoutOf("esp32"), "GPIO9")?.pin).toBe("SD2 (GPIO9)");
    expect(findRow(pinoutOf("esp32-cam"), "GPIO12")?.pin).toBe("IO12");
    expect(findRow(pinoutOf("arduino-mega"), "D25")?.pin).toBe("D22-D29 (PA0-PA7)");
    expect(findRow(pinoutOf("raspberry-pi-pico"), "gp0")?.pin).toBe("GP0 (pin 1)");
    expect(findRow(pinoutOf("arduino-uno"), "D14")).toBeNull();
  });

  it("names each unknown pin once and colours wires by the pin's kind", () => {
    const wiring = {
      board: "arduino-uno" as const,
      part: "LED",
      connections: [
        { board: "D14", part: "anode" },
        { board: "D14", part: "anode" },
        { board: "GND", part: "cathode" },
      ],
    };
    expect(unknownPins(wiring)).toEqual(["D14"]);
    const uno = pinoutOf("arduino-uno");
    expect([wireKind(uno, "5V"), wireKind(uno, "GND"), wireKind(uno, "D13")]).toEqual(["power", "ground", "signal"]);
  });

  it("warns once a connection for each flagged pin, naming it", () => {
    const warnings = wiringWarnings({
      board: "esp32",
      part: "relay module",
      connections: [
        { board: "GPIO12", part: "IN" },
        { board: "GPIO6", part: "VCC" },
        { board: "GPIO23", part: "GND" },
      ],
    });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^GPIO12 \(to relay module IN\) is a strapping pin/);
    expect(warnings[1]).toMatch(/^GPIO6 .*flash/);
  });

  it("says an input-only pin's limit in one sentence, once, with what the row adds to the flag", () => {
    const [warning, ...more] = wiringWarnings({ board: "esp32", part: "LED", connections: [{ board: "GPIO34", part: "anode" }] });
    expect(more).toEqual([]);
    expect(warning).toBe("GPIO34 (to LED anode) is input only (no output driver); no internal pull-up or pull-down.");
  });

  it("says an ADC2 pin's limit once, in the flag's words", () => {
    expect(wiringWarnings({ board: "esp32", part: "potentiometer", connections: [{ board: "GPIO25", part: "wiper" }] })).toEqual([
      "GPIO25 (to potentiometer wiper) is on ADC2, which gives no analog readings while Wi-Fi is on.",
    ]);
    // Two flags and the row's own words: the ADC2 clause of the limits is the flag's, so it is left out.
    const [gpio12] = wiringWarnings({ board: "esp32", part: "relay", connections: [{ board: "GPIO12", part: "IN" }] });
    expect(gpio12).toBe(
      "GPIO12 (to relay IN) is a strapping pin, read at reset, and on ADC2, which gives no analog readings while Wi-Fi is on; internal pull-down: HIGH at reset selects 1.8 V for the flash, and a WROOM-32 (3.3 V flash) then fails to boot; keep it LOW or floating at reset.",
    );
  });

  const flagged = BOARD_IDS.flatMap((board) =>
    pinoutOf(board)
      .rows.filter((row) => row.flags?.length)
      .map((row) => ({ board, row, pin: mainPinNames(row.pin)[0]! })),
  );

  it.each(flagged.map((entry) => [`${entry.board} ${entry.row.pin}`, entry] as const))(
    "%s: one sentence naming the pin, the part's pin and each flag, with no words said twice",
    (_, { board, row, pin }) => {
      const warnings = wiringWarnings({ board, part: "sensor", connections: [{ board: pin, part: "OUT" }] });
      expect(warnings).toHaveLength(1);
      const warning = warnings[0]!;
      expect(warning.startsWith(`${pin} (to sensor OUT) is `)).toBe(true);
      for (const flag of row.flags ?? []) expect(warning).toContain(PIN_FLAGS[flag]);
      // One sentence: it ends with a full stop, and no full stop inside ends one ("3.3 V" and "Serial2.begin()" do not).
      expect(warning.endsWith(".")).toBe(true);
      expect(warning.slice(0, -1)).not.toMatch(/\.\s+[A-Z]/);
      // Nothing said twice: no run of three words appears two times.
      const words = warning.toLowerCase().match(/[a-z0-9-]+/g) ?? [];
      const runs = words.slice(2).map((word, at) => `${words[at]} ${words[at + 1]} ${word}`);
      expect(runs.filter((run, at) => runs.indexOf(run) !== at)).toEqual([]);
    },
  );

  it("offers every pin a wiring block can name, once, each finding its row", () => {
    for (const board of BOARD_IDS) {
      const pinout = pinoutOf(board);
      const pins = boardPins(pinout);
      expect(new Set(pins.map((pin) => pin.name.toUpperCase())).size).toBe(pins.length);
      for (const { name, row } of pins) expect(findRow(pinout, name)).toBe(row);
    }
    // A range is each of its pins; an alias (TXD0's GPIO1) is not offered again.
    const mega = boardPins(pinoutOf("arduino-mega")).map((pin) => pin.name);
    expect(mega).toEqual(expect.arrayContaining(["D22", "D29", "D53"]));
    expect(boardPins(pinoutOf("esp32")).map((pin) => pin.name)).not.toContain("GPIO1");
  });
});
