// Demo posts for `npm start`: the Markdown tutorials in ./tutorials/, one file each, read by
// ./tutorial.ts with the site's converter and post schema. A file that is not a post stops
// the seed with its problems; `node scripts/demo/check.mjs` also applies the editorial rules.
import "../lib/typescript-imports.mjs";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const { readTutorial } = await import("./tutorial.ts");

const directory = new URL("./tutorials/", import.meta.url);
const files = (await readdir(directory)).filter((name) => name.endsWith(".md")).sort();

/** @type {import("./tutorial.ts").DemoPost[]} */
export const demoPosts = await Promise.all(
  files.map(async (name) => {
    const url = new URL(name, directory);
    const { post, problems } = readTutorial(await readFile(url, "utf8"));
    if (!post) {
      const path = fileURLToPath(url);
      throw new Error(
        `${name} is not a post:\n${problems.map((problem) => `  ${path}:${problem.line}: ${problem.message}`).join("\n")}`,
      );
    }
    return post;
  }),
);
