#!/usr/bin/env node
// Seeds the demo content into a Firestore emulator: `node scripts/seed.mjs host:port`
// (or FIRESTORE_EMULATOR_HOST). Project and author ids come from wrangler.toml's [vars].
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { demoDocuments } from "./demo/index.mjs";
import { parse } from "smol-toml";
import { writeDocuments } from "./lib/firestore-rest.mjs";
import { ROOT } from "./lib/processes.mjs";

/**
 * One var from wrangler.toml's [vars] table.
 * @param {string} name
 * @returns {Promise<string>}
 */
export async function wranglerVar(name) {
  const config = parse(await readFile(join(ROOT, "wrangler.toml"), "utf8"));
  const vars = /** @type {Record<string, unknown>} */ (config.vars ?? {});
  return typeof vars[name] === "string" ? vars[name] : "";
}

/** @param {string} host */
export async function seed(host) {
  const projectId = process.env.FIREBASE_PROJECT_ID || (await wranglerVar("FIREBASE_PROJECT_ID"));
  const authorIds = (process.env.AUTHOR_IDS || (await wranglerVar("AUTHOR_IDS"))).split(",").map((id) => id.trim());
  const listAdminId = process.env.LIST_ADMIN_ID || (await wranglerVar("LIST_ADMIN_ID"));
  const documents = demoDocuments({ authorIds, listAdminId });
  // Upserts only: an emulator the developer brought may hold data of their own.
  await writeDocuments({ host, projectId, documents });
  return { projectId, count: documents.length, authorIds, listAdminId };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const host = process.argv[2] || process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    console.error("Usage: node scripts/seed.mjs host:port   (or set FIRESTORE_EMULATOR_HOST)");
    process.exit(2);
  }
  const { projectId, count } = await seed(host);
  console.log(`Seeded ${count} documents into ${host} (project ${projectId}).`);
}
