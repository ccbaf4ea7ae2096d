import { describe, expect, it } from "vitest";
import { SAMPLE_HEIGHT, SAMPLE_WIDTH, sampleBytes, samples } from "../fixtures/media-samples";
import { sniffImage } from "../../worker/media/sniff";
import { makePng } from "../fixtures/png";

const text = (value: string) => new TextEncoder().encode(value);

describe("an upload's type and size come from its own bytes", () => {
  it.each([
    ["jpeg", "image/jpeg"],
    ["progressiveJpeg", "image/jpeg"],
    ["webpLossy", "image/webp"],
    ["webpLossless", "image/webp"],
    ["webpAlpha", "image/webp"],
    ["gif", "image/gif"],
    ["avif", "image/avif"],
  ] as const)("reads %s made by Sharp", (name, type) => {
    expect(sniffImage(sampleBytes(name))).toEqual({ type, width: SAMPLE_WIDTH, height: SAMPLE_HEIGHT });
  });

  it("reads a PNG's IHDR", async () => {
    expect(sniffImage(await makePng(1201, 7))).toEqual({ type: "image/png", width: 1201, height: 7 });
  });

  it.each([
    ["HTML", text("<!doctype html><html><script>alert(1)</script></html>")],
    ["SVG with script", text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["a Windows executable", new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, 0x04, 0, 0, 0, 0xff, 0xff, 0, 0])],
    ["an ELF executable", new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    ["nothing", new Uint8Array()],
    ["a PNG signature alone", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ["a JPEG start without a frame", new Uint8Array([0xff, 0xd8, 0xff, 0xd9])],
  ])("refuses %s", (_, bytes) => {
    expect(sniffImage(bytes)).toBeNull();
  });

  it("refuses a picture claiming zero pixels", async () => {
    const png = await makePng(3, 3);
    new DataView(png.buffer).setUint32(16, 0);
    expect(sniffImage(png)).toBeNull();
  });

  it("refuses every truncation of each sample without throwing", () => {
    for (const name of Object.keys(samples) as Array<keyof typeof samples>) {
      const bytes = sampleBytes(name);
      for (let length = 0; length < Math.min(bytes.length, 40); length++) {
        const found = sniffImage(bytes.subarray(0, length));
        if (found) expect(found).toEqual({ type: expect.any(String), width: SAMPLE_WIDTH, height: SAMPLE_HEIGHT });
      }
    }
  });
});
