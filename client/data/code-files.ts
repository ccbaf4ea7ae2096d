/**
 * A post's code blocks as files (issues 21 and 31): each has a name, the author's `file` or
 * one made from the post and the block's language, and an address that answers its exact
 * text. The page's links, the download routes and the .zip all come from here, and so does
 * the rule the demo content check holds programs to (a program names its file).
 */
import type { Post } from "./post";
import { codeLanguage, extensionFor } from "./code-languages";
import type { Block } from "./post-schema";

export interface CodeFile {
  /** The block it comes from (the page matches blocks to files by identity). */
  block: Block;
  name: string;
  text: string;
}

/** What a code block holds, from either stored form (`"..."` or `{ text, lang?, file? }`). */
export interface CodeValue {
  text: string;
  lang?: string | undefined;
  file?: string | undefined;
}

/** The longest sketch name the Arduino IDE accepts (the name without `.ino`). */
export const SKETCH_NAME_MAX = 63;

const SETUP = /\bvoid\s+setup\s*\(/;
const LOOP = /\bvoid\s+loop\s*\(/;

/**
 * Whether a block is an Arduino sketch: the Arduino language, or C++ with the `setup()` and
 * `loop()` every sketch has (tutorials fence sketches as `cpp`, which highlights the same).
 */
export function isSketch(code: Pick<CodeValue, "text" | "lang">): boolean {
  const id = codeLanguage(code.lang)?.id;
  return id === "arduino" || (id === "cpp" && SETUP.test(code.text) && LOOP.test(code.text));
}

/** "blink.INO" -> { stem: "blink", extension: "ino" }; a name without a dot has no extension. */
function split(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? { stem: name.slice(0, dot), extension: name.slice(dot + 1).toLowerCase() } : { stem: name, extension: "" };
}

/** `name` with `-n` before its extension: "a.ino", 2 -> "a-2.ino". */
function numbered(name: string, n: number): string {
  const { stem } = split(name);
  return stem === name ? `${name}-${n}` : `${stem}-${n}${name.slice(stem.length)}`;
}

/**
 * A sketch's name from the post's address, as the Arduino IDE would accept it: the slug's
 * characters (an older address may hold others), at most SKETCH_NAME_MAX of them.
 */
function sketchStem(slug: string): string {
  const stem = slug
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[^A-Za-z0-9]+/, "")
    .slice(0, SKETCH_NAME_MAX)
    .replace(/[^A-Za-z0-9]+$/, "");
  return stem || "sketch";
}

const codeOf = (block: Block): CodeValue | null =>
  "code" in block ? (typeof block.code === "string" ? { text: block.code } : block.code) : null;

/**
 * Every code block of a post in reading order, as uniquely named files: the names are
 * decided here once, for the page's links, the downloads and the zip alike. A block keeps the
 * name its author gave it unless an earlier block has it. A block with no name of its own is
 * named from the post when it is an Arduino sketch (`<slug>.ino`, then `<slug>-2.ino`, ...),
 * else by its place and language (`code-3.py`); a later duplicate, or a made-up name that an
 * author gave another block, gets a number (case aside, as file systems that ignore case
 * would see them).
 */
export function codeFiles(post: Pick<Post, "sections" | "slug">): CodeFile[] {
  const blocks = (post.sections?.flatMap((section) => section.blocks) ?? []).flatMap(({ block }) => {
    const code = codeOf(block);
    return code ? [{ block, code }] : [];
  });
  // Every name an author gave, so a made-up name never takes one a later block asks for.
  const named = new Set(blocks.flatMap(({ code }) => (code.file ? [code.file.toLowerCase()] : [])));
  const taken = new Set<string>();
  let sketches = 0;
  return blocks.map(({ block, code }, index) => {
    const own = code.file;
    let base: string;
    if (own) base = own;
    else if (isSketch(code)) {
      sketches += 1;
      base = `${sketchStem(post.slug)}${sketches > 1 ? `-${sketches}` : ""}.ino`;
    } else base = `code-${index + 1}.${extensionFor(code.lang)}`;
    let name = base;
    for (let n = Math.max(2, index + 1); taken.has(name.toLowerCase()) || (name !== own && named.has(name.toLowerCase())); n += 1)
      name = numbered(base, n);
    taken.add(name.toLowerCase());
    return { block, name, text: code.text };
  });
}

/**
 * The files as the post's .zip holds them. A sketch sits in a folder of its own name
 * (`blink/blink.ino`), the only place the Arduino IDE opens it from. Every other file stays
 * at the top, beside the folders: the IDE compiles every .c, .cpp and .h in a sketch's folder
 * into it, and a post with two sketches (a sender and a receiver) has no one folder for them.
 * A top-level file whose name is a sketch's folder name goes into that folder, as a zip
 * cannot hold a file and a folder of one name.
 */
export function codeZipEntries(files: ReadonlyArray<Pick<CodeFile, "name" | "text">>): Array<{ name: string; text: string }> {
  const folders = new Map(
    files.flatMap(({ name }) => {
      const { stem, extension } = split(name);
      return extension === "ino" ? [[stem.toLowerCase(), stem] as const] : [];
    }),
  );
  return files.map(({ name, text }) => {
    const { stem, extension } = split(name);
    const folder = extension === "ino" ? stem : folders.get(name.toLowerCase());
    return { name: folder ? `${folder}/${name}` : name, text };
  });
}

/**
 * What a reader would trip over in a code block's file name, or null: a program (a sketch, a
 * C or Python program, a shell script) without one, a sketch not named `.ino`, a file whose
 * extension is another language's (serial output named `.ino`, a config named `.txt`), or a
 * sketch name longer than the Arduino IDE takes. A block in no language the site knows is
 * left to the language rule.
 */
export function codeFileProblem(code: CodeValue): string | null {
  const language = codeLanguage(code.lang);
  if (!language) return null;
  const fence = `\`\`\`${code.lang}`;
  const sketch = isSketch(code);
  if (!code.file) {
    if (sketch)
      return `This Arduino sketch has no file name: add one after the language, like ${fence} file=what-it-does.ino (the Arduino IDE opens a sketch as name/name.ino).`;
    if (language.program)
      return `This ${language.label} block is a program with no file name: add one after the language, like ${fence} file=what-it-does.${language.extension}, so the download opens as it is.`;
    return null;
  }
  const { stem, extension } = split(code.file);
  if (sketch && extension !== "ino")
    return `file=${code.file} is an Arduino sketch (it has setup() and loop()): name it ${stem}.ino, so the Arduino IDE opens it.`;
  if (!language.extensions.includes(extension))
    return `file=${code.file} is ${language.label}: give it one of its own extensions (${language.extensions.map((each) => `.${each}`).join(", ")}).`;
  if (extension === "ino" && stem.length > SKETCH_NAME_MAX)
    return `file=${code.file}: the Arduino IDE takes sketch names of at most ${SKETCH_NAME_MAX} characters before .ino.`;
  return null;
}

/** Where one file downloads, and where all of a post's files download as one .zip. */
export const codeFilePath = (slug: string, name: string): string =>
  `/${encodeURIComponent(slug)}/files/${encodeURIComponent(name)}`;
export const codeZipPath = (slug: string): string => `/${encodeURIComponent(slug)}/files.zip`;
