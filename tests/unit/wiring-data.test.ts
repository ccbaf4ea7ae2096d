import { describe, expect, it } from "vitest";
import { BOARD_IDS } from "../../client/data/post-schema";
import { findRow, pinPosition, pinoutOf, unknownPins, wireKind, wiringWarnings } from "../../client/data/wiring";

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
    expect(pinPosition(pinoutOf("esp32"), "GPIO34")).toEqual({ header: 0, index: 4 });
    expect(pinPosition(pinoutOf("esp32"), "GPIO21")).toEqual({ header: 1, index: 5 });
    // Pi header pin 7 is GPIO4: the 7th place of the 40-pin header.
    expect(pinPosition(pinoutOf("raspberry-pi-4"), "GPIO4")).toEqual({ header: 0, index: 6 });
    // Pico pin 40 (VBUS) heads the right-hand column, drawn from the USB end.
    expect(pinPosition(pinoutOf("raspberry-pi-pico"), "VBUS")).toEqual({ header: 1, index: 0 });
  });

  it("draws a ground the board has in several places at the one next to the signal pins", () => {
    const pico = pinoutOf("raspberry-pi-pico");
    const gp15 = pinPosition(pico, "GP15");
    expect(gp15).toEqual({ header: 0, index: 19 });
    // Pin 18, two places from GP15 (pin 20), not pin 3 at the USB end.
    expect(pinPosition(pico, "GND", [gp15!])).toEqual({ header: 0, index: 17 });
    expect(pinPosition(pico, "GND")).toEqual({ header: 0, index: 2 });
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
});
