#!/usr/bin/env node
// `npm run deploy [-- --var NAME:VALUE ...]`: checks the configuration a deploy would ship,
// then runs `wrangler deploy` with React's production build. It refuses an empty or local
// SITE_URL (canonical links, the sitemap and HSTS come from it), an emulator host, and the
// placeholder KV namespace and D1 database ids; then applies the read model's D1 migrations.
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "smol-toml";
import { ROOT } from "./lib/processes.mjs";

const args = process.argv.slice(2);
const config = parse(await readFile(join(ROOT, "wrangler.toml"), "utf8"));
/** @type {Record<string, string>} */
const vars = Object.fromEntries(Object.entries(config.vars ?? {}).map(([name, value]) => [name, String(value)]));
args.forEach((arg, index) => {
  const value = arg === "--var" ? args[index + 1] : arg.startsWith("--var=") ? arg.slice(6) : null;
  const colon = value?.indexOf(":") ?? -1;
  if (value && colon > 0) vars[value.slice(0, colon)] = value.slice(colon + 1);
});

/** Why this configuration must not be deployed (none when it may). */
function problems() {
  const found = [];
  let url = null;
  try {
    url = new URL(vars.SITE_URL ?? "");
  } catch {
    found.push(
      `SITE_URL is empty or not an absolute address ("${vars.SITE_URL ?? ""}"): set the site's public https address in wrangler.toml [vars] or pass --var SITE_URL:https://your.site`,
    );
  }
  if (url && /^(localhost|127(?:\.\d+){3}|\[::1\]|0\.0\.0\.0)$/.test(url.hostname))
    found.push(`SITE_URL points at this machine (${url.origin}); set the site's public address`);
  if (url && url.protocol !== "https:") found.push(`SITE_URL must be https in production (got ${url.protocol})`);
  for (const name of ["FIRESTORE_EMULATOR_HOST", "FIREBASE_AUTH_EMULATOR_HOST"])
    if (vars[name]) found.push(`${name} must be empty in production (got "${vars[name]}")`);
  const namespaces = /** @type {Array<{ binding?: string, id?: string }>} */ (config.kv_namespaces ?? []);
  if (namespaces.some((namespace) => /^0+$/.test(namespace.id ?? "")))
    found.push(
      "CONTENT_CACHE still has the placeholder KV id: run `npx wrangler kv namespace create CONTENT_CACHE` and put its id in wrangler.toml",
    );
  const databases = /** @type {Array<{ binding?: string, database_id?: string }>} */ (config.d1_databases ?? []);
  if (databases.some((database) => /^[0-]+$/.test(database.database_id ?? "")))
    found.push(
      "READ_MODEL still has the placeholder D1 id: run `npx wrangler d1 create circuit-campus-read-model` and put its database_id in wrangler.toml",
    );
  return found;
}

const found = problems();
if (found.length) {
  console.error(`Not deploying:\n${found.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}
/** Runs wrangler with these arguments and resolves its exit code. @param {string[]} wranglerArgs */
const wrangler = (wranglerArgs) =>
  new Promise((done) => {
    const child = spawn(join(ROOT, "node_modules", ".bin", "wrangler"), wranglerArgs, {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false" },
    });
    child.on("exit", (code) => done(code ?? 1));
  });

// The read model's schema first, so the new code never meets an old schema. Applied
// migrations are skipped.
const migrated = await wrangler(["d1", "migrations", "apply", "READ_MODEL", "--remote"]);
if (migrated !== 0) {
  console.error("Not deploying: the read model's D1 migrations failed (see above).");
  process.exit(1);
}
process.exit(await wrangler(["deploy", ...args]));
