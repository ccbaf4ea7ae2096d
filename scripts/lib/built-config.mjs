// The wrangler configurations for built output, derived from wrangler.toml: one to bundle the
// worker for deploy without rebuilding the client, one to serve that bundle with `wrangler dev`.
// They live in dist/, so every relative path in them is rewritten for that folder.
import { existsSync } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, stringify } from "smol-toml";

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));

const DIST = join(ROOT, "dist");

export const BUILT = {
  clientDir: join(DIST, "client"),
  workerDir: join(DIST, "worker"),
  bundle: join(DIST, "worker", "index.js"),
  /** Bundles worker/index.ts as `wrangler deploy` does, with no [build] step. */
  deployConfig: join(DIST, "wrangler.deploy.toml"),
  /** Runs dist/worker/index.js as it is (no_bundle), with wrangler.toml's bindings and vars. */
  servedConfig: join(DIST, "wrangler.served.toml"),
};

/** wrangler.toml without its [build] step, with paths relative to dist/. */
async function baseConfig() {
  // Any: TOML tables of any shape pass through; only the keys named below are rewritten.
  const config = /** @type {Record<string, any>} */ (parse(await readFile(join(ROOT, "wrangler.toml"), "utf8")));
  delete config.build;
  config.assets = { ...config.assets, directory: "./client" };
  config.d1_databases = (config.d1_databases ?? []).map((/** @type {Record<string, unknown>} */ database) => ({
    ...database,
    migrations_dir: "../migrations",
  }));
  return config;
}

export async function writeBuiltConfigs() {
  const config = await baseConfig();
  await writeFile(BUILT.deployConfig, stringify({ ...config, main: "../worker/index.ts" }));
  await writeFile(BUILT.servedConfig, stringify({ ...config, main: "./worker/index.js", no_bundle: true }));
}

/**
 * Throws unless `npm run build` has left a bundle newer than wrangler.toml and every source
 * folder, so a test never runs yesterday's code.
 */
export async function assertBuilt() {
  const hint = "Run `npm run build` first (npm test does).";
  if (!existsSync(BUILT.bundle) || !existsSync(BUILT.servedConfig)) throw new Error(`No built site in dist/. ${hint}`);
  const built = (await stat(BUILT.bundle)).mtimeMs;
  for (const folder of ["worker", "client"]) {
    for (const entry of await readdir(join(ROOT, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const changed = (await stat(join(entry.parentPath, entry.name))).mtimeMs;
      if (changed > built)
        throw new Error(`dist/ is older than ${join(entry.parentPath, entry.name).slice(ROOT.length + 1)}. ${hint}`);
    }
  }
}
