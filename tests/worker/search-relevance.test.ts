import { beforeAll, describe, expect, it } from "vitest";
import type { SearchAnswer } from "../../client/data/search";
import { fillDemoReadModel } from "./demo-read-model";
import { request } from "./helpers";

/**
 * What students type, each with the result that must come first, over the demo content (the
 * 28 demo tutorials, the 26 topic pages with their pinouts, and the calculators). A query
 * names its answer by address, with the section's anchor when the answer is a section.
 * The run prints the score ("Search relevance: n/n"); every query must lead with its answer.
 */
const RELEVANCE: ReadonlyArray<readonly [query: string, first: string]> = [
  // A board's pinout, and a pin's row in it.
  ["esp32 pinout", "/learn/esp32#pinout"],
  ["ESP32 GPIO pins", "/learn/esp32#pinout"],
  ["esp32 pinuot", "/learn/esp32#pinout"],
  ["gpio34", "/learn/esp32#pin-gpio34"],
  ["gpio 34", "/learn/esp32#pin-gpio34"],
  ["esp32 gpio0", "/learn/esp32#pin-gpio0"],
  ["uno a4", "/learn/arduino-uno#pin-a4"],
  ["arduino uno pinout", "/learn/arduino-uno#pinout"],
  ["uno sda pin", "/learn/arduino-uno#pin-sda"],
  ["nano a6", "/learn/arduino-nano#pin-a6"],
  ["arduino nano pinout", "/learn/arduino-nano#pinout"],
  ["mega d20", "/learn/arduino-mega#pin-d20"],
  ["pico gp15", "/learn/raspberry-pi-pico#pin-gp15"],
  ["pico pinout", "/learn/raspberry-pi-pico#pinout"],
  ["esp8266 d4", "/learn/esp8266#pin-d4"],
  ["nodemcu pinout", "/learn/esp8266#pinout"],
  ["esp32-cam pinout", "/learn/esp32-cam#pinout"],
  ["esp32 cam pinout", "/learn/esp32-cam#pinout"],
  ["raspberry pi 4 gpio pinout", "/learn/raspberry-pi-4#pinout"],
  ["pi zero pinout", "/learn/raspberry-pi-zero#pinout"],
  // Part numbers, with or without their separators.
  ["hcsr04", "/ultrasonic-distance-meter-hc-sr04"],
  ["hc-sr04", "/ultrasonic-distance-meter-hc-sr04"],
  ["hc sr04", "/ultrasonic-distance-meter-hc-sr04"],
  ["ds18b20", "/arduino-nano-ds18b20-oled-thermometer"],
  ["bme 280 weather station", "/esp32-weather-station"],
  ["bme280 raspberry pi", "/raspberry-pi-4-bme280-logger-python"],
  ["mpu6050", "/mpu6050-tilt-vibration-monitor"],
  ["mpu 6050", "/mpu6050-tilt-vibration-monitor"],
  ["a4988", "/a4988-nema17-stepper-arduino"],
  ["acs712", "/acs712-dc-current-measurement-arduino"],
  ["pic16f877a", "/pic16f877a-led-blink-mplab"],
  ["ne555", "/ne555-astable-led-flasher"],
  ["dht22", "/esp8266-mqtt-temperature-sensor"],
  ["l298n", "/line-following-robot"],
  ["ds3231", "/arduino-mega-data-logger"],
  ["ssd1306 oled", "/arduino-nano-ds18b20-oled-thermometer"],
  // Calculators.
  ["resistor calculator", "/tools/led-resistor"],
  ["led resistor", "/tools/led-resistor"],
  ["voltage divider calculator", "/tools/voltage-divider"],
  ["voltage divider", "/tools/voltage-divider"],
  ["resistor color code", "/tools/resistor-color-code"],
  ["resistor colour code", "/tools/resistor-color-code"],
  ["ohm's law calculator", "/tools/ohms-law"],
  ["ohms law", "/tools/ohms-law"],
  ["555 timer calculator", "/tools/555-astable"],
  ["rc time constant", "/tools/rc-time-constant"],
  // A section that answers, by its heading.
  ["esp8266 deep sleep", "/learn/esp8266#feature-deep-sleep"],
  ["pulsein timeout", "/ultrasonic-distance-meter-hc-sr04#why-pulsein-needs-a-timeout"],
  ["mosquitto broker", "/esp8266-mqtt-temperature-sensor#setting-up-the-mosquitto-broker"],
  ["i2c pull-up value", "/arduino-i2c-master-slave-two-boards#choosing-the-pull-up-value"],
  ["xtal_freq", "/pic16f877a-led-blink-mplab#why-xtal-freq-matters"],
  ["pico servo calibration", "/raspberry-pi-pico-pwm-servo#calibrating-the-end-points"],
  ["stm32 uart printf", "/learn/stm32#quick-redirect-printf-to-the-uart"],
  ["hc-sr04 wiring", "/ultrasonic-distance-meter-hc-sr04#wiring"],
  // Boards, topics and tutorials by what they build.
  ["esp32", "/learn/esp32"],
  ["arduino uno", "/learn/arduino-uno"],
  ["uno arduino", "/learn/arduino-uno"],
  ["esp32 weather station", "/esp32-weather-station"],
  ["line follower robot", "/line-following-robot"],
  ["pyserial csv", "/python-pyserial-arduino-csv-logger"],
  ["nema 17 stepper", "/a4988-nema17-stepper-arduino"],
  ["soil moisture sensor", "/soil-moisture-automatic-irrigation"],
  ["esp now", "/esp-now-two-esp32-sensor-link"],
  ["traffic light millis", "/arduino-millis-traffic-light-state-machine"],
  ["raspberry pi pico servo", "/raspberry-pi-pico-pwm-servo"],
  ["esp32 cam motion", "/esp32-cam-motion-photo-sd"],
  ["gpiozero button", "/raspberry-pi-zero-button-led-gpiozero"],
  ["first microcontroller", "/choosing-your-first-microcontroller-board"],
  ["arduino blink", "/arduino-blink-led-tutorial"],
  // Typos.
  ["arduno uno", "/learn/arduino-uno"],
  ["ultrasonik sensor", "/ultrasonic-distance-meter-hc-sr04"],
  ["temprature humidity sensor", "/esp8266-mqtt-temperature-sensor"],
];

const answer = async (q: string) => (await (await request(`/api/search?q=${encodeURIComponent(q)}`)).json()) as SearchAnswer;

beforeAll(async () => {
  await fillDemoReadModel();
});

describe("search relevance over the demo content", () => {
  it(`leads with the expected result for each of the ${RELEVANCE.length} queries`, async () => {
    const misses: string[] = [];
    for (const [query, expected] of RELEVANCE) {
      const first = (await answer(query)).results[0]?.url ?? "(nothing)";
      if (first !== expected) misses.push(`"${query}": ${first}, expected ${expected}`);
    }
    console.log(
      `Search relevance: ${RELEVANCE.length - misses.length}/${RELEVANCE.length} queries lead with the expected result`,
    );
    expect(misses).toEqual([]);
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(40);
  });
});
