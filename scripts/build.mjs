#!/usr/bin/env node
// `npm run build`: the client (Vite, production) and the worker bundle that `wrangler deploy`
// would upload, each built once. Everything that needs built output reads it from dist/:
// the worker tests (the Vite manifest), the bundle tests (the JavaScript budget, the
// production bundle in Miniflare) and the browser tests (`wrangler dev` serving the bundle).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { BUILT, writeBuiltConfigs } from "./lib/built-config.mjs";
import { ROOT } from "./lib/processes.mjs";

/**
 * Runs a binary from node_modules/.bin with NODE_ENV=production; its output is shown only
 * when it fails.
 * @param {string} name @param {string[]} args
 */
function run(name, args) {
  return new Promise((done, fail) => {
    const child = spawn(join(ROOT, "node_modules", ".bin", name), args, {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NODE_ENV: "production", WRANGLER_SEND_METRICS: "false" },
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.once("error", fail);
    child.once("exit", (code) => {
      if (code === 0) return done(undefined);
      process.stderr.write(output);
      fail(new Error(`${name} ${args.join(" ")} failed (exit ${code})`));
    });
  });
}

const started = Date.now();
await run("vite", ["build"]);
await writeBuiltConfigs();
// The same bundle `npm run deploy` uploads (wrangler's [build] step is left out: the client
// was built just above).
await run("wrangler", ["deploy", "--dry-run", "--config", BUILT.deployConfig, "--outdir", BUILT.workerDir]);
console.log(`Built dist/client and dist/worker in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
