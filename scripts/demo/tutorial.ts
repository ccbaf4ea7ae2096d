/**
 * A demo tutorial is a Markdown file (./tutorials/<slug>.md) with YAML front matter. It is
 * read with the site's own converter and checked with the post schema, the two the studio
 * uses, so the demo cannot hold a post the site would not accept. On top, a few editorial
 * rules every tutorial keeps (a description of search-result length, a difficulty, a build
 * time and a parts block, a wiring block for every board it lists, numbered steps, code that
 * names its language, programs that name their files, what a tutorial with a program was
 * tested with...).
 *
 * Pure functions of the file's text: the seed (./posts.mjs), the check (./check.mjs) and a
 * worker test share them. Node runs this file with type stripping; see
 * ../lib/typescript-imports.mjs for its extension-less imports.
 */
import * as v from "valibot";
import { countWords } from "../../client/data/anchors";
import { blockText } from "../../client/data/block-text";
import { codeFileProblem } from "../../client/data/code-files";
import { CODE_LANGUAGES, codeLanguage } from "../../client/data/code-languages";
import { firstIssue, kindOf, postSchema, type Block, type PostInput } from "../../client/data/post-schema";
import { markdownToBlocks, type MarkdownProblem } from "../../client/markdown/from-markdown";
import { slugProblem } from "../../worker/studio/slug";
import { unknownPinProblem } from "../../worker/studio/validate";

export type Problem = MarkdownProblem;

/** A post to seed: its data, the author account whose posts hold it and its document id. */
export interface DemoPost {
  /** "primary" is the first id of AUTHOR_IDS, "secondary" the second. */
  author: "primary" | "secondary";
  id: string;
  data: PostInput & { slug: string };
}

/** Front matter keys of the demo's own; every other key is a post field, for the post schema. */
const demoFieldsSchema = v.object({
  slug: v.string("Give the tutorial its address, like slug: esp32-weather-station."),
  id: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/, "A document id uses letters, digits, hyphens and underscores.")),
  ),
  author: v.optional(v.picklist(["primary", "secondary"], "Pick primary or secondary."), "primary"),
});

const DESCRIPTION = { min: 110, max: 170 };
/** Languages whose blocks are programs a reader builds or runs, so the versions they were tested with matter. */
const PROGRAM_LANGUAGES = new Set(["arduino", "cpp", "c", "python", "micropython"]);
const MIN_WORDS = 700;

/** The line of a front matter key (nested keys in turn), or of the title for "title". */
function lineOf(markdown: string, path: ReadonlyArray<string | number>): number {
  const lines = markdown.split("\n");
  const end = lines[0]?.trim() === "---" ? lines.findIndex((line, index) => index > 0 && line.trim() === "---") : -1;
  if (path[0] === "title") {
    const heading = lines.findIndex((line, index) => index > end && /^#\s/.test(line));
    if (heading >= 0) return heading + 1;
  }
  let found = 0;
  for (const key of path) {
    if (typeof key !== "string") break;
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const at = lines.findIndex((line, index) => index >= found && index < end && new RegExp(`^\\s*${escaped}\\s*:`).test(line));
    if (at < 0) break;
    found = at + 1;
  }
  return found || 1;
}

function issueProblems(markdown: string, issues: ReadonlyArray<v.BaseIssue<unknown>>): Problem[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => item.key as string | number);
    const message =
      issue.expected === "never"
        ? `${path.join(".")} is not a field of a post (see README, "Demo tutorials").`
        : firstIssue([issue]);
    return { line: lineOf(markdown, path), message };
  });
}

/**
 * The post a tutorial file describes, or null with the problems that stop it from being
 * one: lines the converter could not turn into blocks, front matter the schema refuses.
 */
export function readTutorial(markdown: string): { post: DemoPost | null; problems: Problem[]; lines: number[][] } {
  const { title, front, pageData, lines, problems } = markdownToBlocks(markdown);
  const { slug, id, author, ...fields } = front;
  const demo = v.safeParse(demoFieldsSchema, { slug, id, author });
  if (!demo.success) problems.push(...issueProblems(markdown, demo.issues));
  const slugIssue = typeof slug === "string" ? slugProblem(slug) : null;
  if (slugIssue) problems.push({ line: lineOf(markdown, ["slug"]), message: `slug: ${slugIssue}` });
  const data = v.safeParse(postSchema, { ...fields, ...(title !== undefined ? { title } : {}), pageData });
  if (!data.success) problems.push(...issueProblems(markdown, data.issues));
  problems.sort((a, b) => a.line - b.line);
  if (problems.length || !demo.success || !data.success) return { post: null, problems, lines };
  const { slug: address, id: documentId, author: account } = demo.output;
  return { post: { author: account, id: documentId ?? address, data: { slug: address, ...data.output } }, problems, lines };
}

/** Rules the schema leaves open that every demo tutorial keeps. */
function editorialProblems(markdown: string, post: DemoPost, lines: number[][]): Problem[] {
  const problems: Problem[] = [];
  const add = (line: number, message: string) => problems.push({ line, message });
  const { data } = post;
  if (!data.topic) add(1, "Name the topic page the tutorial belongs to, like topic: esp32.");
  if (data.format !== "markdown") add(lineOf(markdown, ["format"]), "Set format: markdown; the texts are Markdown.");
  const description = data.meta.description ?? "";
  if (description.length < DESCRIPTION.min || description.length > DESCRIPTION.max)
    add(
      lineOf(markdown, ["meta", "description"]),
      `meta.description is ${description.length} characters; search results show about ${DESCRIPTION.min}-${DESCRIPTION.max}.`,
    );
  for (const key of ["url", "canonical", "author"] as const)
    if (data.meta[key]) add(lineOf(markdown, ["meta", key]), `Leave meta.${key} unset; the site works it out.`);

  const placed: Array<{ block: Block; line: number }> = [];
  (data.pageData ?? []).forEach((section, sectionIndex) => {
    const at = (index: number) => lines[sectionIndex]?.[index] ?? 1;
    if (!section.section.trim()) add(at(0), "Start each section with a <!-- section: name --> marker.");
    section.content.forEach((block, index) => placed.push({ block, line: at(index) }));
  });
  for (const { block, line } of placed) {
    if ("h1" in block) add(line, "Start headings at ##: the title is the page's only h1.");
    if ("code" in block) {
      const code = typeof block.code === "string" ? { text: block.code } : block.code;
      if (!codeLanguage(code.lang))
        add(
          line,
          `Name the code's language after the fence: one of ${CODE_LANGUAGES.map((language) => language.id).join(", ")}.`,
        );
      // A reader downloads each program and opens it as it is: it needs its own file name.
      const file = codeFileProblem(code);
      if (file) add(line, file);
    }
    const src = "img" in block ? block.img : "figure" in block ? block.figure.src : null;
    if (src !== null && !src.startsWith("/")) add(line, "Use pictures on this site (an address starting with /).");
  }
  const kinds = new Set(placed.map(({ block }) => kindOf(block)));
  if (!data.difficulty) add(1, "Set difficulty: beginner, intermediate or advanced.");
  if (!data.minutes) add(1, "Set minutes: how long the build takes, in minutes.");
  if (!kinds.has("parts")) add(1, "Add a parts block (```parts) listing what to get.");
  const program = placed.find(
    ({ block }) =>
      "code" in block &&
      PROGRAM_LANGUAGES.has(codeLanguage(typeof block.code === "string" ? undefined : block.code.lang)?.id ?? ""),
  );
  if (program && !data.tested?.length)
    add(
      1,
      `The program on line ${program.line} was tested with something: list it in tested (the IDE or tool, the board core and the libraries, with versions).`,
    );
  // A board the post says it uses is one a reader wires: the diagram shows how, and the
  // studio's own check holds its pins to the board's pinout.
  const boards = data.boards ?? [];
  const wirings = placed.flatMap(({ block, line }) => ("wiring" in block ? [{ wiring: block.wiring, line }] : []));
  for (const board of boards)
    if (!wirings.some(({ wiring }) => wiring.board === board))
      add(lineOf(markdown, ["boards"]), `boards lists ${board}: draw its wiring with a wiring block (\`\`\`wiring).`);
  for (const { wiring, line } of wirings) {
    if (!boards.includes(wiring.board)) add(line, `The wiring block is for the ${wiring.board}: list it in boards.`);
    const pin = unknownPinProblem({ pageData: [{ content: [{ wiring }] }] });
    if (pin) add(line, pin);
  }
  if (!kinds.has("table") && !kinds.has("wiring")) add(1, "Add a wiring table or a wiring block.");
  if (!kinds.has("ol")) add(1, "Add numbered steps.");
  const words = countWords(placed.map(({ block }) => blockText(block)).join(" "));
  if (words < MIN_WORDS) add(1, `${words} words; a tutorial explains in at least ${MIN_WORDS}.`);
  return problems.sort((a, b) => a.line - b.line);
}

/** Every problem of one tutorial: what stops it from being a post, else the editorial rules. */
export function checkTutorial(markdown: string): { post: DemoPost | null; problems: Problem[] } {
  const { post, problems, lines } = readTutorial(markdown);
  return { post, problems: post ? editorialProblems(markdown, post, lines) : problems };
}

/** Every problem of a set of tutorials by file, including addresses and ids used twice. */
export function checkTutorials(files: ReadonlyArray<{ file: string; markdown: string }>): Map<string, Problem[]> {
  const results = new Map<string, Problem[]>();
  const slugs = new Map<string, string>();
  const ids = new Map<string, string>();
  for (const { file, markdown } of files) {
    const { post, problems } = checkTutorial(markdown);
    if (post) {
      const slugTwice = slugs.get(post.data.slug);
      if (slugTwice)
        problems.push({ line: lineOf(markdown, ["slug"]), message: `slug ${post.data.slug} is also used by ${slugTwice}.` });
      // The document id is the slug unless the front matter names one: a slug used twice is one problem.
      const idTwice = ids.get(post.id);
      if (idTwice && !(slugTwice && post.id === post.data.slug))
        problems.push({ line: lineOf(markdown, ["id"]), message: `id ${post.id} is also used by ${idTwice}.` });
      slugs.set(post.data.slug, slugTwice ?? file);
      ids.set(post.id, idTwice ?? file);
    }
    results.set(file, problems);
  }
  return results;
}
