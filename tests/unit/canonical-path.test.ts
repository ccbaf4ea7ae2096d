import { describe, expect, it } from "vitest";
import { canonicalPath } from "../../worker/http/canonical-path";

describe("canonicalPath", () => {
  it.each([
    ["/", null],
    ["/about", null],
    ["/learn/esp32", null],
    ["/an-Upper-Case-post-slug", null],
    ["/about/", "/about"],
    ["/privacypolicy///", "/privacypolicy"],
    ["/Learn/ece", "/learn/ece"],
    ["/LEARN", "/learn"],
    ["/learn/Arduino-Uno/", "/learn/arduino-uno"],
    ["//evil.example/", "/evil.example"],
    ["///", "/"],
    ["/%61rduino-blink", "/arduino-blink"],
    ["/learn/%65sp32", "/learn/esp32"],
    ["/learn/%45SP32/", "/learn/esp32"],
    ["/ard%c3%bcino", "/ard%C3%BCino"],
    ["/ard%C3%BCino", null],
    ["/%E0%A4%A", null],
    ["/a%2Fb", null],
    ["/%2e%2e", "/%2E%2E"],
  ])("%s -> %s", (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });

  it("never produces a protocol-relative address", () => {
    for (const path of ["//x", "////x/y/", "//", "/\\/x"]) {
      const target = canonicalPath(path) ?? path;
      expect(target.startsWith("//"), path).toBe(false);
    }
  });
});
