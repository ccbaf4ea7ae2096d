// Demo posts for `npm start`: the tutorials in ./tutorials/, one file each (see ./types.mjs
// for the shape and ./check.mjs for what every tutorial must contain).
import { readdir } from "node:fs/promises";

const directory = new URL("./tutorials/", import.meta.url);
const files = (await readdir(directory)).filter((name) => name.endsWith(".mjs")).sort();

/** @type {import("./types.mjs").DemoPost[]} */
export const demoPosts = await Promise.all(
  files.map(
    async (name) =>
      /** @type {{ default: import("./types.mjs").DemoPost }} */ (await import(new URL(name, directory).href)).default,
  ),
);
