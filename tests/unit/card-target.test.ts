import { describe, expect, it } from "vitest";
import { cardTarget } from "../../worker/lists/card-target";

describe("project list cards say where they lead", () => {
  it("marks a card leading to a post, another list or another site as a tutorial, and keeps its link", () => {
    expect(cardTarget("ESP32 weather station", "/esp32-weather-station")).toEqual({
      kind: "tutorial",
      link: "/esp32-weather-station",
    });
    expect(cardTarget("More IoT Projects", "/learn/iot-projects")).toEqual({ kind: "tutorial", link: "/learn/iot-projects" });
    expect(cardTarget("Elsewhere", "https://example.org/a")).toEqual({ kind: "tutorial", link: "https://example.org/a" });
  });

  it("leads a project idea to its own entry on the topic page, not to the page's top or its section", () => {
    expect(cardTarget("Thermistor Thermometer", "/learn/arduino-uno#project-ideas")).toEqual({
      kind: "project-idea",
      link: "/learn/arduino-uno#idea-thermistor-thermometer",
    });
    // A bare topic link that names one of the page's top projects.
    expect(cardTarget("Digital Clock with a 32.768 kHz Timer1 Crystal", "/learn/pic-microcontroller")).toEqual({
      kind: "project-idea",
      link: "/learn/pic-microcontroller#top-digital-clock-with-alarm",
    });
    // A link naming a project's entry keeps it.
    expect(cardTarget("Deep-Sleep DS18B20 Logger", "/learn/esp8266#idea-low-power-design-on-a-bare-esp-12e")).toEqual({
      kind: "project-idea",
      link: "/learn/esp8266#idea-low-power-design-on-a-bare-esp-12e",
    });
    // The page's own guide card leads to the page.
    expect(cardTarget("ESP32 Guide: GPIO Rules, ADC and Deep Sleep", "/learn/esp32")).toEqual({
      kind: "tutorial",
      link: "/learn/esp32",
    });
  });
});
