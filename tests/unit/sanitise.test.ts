import { describe, expect, it } from "vitest";
import { sanitiseDescription } from "../../worker/lists/sanitise";

describe("project description sanitising", () => {
  it.each([
    ["<p>Hi<script>alert(1)</script></p>", "<p>Hi</p>"],
    ['<p onclick="alert(1)" style="color:red">Text</p>', "<p>Text</p>"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<img src=x onerror="alert(1)">after', "after"],
    ["<iframe src=//evil></iframe>kept", "kept"],
    ["<svg><script>alert(1)</script></svg>ok", "ok"],
    ["<style>body{display:none}</style><em>e</em>", "<em>e</em>"],
  ])("%s -> %s", (input, output) => {
    expect(sanitiseDescription(input)).toBe(output);
  });

  it("keeps the allowed markup and safe links", () => {
    const html =
      '<p><strong>Bold</strong>, <em>em</em>, <code>x = 1</code><br />line</p><ul><li>one</li></ul><a href="/esp32-weather-station">local</a>';
    expect(sanitiseDescription(html)).toBe(
      '<p><strong>Bold</strong>, <em>em</em>, <code>x = 1</code><br />line</p><ul><li>one</li></ul><a href="/esp32-weather-station">local</a>',
    );
    expect(sanitiseDescription('<a href="https://example.org/x">ext</a>')).toBe(
      '<a href="https://example.org/x" rel="noopener noreferrer nofollow" target="_blank">ext</a>',
    );
  });
});
