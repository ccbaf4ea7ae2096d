#!/usr/bin/env node
// Writes the demo schematics (./schematics.mjs) to public/images/schematics/:
// `node scripts/demo/media/make-schematics.mjs`. Run it again after changing a drawing and
// commit the SVGs (tests/unit/demo-pictures.test.ts checks they match).
import { mkdir, writeFile } from "node:fs/promises";
import { schematics } from "./schematics.mjs";

const OUT = new URL("../../../public/images/schematics/", import.meta.url);
await mkdir(OUT, { recursive: true });
for (const [file, draw] of Object.entries(schematics)) {
  await writeFile(new URL(file, OUT), draw());
  console.log(`Wrote public/images/schematics/${file}`);
}
