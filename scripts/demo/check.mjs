#!/usr/bin/env node
// Checks demo tutorials for the shapes the site renders and the parts a tutorial needs:
// `node scripts/demo/check.mjs [file ...]` (default: every file in scripts/demo/tutorials/).
import { readdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const DIR = resolve(import.meta.dirname, "tutorials");
const LANGS = new Set(["cpp", "c", "python", "bash", "json", "ini", "plaintext"]);
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
/** @param {unknown} value @returns {value is string} */
const isText = (value) => typeof value === "string" && value.trim().length > 0;

/** @param {unknown} block @returns {string[]} problems */
function checkBlock(block) {
  if (typeof block !== "object" || block === null || Array.isArray(block)) return ["block is not a map"];
  const keys = Object.keys(block);
  const kind = keys[0];
  if (keys.length !== 1 || kind === undefined) return [`block has ${keys.length} keys (${keys.join(", ")}), needs exactly one`];
  /** @type {any} checked field by field below */
  const value = /** @type {Record<string, unknown>} */ (block)[kind];
  if (HEADINGS.has(kind) || kind === "p" || kind === "note" || kind === "warning")
    return isText(value) ? [] : [`${kind} needs text`];
  if (kind === "img") return isText(value) && value.startsWith("/") ? [] : ["img needs a site-relative address"];
  if (kind === "code") {
    if (isText(value)) return [];
    if (typeof value !== "object" || !isText(value.text)) return ["code needs text"];
    return value.lang === undefined || LANGS.has(value.lang)
      ? []
      : [`code lang ${value.lang} is not one of ${[...LANGS].join(", ")}`];
  }
  if (kind === "ul" || kind === "ol")
    return Array.isArray(value) && value.length > 0 && value.every(isText) ? [] : [`${kind} needs a list of text`];
  if (kind === "table") {
    if (!Array.isArray(value?.header) || !value.header.every(isText)) return ["table needs a header of text"];
    if (!Array.isArray(value.rows) || value.rows.length === 0) return ["table needs rows"];
    return value.rows.flatMap((/** @type {any} */ row, /** @type {number} */ index) =>
      Array.isArray(row?.cells) &&
      row.cells.length === value.header.length &&
      row.cells.every((/** @type {unknown} */ cell) => typeof cell === "string")
        ? []
        : [`table row ${index + 1} needs ${value.header.length} text cells`],
    );
  }
  if (kind === "figure") {
    return isText(value?.src) && value.src.startsWith("/") && isText(value.alt)
      ? []
      : ["figure needs a site-relative src and alt text"];
  }
  return [`unknown block kind ${kind}`];
}

/** @param {import("./types.mjs").DemoPost} post @returns {string[]} problems */
export function checkTutorial(post) {
  const problems = [];
  const data = post?.data;
  if (!data) return ["no data"];
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(data.slug ?? "")) problems.push(`slug "${data.slug}" is not lower-case kebab`);
  if (!isText(data.title)) problems.push("no title");
  if (!isText(data.topic)) problems.push("no topic");
  const description = data.meta?.description ?? "";
  if (description.length < 110 || description.length > 170)
    problems.push(`meta.description is ${description.length} characters (aim for 120-160)`);
  if (data.meta?.url || data.meta?.canonical || data.meta?.author)
    problems.push("leave meta.url, meta.canonical and meta.author unset");
  const blocks = (data.pageData ?? []).flatMap((section) => {
    if (!isText(section.section)) problems.push("a section has no style name");
    return section.content ?? [];
  });
  blocks.forEach((block, index) => checkBlock(block).forEach((problem) => problems.push(`block ${index + 1}: ${problem}`)));
  const kinds = blocks.map((block) => Object.keys(block ?? {})[0]);
  if (kinds.includes("h1")) problems.push("no h1 blocks: the page title is the only h1");
  if (!kinds.includes("ul")) problems.push("no parts list (ul)");
  if (!kinds.includes("table")) problems.push("no wiring table");
  if (!kinds.includes("ol")) problems.push("no numbered steps (ol)");
  const words = JSON.stringify(data.pageData ?? []).split(/\s+/).length;
  if (words < 700) problems.push(`only about ${words} words`);
  return problems;
}

const files = process.argv.slice(2).length
  ? process.argv.slice(2).map((file) => resolve(file))
  : (await readdir(DIR)).filter((name) => name.endsWith(".mjs")).map((name) => join(DIR, name));
let failed = 0;
const slugs = new Map();
for (const file of files) {
  const post = (await import(pathToFileURL(file).href)).default;
  const problems = checkTutorial(post);
  if (slugs.has(post?.data?.slug)) problems.push(`slug also used by ${slugs.get(post.data.slug)}`);
  slugs.set(post?.data?.slug, file);
  if (problems.length) failed += 1;
  console.log(
    `${problems.length ? "FAIL" : "ok  "} ${file.replace(`${DIR}/`, "")}${problems.map((p) => `\n     - ${p}`).join("")}`,
  );
}
console.log(`${files.length - failed}/${files.length} tutorials pass`);
process.exitCode = failed ? 1 : 0;
