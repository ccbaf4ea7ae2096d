#!/usr/bin/env node
// `npm start`: the Firestore emulator (unless FIRESTORE_EMULATOR_HOST is set) with the demo
// content, the Firebase Auth emulator with the demo accounts, and `wrangler dev` on
// http://127.0.0.1:8787. Ctrl-C stops everything this script started.
import { demoAccounts } from "./demo/accounts.mjs";
import {
  createAuthAccounts,
  runScheduledJob,
  startAuthEmulator,
  startFirestoreEmulator,
  startWranglerDev,
  stop,
} from "./lib/processes.mjs";
import { seed } from "./seed.mjs";
import { seedMedia } from "./seed-media.mjs";

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
  const { count, projectId, authorIds, listAdminId } = await seed(host);
  console.log(`Seeded ${count} demo documents (project ${projectId}).`);

  console.log("Starting the Firebase Auth emulator…");
  const auth = await startAuthEmulator({ projectId });
  started.push(auth.child);
  const accounts = demoAccounts({ authorIds });
  await createAuthAccounts({ host: auth.host, projectId, accounts });

  const port = Number(process.env.PORT || 8787);
  const url = `http://127.0.0.1:${port}`;
  console.log("Building and starting wrangler dev…");
  const wrangler = await startWranglerDev({
    port,
    vars: { FIRESTORE_EMULATOR_HOST: host, FIREBASE_AUTH_EMULATOR_HOST: auth.host, SITE_URL: url },
    quiet: false,
  });
  started.push(wrangler.child);
  wrangler.child.once("exit", (code) => void shutdown(code ?? 0));
  const figures = await seedMedia({
    baseUrl: wrangler.url,
    authHost: auth.host,
    firestoreHost: host,
    projectId,
    authorIds,
    listAdminId,
  });
  console.log(`Uploaded the demo pictures; ${figures} figures placed in the tutorials.`);
  // Fill the read model (post lists and search) now, as the cron would, so the first pages have them.
  await runScheduledJob(wrangler.url).catch((error) => console.error(error instanceof Error ? error.message : error));
  console.log(`\nReady: ${wrangler.url}  (Ctrl-C stops the site and the emulators)`);
  console.log(`Studio: ${wrangler.url}/studio, with these demo accounts (Auth emulator on ${auth.host}):`);
  for (const account of accounts)
    console.log(`  ${account.email.padEnd(31)} password ${account.password.padEnd(24)} ${account.role}`);
  console.log(
    `Posts written straight into Firestore are indexed by the scheduled job; run it now with: curl "${wrangler.url}/cdn-cgi/local/scheduled"\n`,
  );
  // wrangler dev fires no cron triggers, so the every-minute run that publishes scheduled posts is fired from here.
  let complained = false;
  setInterval(() => {
    runScheduledJob(wrangler.url, "* * * * *").then(
      () => (complained = false),
      (error) => {
        if (!complained) console.error(`Publishing scheduled posts failed: ${error instanceof Error ? error.message : error}`);
        complained = true;
      },
    );
  }, 60_000);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
