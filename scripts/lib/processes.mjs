// Starting and stopping the local servers the scripts and tests need: a free port,
// the Firestore emulator, and `wrangler dev`. Every server listens on 127.0.0.1 only.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BUILT } from "./built-config.mjs";

export const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));

const DEFAULT_EMULATOR = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator";

/** @returns {Promise<number>} a TCP port on 127.0.0.1 that nothing listens on right now */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Polls `url` until it answers at all (any status), or throws after `timeoutMs`.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import("node:child_process").ChildProcess, what?: string }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 60_000, child, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before answering`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Stops a child and its process group, politely first.
 * @param {import("node:child_process").ChildProcess | undefined} child
 */
export async function stop(child) {
  if (!child || child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((done) => child.once("exit", done));
  const signal = (/** @type {NodeJS.Signals} */ name) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), name);
    } catch {
      child.kill(name);
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/** @returns {string} the emulator binary, from FIRESTORE_EMULATOR_BIN or the Debian google-cloud-sdk path */
export function emulatorBinary() {
  const binary = process.env.FIRESTORE_EMULATOR_BIN || DEFAULT_EMULATOR;
  if (!existsSync(binary)) {
    throw new Error(
      `Firestore emulator not found at ${binary}. Install the google-cloud-sdk Firestore emulator or set FIRESTORE_EMULATOR_BIN.`,
    );
  }
  return binary;
}

/**
 * A started server: its `host:port`, its process, and `ready`, which resolves once it answers.
 * @typedef {{ host: string, child: import("node:child_process").ChildProcess, ready: Promise<void> }} Started
 */

/**
 * Starts the real Firestore emulator on a free port and waits until it answers (or, with
 * `wait: false`, returns at once, so what needs only its address can start meanwhile).
 * @param {{ quiet?: boolean, wait?: boolean }} [options]
 * @returns {Promise<Started>}
 */
export async function startFirestoreEmulator({ quiet = true, wait = true } = {}) {
  const port = await freePort();
  const child = spawn(emulatorBinary(), ["start", "--host=127.0.0.1", `--port=${port}`], {
    detached: true,
    stdio: quiet ? "ignore" : "inherit",
  });
  const host = `127.0.0.1:${port}`;
  const ready = waitForHttp(`http://${host}/`, { timeoutMs: 60_000, child, what: "Firestore emulator" });
  if (wait) await ready;
  else ready.catch(() => undefined);
  return { host, child, ready };
}

/**
 * Starts the Firebase Authentication emulator (firebase-tools, offline: its UI is disabled
 * in firebase.json) on free ports and waits until it answers. The committed firebase.json
 * is copied with the ports filled in, so several can run side by side. `multiProject` lets one
 * emulator serve several project ids without warning about each (the test projects share one).
 * `wait: false` returns before it answers, as for the Firestore emulator.
 * @param {{ projectId: string, quiet?: boolean, multiProject?: boolean, wait?: boolean }} options
 * @returns {Promise<Started>}
 */
export async function startAuthEmulator({ projectId, quiet = true, multiProject = false, wait = true }) {
  const [port, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const config = JSON.parse(await readFile(join(ROOT, "firebase.json"), "utf8"));
  config.emulators = {
    ...config.emulators,
    auth: { host: "127.0.0.1", port },
    hub: { host: "127.0.0.1", port: hub },
    logging: { host: "127.0.0.1", port: logging },
    ui: { enabled: false },
    ...(multiProject ? { singleProjectMode: false } : {}),
  };
  const directory = await mkdtemp(join(tmpdir(), "auth-emulator-"));
  const configPath = join(directory, "firebase.json");
  await writeFile(configPath, JSON.stringify(config));
  const child = spawn(
    join(ROOT, "node_modules", ".bin", "firebase"),
    ["emulators:start", "--only", "auth", "--project", projectId, "--config", configPath],
    {
      cwd: directory,
      detached: true,
      stdio: quiet ? "ignore" : "inherit",
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
    },
  );
  const host = `127.0.0.1:${port}`;
  const ready = waitForHttp(`http://${host}/`, { timeoutMs: 60_000, child, what: "Firebase Auth emulator" });
  if (wait) await ready;
  else ready.catch(() => undefined);
  return { host, child, ready };
}

/**
 * Creates accounts in the Auth emulator with fixed uids (replacing any with the same uid).
 * @param {{ host: string, projectId: string, accounts: Array<{ uid: string, email: string, password: string, displayName: string }> }} options
 */
export async function createAuthAccounts({ host, projectId, accounts }) {
  const base = `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`;
  const headers = { "content-type": "application/json", authorization: "Bearer owner" };
  for (const account of accounts) {
    await fetch(`${base}:delete`, { method: "POST", headers, body: JSON.stringify({ localId: account.uid }) });
    const response = await fetch(base, {
      method: "POST",
      headers,
      body: JSON.stringify({
        localId: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.displayName,
      }),
    });
    if (!response.ok) throw new Error(`Creating ${account.email} failed: ${response.status} ${await response.text()}`);
  }
}

/**
 * Applies the read model's D1 migrations (migrations/) to the local database `wrangler dev`
 * will use (in `persistTo`, or .wrangler/state by default); already applied ones are skipped.
 * @param {string | null} persistTo
 * @param {string} [configPath] a wrangler configuration other than wrangler.toml
 */
export async function applyReadModelMigrations(persistTo, configPath) {
  const args = [
    "d1",
    "migrations",
    "apply",
    "READ_MODEL",
    "--local",
    ...(persistTo ? ["--persist-to", persistTo] : []),
    ...(configPath ? ["--config", configPath] : []),
  ];
  const child = spawn(join(ROOT, "node_modules", ".bin", "wrangler"), args, {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const code = await new Promise((done) => child.once("exit", done));
  if (code !== 0) throw new Error(`wrangler d1 migrations apply READ_MODEL --local failed (exit ${code}):\n${output}`);
}

/**
 * Runs `wrangler dev` on a free port (or the one given) with --var overrides and waits for it.
 * `persistTo` keeps KV and D1 in that folder, so a restart brings a fresh isolate over the same data.
 * `built` serves what `npm run build` left in dist/ (the deploy bundle, as it is) instead of
 * building the client and bundling the sources again. `config` runs another worker's
 * configuration instead (no read model: no migrations).
 * @param {{ port?: number, vars?: Record<string, string>, production?: boolean, quiet?: boolean, freshState?: boolean, persistTo?: string, built?: boolean, config?: string }} [options]
 * @returns {Promise<{ url: string, child: import("node:child_process").ChildProcess }>}
 */
export async function startWranglerDev({
  port,
  vars = {},
  production = false,
  quiet = true,
  freshState = false,
  persistTo: keptIn,
  built = false,
  config,
} = {}) {
  const listenPort = port ?? (await freePort());
  const inspectorPort = await freePort();
  const args = [
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(listenPort),
    "--inspector-port",
    String(inspectorPort),
    "--show-interactive-dev-session=false",
    "--log-level",
    quiet ? "warn" : "log",
  ];
  // Tests want an empty KV and D1 every run; `npm start` keeps .wrangler/state between runs.
  const persistTo = keptIn ?? (freshState ? await mkdtemp(join(tmpdir(), "wrangler-state-")) : null);
  if (persistTo) args.push("--persist-to", persistTo);
  if (config) args.push("--config", config);
  else {
    if (built) args.push("--config", BUILT.servedConfig);
    await applyReadModelMigrations(persistTo, built ? BUILT.servedConfig : undefined);
  }
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const child = spawn(join(ROOT, "node_modules", ".bin", "wrangler"), args, {
    cwd: ROOT,
    detached: true,
    stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit",
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      ...(production ? { NODE_ENV: "production" } : {}),
    },
  });
  const url = `http://127.0.0.1:${listenPort}`;
  await waitForHttp(`${url}/`, { timeoutMs: 120_000, child, what: "wrangler dev" });
  return { url, child };
}

/**
 * Runs the scheduled job on a `wrangler dev` and waits for it to finish (the worker's scheduled
 * handler awaits the run). Without a cron it does everything (publishing due posts, the read
 * model and the sitemap, the trash); with the every-minute cron, "* * * * *", it only publishes
 * (worker/jobs/crons.ts). Miniflare's own trigger works whether wrangler bundled the worker or
 * serves a built bundle as it is.
 * @param {string} url
 * @param {string} [cron]
 */
export async function runScheduledJob(url, cron) {
  const response = await fetch(`${url}/cdn-cgi/local/scheduled${cron ? `?cron=${encodeURIComponent(cron)}` : ""}`);
  if (!response.ok) throw new Error(`The scheduled job failed: ${response.status} ${await response.text()}`);
}
