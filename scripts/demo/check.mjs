#!/usr/bin/env node
// Checks the demo tutorials: `node scripts/demo/check.mjs [file.md ...]` (default: every .md
// file in scripts/demo/tutorials/). Each must convert to blocks, pass the post schema and
// keep the editorial rules of ./tutorial.ts; problems print as file:line: message.
import "../lib/typescript-imports.mjs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";

const { checkTutorials } = await import("./tutorial.ts");

const DIR = resolve(import.meta.dirname, "tutorials");
const paths = process.argv.slice(2).length
  ? process.argv.slice(2).map((file) => resolve(file))
  : (await readdir(DIR))
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => join(DIR, name));
const results = checkTutorials(
  await Promise.all(paths.map(async (file) => ({ file: relative(process.cwd(), file), markdown: await readFile(file, "utf8") }))),
);
let failed = 0;
for (const [file, problems] of results) {
  if (problems.length) failed += 1;
  console.log(`${problems.length ? "FAIL" : "ok  "} ${file}`);
  for (const problem of problems) console.log(`     ${file}:${problem.line}: ${problem.message}`);
}
console.log(`${results.size - failed}/${results.size} tutorials pass`);
process.exitCode = failed ? 1 : 0;
