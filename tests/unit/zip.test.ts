import { describe, expect, it } from "vitest";
import { crc32, zip } from "../../worker/posts/zip";
import { readZip } from "../fixtures/zip-reader";

describe("the code files' zip", () => {
  it("writes CRC-32 as ZIP defines it", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
    expect(readZip(zip([{ name: "a.txt", text: "a" }]))[0]).toEqual({ name: "a.txt", text: "a" });
  });
});
