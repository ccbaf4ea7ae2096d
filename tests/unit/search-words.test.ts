import { describe, expect, it } from "vitest";
import { pinRowIds } from "../../client/data/topic-anchors";
import { topicPages } from "../../client/data/topics";
import { otherSpellings, queryWords, withSpellings } from "../../worker/read-model/words";
import { snippet } from "../../worker/search/engine";
import { editDistance } from "../../worker/search/fts";
import { joinedPairs, queryTerms, stemOf } from "../../worker/search/query";
import { rankCandidates, type Candidate, type QueryUnit } from "../../worker/search/rank";

describe("other spellings of names", () => {
  it("join hyphenated names and split or join letters and digits, both ways", () => {
    expect(otherSpellings("HC-SR04 sensor")).toEqual(expect.arrayContaining(["hcsr04", "sr", "04"]));
    expect(otherSpellings("a BME280 breakout")).toEqual(["bme", "280"]);
    expect(otherSpellings("the BME 280")).toEqual(["bme280"]);
    expect(otherSpellings("Wi-Fi and ESP-NOW on an ESP32-CAM")).toEqual(
      expect.arrayContaining(["wifi", "espnow", "esp32cam", "32"]),
    );
    expect(otherSpellings("Ohm's law")).toEqual(["ohms"]);
    // The words themselves are indexed already; a long hyphenated run is a phrase, not a name.
    expect(otherSpellings("DS18B20")).not.toContain("ds18b20");
    expect(otherSpellings("a state-of-the-art-low-power-design")).not.toContain("stateoftheartlowpowerdesign");
    expect(withSpellings("No names here")).toBe("No names here");
  });

  it("read a query as the index reads a text", () => {
    expect(queryWords("Ohm’s LAW, HC-SR04")).toEqual(["ohms", "law", "hc", "sr04"]);
  });
});

describe("query terms", () => {
  it("leave out stop words unless nothing else is left, and words said twice, and keep at most eight", () => {
    expect(queryTerms("how to wire a relay").map((term) => term.term)).toEqual(["wire", "relay"]);
    expect(queryTerms("how to").map((term) => term.term)).toEqual(["how", "to"]);
    expect(queryTerms("esp32 ESP32 pinout").map((term) => term.term)).toEqual(["esp32", "pinout"]);
    expect(queryTerms("a b c d e f g h i j k l m n").map((term) => term.term)).toEqual(["b", "c", "d", "e", "f", "g", "h", "j"]);
  });

  it("search a word's stem too, when its ending hides its relatives", () => {
    expect(stemOf("follower")).toBe("follow");
    expect(stemOf("sensors")).toBe("sensor");
    expect(stemOf("switches")).toBe("switch");
    expect(stemOf("calibration")).toBe("calibr");
    expect(stemOf("measurement")).toBe("measure");
    for (const word of ["wiring", "timer", "esp32", "relay", "gps"]) expect(stemOf(word), word).toBeNull();
  });

  it("pair neighbouring words that may be one name typed apart", () => {
    const pairs = (query: string) => joinedPairs(queryTerms(query));
    expect(pairs("hc sr04")).toEqual([0]);
    expect(pairs("esp 32 pinout")).toEqual([0]);
    expect(pairs("wiring bme 280")).toEqual([1]);
    expect(pairs("esp32 pinout")).toEqual([]);
    expect(pairs("voltage divider")).toEqual([]);
  });
});

describe("typos", () => {
  it("count a swap of two letters as one", () => {
    expect(editDistance("pinuot", "pinout", 1)).toBe(1);
    expect(editDistance("arduno", "arduino", 1)).toBe(1);
    expect(editDistance("temprature", "temperature", 2)).toBe(1);
    expect(editDistance("abc", "xyz", 1)).toBe(2);
  });
});

describe("snippets", () => {
  it("mark a name found by its joined spelling whole", () => {
    const parts = snippet("Wire the HC-SR04 to D9.", (word) => word.startsWith("hcsr04"));
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(["HC", "SR04"]);
  });
});

describe("ranking", () => {
  const row = (url: string, name: string, more: Partial<Candidate> = {}): Candidate => ({
    kind: "post",
    url,
    name,
    section: "",
    title: name,
    page: "",
    excerpt: "",
    titleKey: queryWords(name).join(" "),
    score: -1,
    ...more,
  });
  const section = (url: string, name: string, heading: string, more: Partial<Candidate> = {}) =>
    row(url, name, {
      section: heading,
      title: heading,
      page: name,
      titleKey: queryWords(`${name} ${heading}`).join(" "),
      ...more,
    });
  const units = (query: string): QueryUnit[] =>
    queryWords(query).map((word) => ({ words: [{ exact: [word], prefixes: [word] }] }) as QueryUnit);
  const order = (query: string, rows: Candidate[]) =>
    rankCandidates(rows, units(query), [queryWords(query).join(" ")]).map((entry) => entry.candidate.url);

  it("puts an exact title first, then what the titles hold of the query", () => {
    expect(order("esp32", [row("/cam", "ESP32-CAM", { score: -9 }), row("/esp32", "ESP32")])).toEqual(["/esp32", "/cam"]);
    expect(
      order("esp32 pinout", [
        row("/pico", "Raspberry Pi Pico", { score: -9 }),
        row("/esp32", "ESP32"),
        section("/esp32#pinout", "ESP32", "Pinout"),
      ]),
    ).toEqual(["/esp32#pinout", "/esp32", "/pico"]);
  });

  it("ranks a section only by a heading that holds a word of the query", () => {
    expect(
      order("esp32", [section("/esp32#pin-gpio4", "ESP32", "GPIO4", { score: -9 }), row("/post", "An ESP32 web page")]),
    ).toEqual(["/post", "/esp32#pin-gpio4"]);
  });

  it("puts a page before a section at equal cover, a calculator before other pages, then a title that starts with the query", () => {
    expect(
      order("ds18b20", [section("/pi#idea", "Pi", "DS18B20 logger", { score: -9 }), row("/nano", "Nano DS18B20 thermometer")]),
    ).toEqual(["/nano", "/pi#idea"]);
    expect(
      order("led resistor", [
        row("/led-resistor-tutorial", "LED Resistor Calculation with Ohm's Law", { score: -9 }),
        row("/tools/led-resistor", "LED series resistor calculator", { kind: "calculator" }),
      ]),
    ).toEqual(["/tools/led-resistor", "/led-resistor-tutorial"]);
    expect(
      order("arduino blink", [
        row("/avr", "Timer1 Interrupt Blink (No Arduino)", { score: -9 }),
        row("/blink", "Arduino Blink Tutorial with an external LED"),
      ]),
    ).toEqual(["/blink", "/avr"]);
  });
});

describe("pin row anchors", () => {
  it("are the pin's name, unique on each board page", () => {
    for (const { content, pinout } of topicPages.values()) {
      if (!pinout) continue;
      const ids = pinRowIds(pinout);
      expect(ids, content.slug).toHaveLength(pinout.rows.length);
      expect(new Set(ids).size, content.slug).toBe(ids.length);
      for (const id of ids) expect(id, content.slug).toMatch(/^pin-[a-z0-9-]+$/);
    }
    const esp32 = pinRowIds(topicPages.get("esp32")!.pinout!);
    expect(esp32).toEqual(expect.arrayContaining(["pin-gpio34", "pin-gpio36", "pin-gnd", "pin-gnd-2", "pin-gnd-3"]));
    expect(pinRowIds(topicPages.get("raspberry-pi-4")!.pinout!)).toContain("pin-gpio2");
    expect(pinRowIds(topicPages.get("arduino-mega")!.pinout!)).toContain("pin-d22-d29");
  });
});
