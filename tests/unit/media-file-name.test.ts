import { describe, expect, it } from "vitest";
import { MEDIA_NAME_MAX } from "../../client/data/media";
import { cleanFileName } from "../../worker/media/file-name";

// Issue 28: the media library lists each upload under the name of the file the author sent.

describe("an upload's file name", () => {
  it.each([
    ["board.png", "board.png"],
    ["C:\\fakepath\\board wiring.png", "board wiring.png"],
    ["photos/2026/../board.png", "board.png"],
    ["  two\t\tspaces\n.png ", "two spaces .png"],
    ["bell\u0007and\u0000nul\u007f\u0085.png", "bellandnul.png"],
    ["invoice\u202Egnp.exe", "invoicegnp.exe"],
    ["\u2066isolated\u2069\u200F.jpg", "isolated.jpg"],
    ["lone\uD800surrogate.png", "lonesurrogate.png"],
    ["résumé 写真 📷.webp", "résumé 写真 📷.webp"],
  ])("keeps %j as %j", (sent, kept) => {
    expect(cleanFileName(sent)).toBe(kept);
  });

  it.each([[""], [null], [undefined], ["folder/"], [".."], ["\u0000\u0001"], ["a/b/.."]])("keeps nothing of %j", (sent) => {
    expect(cleanFileName(sent)).toBe("");
  });

  it("shortens a long name to the limit and keeps its extension", () => {
    const kept = cleanFileName(`${"wiring-".repeat(40)}final.jpeg`);
    expect(kept).toHaveLength(MEDIA_NAME_MAX);
    expect(kept.endsWith("….jpeg")).toBe(true);
    expect(kept.startsWith("wiring-wiring-")).toBe(true);
  });

  it("never cuts through a character made of two UTF-16 units", () => {
    // The cut falls between the two halves of the third camera: it goes whole.
    const stem = "a".repeat(MEDIA_NAME_MAX - 8);
    expect(cleanFileName(`${stem}${"📷".repeat(10)}.png`)).toBe(`${stem}📷….png`);
  });

  it("reads only the end of a huge name, where its file name is", () => {
    expect(cleanFileName(`${"x/".repeat(1_000_000)}board.png`)).toBe("board.png");
  });
});
