// The yardstick for warm pages: a worker that holds finished bytes in memory and answers
// each request with them, and nothing else: no bindings, no middleware, one header. It runs
// in its own `wrangler dev` (the same workerd build as the site). Routed like the site
// (`routed: true`: the site's [assets] table, so requests pass the same asset router) or bare
// (no assets: the runtime hands each request straight to it).
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "smol-toml";
import { ROOT, startWranglerDev } from "./processes.mjs";

const HANDLER = `export default {
  async fetch(request) {
    const url = request.url;
    const target = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    const body = BODIES.get(target);
    if (body === undefined) return new Response("Not found", { status: 404 });
    return new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });
  },
};
`;

/**
 * Starts the memory worker with these pages, each answered at its own path and query.
 * @param {Array<{ target: string, body: Buffer }>} pages
 * @param {{ routed: boolean }} options
 * @returns {Promise<{ url: string, child: import("node:child_process").ChildProcess }>}
 */
export async function startMemoryWorker(pages, { routed }) {
  const directory = await mkdtemp(join(tmpdir(), "memory-worker-"));
  const imports = [];
  const entries = [];
  for (const [index, page] of pages.entries()) {
    await writeFile(join(directory, `page-${index}.bin`), page.body);
    imports.push(`import page${index} from "./page-${index}.bin";`);
    entries.push(`[${JSON.stringify(page.target)}, new Uint8Array(page${index})]`);
  }
  const source = `${imports.join("\n")}
// Each page's bytes, by request target, made once when the isolate starts.
const BODIES = new Map([${entries.join(", ")}]);
${HANDLER}`;
  await writeFile(join(directory, "index.js"), source);
  const site = /** @type {{ compatibility_date: string, assets: Record<string, unknown> }} */ (
    parse(await readFile(join(ROOT, "wrangler.toml"), "utf8"))
  );
  const config = {
    name: "bench-memory",
    main: "./index.js",
    compatibility_date: site.compatibility_date,
    no_bundle: true,
    rules: [{ type: "Data", globs: ["**/*.bin"], fallthrough: false }],
    ...(routed ? { assets: { ...site.assets, directory: join(ROOT, "dist", "client") } } : {}),
  };
  await writeFile(join(directory, "wrangler.toml"), stringify(config));
  return startWranglerDev({ production: true, config: join(directory, "wrangler.toml") });
}
