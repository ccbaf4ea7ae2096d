import "./read-model";
import { describe, expect, it } from "vitest";
import { page } from "./helpers";

const MENU: Record<string, [string, string][]> = {
  Arduino: [
    ["Arduino Uno", "/learn/arduino-uno"],
    ["Arduino Nano", "/learn/arduino-nano"],
    ["Arduino Mega", "/learn/arduino-mega"],
  ],
  ESP: [
    ["ESP32", "/learn/esp32"],
    ["ESP8266", "/learn/esp8266"],
    ["ESP32-CAM", "/learn/esp32-cam"],
  ],
  "Raspberry Pi": [
    ["Pi Pico", "/learn/raspberry-pi-pico"],
    ["Pi Zero", "/learn/raspberry-pi-zero"],
    ["Pi 4 Model", "/learn/raspberry-pi-4"],
  ],
  Microcontrollers: [
    ["PIC Microcontroller", "/learn/pic-microcontroller"],
    ["AVR Microcontroller", "/learn/avr-microcontroller"],
    ["ARM Microcontroller", "/learn/arm-microcontroller"],
    ["STM32", "/learn/stm32"],
  ],
  Electronics: [
    ["Electronics", "/learn/electronics"],
    ["Electronics Projects", "/learn/electronics-projects"],
    ["Communication", "/learn/communication"],
    ["Embedded", "/learn/embedded"],
    ["Robotics", "/learn/robotics"],
    ["IoT", "/learn/iot"],
  ],
  Branches: [
    ["IT", "/learn/it"],
    ["ECE", "/learn/ece"],
    ["EEE", "/learn/eee"],
    ["Civil", "/learn/civil"],
    ["Mechanical", "/learn/mech"],
    ["Agricultural", "/learn/agri"],
  ],
};

const FOOTER_LINKS = [
  "/learn/arduino-uno",
  "/learn/arduino-nano",
  "/learn/arduino-mega",
  "/learn/esp32",
  "/learn/esp8266",
  "/learn/basic-electronics",
  "/learn/electronics",
  "/learn/iot",
  "/learn/embedded",
  "/learn/robotics",
  "/learn/ece",
  "/learn/eee",
  "/learn/civil",
  "/learn/mech",
  "/learn/agri",
  "/",
  "/about",
  "/contact",
  "/disclaimer",
  "/privacypolicy",
];

describe.each(["/", "/about", "/contact", "/disclaimer", "/privacypolicy", "/no-such-page"])("layout of %s", (path) => {
  it("has the header menu with Home, Contact and every group and item of the spec", async () => {
    const { doc } = await page(path);
    const nav = doc.querySelector("header nav");
    expect(nav).not.toBeNull();
    const topLinks = nav!.querySelectorAll(":scope > ul > li > a").map((a) => [a.text, a.getAttribute("href")]);
    expect(topLinks).toEqual([
      ["Home", "/"],
      ["Contact", "/contact"],
    ]);
    const groups = nav!.querySelectorAll("li.nav-group");
    // The spec's six groups, then ours: the project lists (their items are checked in reading.test.ts).
    expect(groups.map((group) => group.querySelector("button")?.text)).toEqual([...Object.keys(MENU), "Projects"]);
    for (const group of groups.slice(0, -1)) {
      const label = group.querySelector("button")!.text;
      const items = group.querySelectorAll("a").map((a) => [a.text, a.getAttribute("href")]);
      expect(items, label).toEqual(MENU[label]);
    }
    expect(doc.querySelector('header img[src="/images/logo.svg"]')).not.toBeNull();
  });

  it("has the footer with every spec link in lower-case form, the social links and the credit", async () => {
    const { doc } = await page(path);
    const footer = doc.querySelector("footer")!;
    const hrefs = footer.querySelectorAll("a").map((a) => a.getAttribute("href") ?? "");
    for (const link of FOOTER_LINKS) expect(hrefs, link).toContain(link);
    expect(hrefs.filter((href) => href.startsWith("/")).every((href) => href === href.toLowerCase())).toBe(true);
    const social = footer.querySelectorAll("a[data-social]");
    expect(social.map((a) => a.getAttribute("data-social"))).toEqual([
      "phone",
      "chat",
      "email",
      "instagram",
      "facebook",
      "youtube",
      "linkedin",
    ]);
    expect(footer.querySelector('a[data-social="phone"]')?.getAttribute("href")).toMatch(/^tel:\+?\d+$/);
    expect(footer.querySelector('a[data-social="email"]')?.getAttribute("href")).toMatch(/^mailto:.+@.+/);
    expect(footer.text).toContain("Designed and Developed By");
  });

  it("puts the page content in exactly one <main>", async () => {
    const { doc } = await page(path);
    expect(doc.querySelectorAll("main")).toHaveLength(1);
    expect(doc.querySelector("main h1")).not.toBeNull();
  });
});
