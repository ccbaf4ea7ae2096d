#!/usr/bin/env node
// `npm run bench:sitemap`: the sitemap and the post index at scale. Seeds BENCH_POSTS posts
// (default 20,000, about 4 KB of pageData each, spread over the authors of wrangler.toml)
// into a fresh Firestore emulator behind a counting proxy, runs the production worker, and
// reports for a cold /sitemap.xml (built on demand) and for the scheduled job (sitemap, post
// index and search index): time, Firestore requests, bytes read from Firestore and workerd's
// peak memory.
import { readFile } from "node:fs/promises";
import { paths } from "../worker/firestore/paths.ts";
import { toFields } from "../worker/firestore/values.ts";
import { startCountingProxy } from "./lib/counting-proxy.mjs";
import { startFirestoreEmulator, startWranglerDev, stop } from "./lib/processes.mjs";
import { wranglerVar } from "./seed.mjs";

const POSTS = Number(process.env.BENCH_POSTS || 20_000);
const BATCH = 500;

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
/** @type {Awaited<ReturnType<typeof startCountingProxy>> | undefined} */
let proxy;

/** About 4 KB of pageData, as a long tutorial's first sections would be. @param {number} index */
function pageData(index) {
  const paragraph = `Step ${index}: wire the sensor to the board, check the supply, and read the value over I2C. `.repeat(6);
  return [
    { section: "intro", content: [{ h2: `Part ${index}` }, { p: paragraph }, { p: paragraph }] },
    {
      section: "code",
      content: [{ code: { text: `void setup() {\n  Serial.begin(115200); // post ${index}\n}\n`.repeat(8), lang: "cpp" } }],
    },
    { section: "notes", content: [{ ul: ["One", "Two", "Three"] }, { note: paragraph }] },
  ];
}

/** Descendant process ids of `pid`, from /proc. @param {number} pid @returns {Promise<number[]>} */
async function descendants(pid) {
  /** @type {number[]} */
  const found = [];
  const { readdir } = await import("node:fs/promises");
  const all = await readdir("/proc").then((names) => names.filter((name) => /^\d+$/.test(name)));
  const parents = new Map();
  for (const name of all) {
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    parents.set(Number(name), parent);
  }
  const queue = [pid];
  while (queue.length) {
    const current = /** @type {number} */ (queue.shift());
    for (const [child, parent] of parents) {
      if (parent !== current) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Peak resident memory (VmHWM, MB) of the workerd processes under `pid`. @param {number} pid */
async function workerdPeakMb(pid) {
  let peak = 0;
  for (const child of await descendants(pid)) {
    const cmd = await readFile(`/proc/${child}/cmdline`, "utf8").catch(() => "");
    if (!cmd.includes("workerd")) continue;
    const status = await readFile(`/proc/${child}/status`, "utf8").catch(() => "");
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peak = Math.max(peak, kb / 1024);
  }
  return peak;
}

const mb = (/** @type {number} */ bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

try {
  const projectId = await wranglerVar("FIREBASE_PROJECT_ID");
  const authors = [
    ...new Set(
      (await wranglerVar("AUTHOR_IDS"))
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  const emulator = await startFirestoreEmulator();
  children.push(emulator.child);

  console.log(`Seeding ${POSTS} posts over ${authors.length} authors…`);
  const seedStarted = Date.now();
  const base = `http://${emulator.host}/v1/projects/${projectId}/databases/(default)/documents`;
  for (let start = 0; start < POSTS; start += BATCH) {
    const writes = [];
    for (let index = start; index < Math.min(start + BATCH, POSTS); index += 1) {
      const author = /** @type {string} */ (authors[index % authors.length]);
      const data = {
        slug: `scale-post-${index}`,
        title: `Scale post ${index}`,
        meta: { description: `Post ${index} of the scale test.` },
        pageData: pageData(index),
      };
      writes.push({
        update: {
          name: `projects/${projectId}/databases/(default)/documents/${paths.post(author, `scale-${index}`)}`,
          fields: toFields(data),
        },
      });
    }
    const response = await fetch(`${base}:commit`, {
      method: "POST",
      headers: { authorization: "Bearer owner", "content-type": "application/json" },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`Seeding failed: ${response.status} ${await response.text()}`);
  }
  console.log(`Seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s.`);

  proxy = await startCountingProxy(emulator.host);
  const wrangler = await startWranglerDev({
    production: true,
    freshState: true,
    vars: { FIRESTORE_EMULATOR_HOST: proxy.host, SITE_URL: "https://learn.example.org" },
  });
  children.push(wrangler.child);
  const pid = /** @type {number} */ (wrangler.child.pid);

  /** @param {string} what @param {() => Promise<string>} work */
  async function measure(what, work) {
    const [requests, bytes] = [proxy?.count() ?? 0, proxy?.bytes() ?? 0];
    const started = performance.now();
    const detail = await work();
    const ms = performance.now() - started;
    console.log(
      `${what.padEnd(34)} ${`${(ms / 1000).toFixed(2)} s`.padEnd(9)} ${String((proxy?.count() ?? 0) - requests).padEnd(6)} ${mb((proxy?.bytes() ?? 0) - bytes).padEnd(10)} ${(await workerdPeakMb(pid)).toFixed(0).padEnd(8)} ${detail}`,
    );
  }

  console.log(`\nwhat                               time      reqs   read       peak MB  result`);
  await measure("cold /sitemap.xml (on demand)", async () => {
    const response = await fetch(`${wrangler.url}/sitemap.xml`);
    const xml = await response.text();
    return `${response.status}, ${(xml.match(/<loc>/g) ?? []).length} <loc>, ${mb(xml.length)}${xml.includes("<sitemapindex") ? ", index" : ""}`;
  });
  await measure("warm /sitemap.xml", async () => `${(await fetch(`${wrangler.url}/sitemap.xml`)).status}`);
  await measure("scheduled job (sitemap + read model)", async () => {
    // The worker's scheduled handler awaits the run, so /cdn-cgi/local/scheduled answers when it is done.
    const response = await fetch(`${wrangler.url}/cdn-cgi/local/scheduled?cron=*/30+*+*+*+*`);
    return `${response.status}`;
  });
  await measure("search (FTS5 in D1)", async () => {
    const answer = /** @type {{ results: unknown[] }} */ (
      await (await fetch(`${wrangler.url}/api/search?q=scale+post+1234`)).json()
    );
    return `${answer.results.length} results`;
  });
  await measure("topic page (post index from D1)", async () => `${(await fetch(`${wrangler.url}/learn/esp32`)).status}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await proxy?.close();
  for (const child of children.reverse()) await stop(child);
}
