#!/usr/bin/env node
// Rasterises the demo tutorials' diagrams (./drawings.mjs) to PNG with Sharp:
// `node scripts/demo/media/make-pictures.mjs`. The PNGs are committed (the seed uploads them);
// run this again after changing a drawing. Every picture is made here, none is downloaded.
// Each PNG is PICTURE_SCALE times the drawing's size: sharp text on high-density phones and in
// a desktop's column, and the same label sizes in CSS pixels (tests/unit/demo-pictures.test.ts).
import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { PICTURE_SCALE, drawings } from "./drawings.mjs";

const directory = new URL("./", import.meta.url);
for (const [name, draw] of Object.entries(drawings)) {
  const png = await sharp(Buffer.from(draw()), { density: 72 * PICTURE_SCALE })
    .png({ palette: true, colours: 64, compressionLevel: 9 })
    .toBuffer();
  await writeFile(new URL(`${name}.png`, directory), png);
  const { width, height } = await sharp(png).metadata();
  console.log(`${name}.png ${width}x${height}, ${png.length} bytes`);
}
