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
