#!/usr/bin/env node
// `npm start`: Firestore emulator (unless FIRESTORE_EMULATOR_HOST is set) + demo content +
// `wrangler dev` on http://127.0.0.1:8787. Ctrl-C stops everything this script started.
import { seed } from "./seed.mjs";
import { startFirestoreEmulator, startWranglerDev, stop } from "./lib/processes.mjs";

/** @type {import("node:child_process").ChildProcess[]} */
const started = [];
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping…");
  await Promise.all(started.reverse().map((child) => stop(child)));
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

try {
  let host = process.env.FIRESTORE_EMULATOR_HOST?.trim();
  if (host) {
    console.log(`Using the Firestore emulator at ${host} (FIRESTORE_EMULATOR_HOST).`);
  } else {
    console.log("Starting the Firestore emulator…");
    const emulator = await startFirestoreEmulator();
    started.push(emulator.child);
    host = emulator.host;
    console.log(`Firestore emulator on ${host}.`);
  }
  const { count, projectId } = await seed(host);
  console.log(`Seeded ${count} demo documents (project ${projectId}).`);

  const port = Number(process.env.PORT || 8787);
  console.log("Building and starting wrangler dev…");
  const wrangler = await startWranglerDev({ port, vars: { FIRESTORE_EMULATOR_HOST: host }, quiet: false });
  started.push(wrangler.child);
  wrangler.child.once("exit", (code) => void shutdown(code ?? 0));
  console.log(`\nReady: ${wrangler.url}  (Ctrl-C stops the site and the emulator)\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
