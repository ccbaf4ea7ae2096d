#!/usr/bin/env node
// `npm run bench:scale`: the site at 27, 3,000 and 20,000 posts (BENCH_SIZES, comma-separated).
// Per size: a fresh Firestore emulator is seeded with posts of about 4 KB of pageData (written
// straight into Firestore, as an import would), behind a counting proxy; a production
// `wrangler dev` keeps KV and D1 in one folder, so restarting it gives a fresh isolate over
// warm data. Prints first views in a fresh isolate (median of BENCH_RESTARTS restarts),
// search latency over 200 queries (warm), the scheduled job (Firestore documents read,
// count queries, wall time) with nothing changed and with 10 changed posts, workerd's peak
// memory and a cold /sitemap.xml. Loopback only; every step is bounded by a timeout.
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toFields } from "../worker/firestore/values.ts";
import { startCountingProxy } from "./lib/counting-proxy.mjs";
import { startFirestoreEmulator, startWranglerDev, stop } from "./lib/processes.mjs";
import { wranglerVar } from "./seed.mjs";
import { queries, scaleSeeder, titleOf } from "./lib/scale-posts.mjs";

const SIZES = (process.env.BENCH_SIZES || "27,3000,20000").split(",").map(Number);
const RESTARTS = Number(process.env.BENCH_RESTARTS || 5);
const QUERIES = 200;
const TIMEOUT_MS = 30 * 60_000;

/** Descendant process ids of `pid`, from /proc. @param {number} pid */
async function descendants(pid) {
  const parents = new Map();
  for (const name of (await readdir("/proc")).filter((entry) => /^\d+$/.test(entry))) {
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
  }
  /** @type {number[]} */
  const found = [];
  const queue = [pid];
  while (queue.length) {
    const current = /** @type {number} */ (queue.shift());
    for (const [child, parent] of parents)
      if (parent === current) {
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
    if (!(await readFile(`/proc/${child}/cmdline`, "utf8").catch(() => "")).includes("workerd")) continue;
    const status = await readFile(`/proc/${child}/status`, "utf8").catch(() => "");
    peak = Math.max(peak, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  }
  return peak;
}

const sorted = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b);
const median = (/** @type {number[] | undefined} */ values = []) => sorted(values)[Math.floor(values.length / 2)] ?? NaN;
const percentile = (/** @type {number[]} */ values, /** @type {number} */ p) =>
  sorted(values)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? NaN;

/** @param {string} url */
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * A GET that may take many minutes (the first job run at 20,000 posts loads them all), which
 * fetch's five-minute header timeout would cut short. Resolves the status.
 * @param {string} url
 * @returns {Promise<number>}
 */
function longGet(url) {
  return new Promise((resolve, reject) => {
    const request = get(url, { timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("timeout", () => request.destroy(new Error(`${url} took over ${TIMEOUT_MS / 60_000} minutes`)));
    request.on("error", reject);
  });
}

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
/** @type {string[]} */
const rows = [];

async function benchSize(/** @type {number} */ posts) {
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
  const { commit, postName, postData, seed } = scaleSeeder({ host: emulator.host, projectId, authors });
  const seedStarted = Date.now();
  await seed(posts);
  console.log(`[${posts}] seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`);

  const proxy = await startCountingProxy(emulator.host);
  const state = await mkdtemp(join(tmpdir(), "bench-scale-"));
  const vars = { FIRESTORE_EMULATOR_HOST: proxy.host, SITE_URL: "https://learn.example.org" };
  /** @type {Awaited<ReturnType<typeof startWranglerDev>> | null} */
  let wrangler = null;
  const restart = async () => {
    if (wrangler) await stop(wrangler.child);
    wrangler = await startWranglerDev({ production: true, persistTo: state, vars });
    children.push(wrangler.child);
    return wrangler;
  };
  try {
    let { url, child } = await restart();
    const job = async () => {
      const [documentsBefore, countsBefore] = [proxy.documents(), proxy.counts()];
      const started = performance.now();
      const status = await longGet(`${url}/cdn-cgi/local/scheduled?cron=*/30+*+*+*+*`);
      if (status !== 200) throw new Error(`The job answered ${status}`);
      return {
        ms: performance.now() - started,
        documents: proxy.documents() - documentsBefore,
        counts: proxy.counts() - countsBefore,
      };
    };
    const load = await job();
    console.log(`[${posts}] first job (loads everything): ${(load.ms / 1000).toFixed(1)} s, ${load.documents} documents`);
    const sitemapMs = await timed(`${url}/sitemap.xml`);
    const idle = await job();
    const changed = [];
    for (let index = 0; index < 10; index += 1) changed.push(Math.floor((index * posts) / 10));
    // Studio-like saves: the updatedAt transform the studio's save sets.
    await commit(
      changed.map((index) => ({
        update: { name: postName(index), fields: toFields(postData(index, `${titleOf(index)} revised`)) },
        updateTransforms: [{ fieldPath: "updatedAt", setToServerValue: "REQUEST_TIME" }],
      })),
    );
    const ten = await job();
    const jobPeak = await workerdPeakMb(/** @type {number} */ (child.pid));

    const pages = {
      home: "/",
      topic: "/learn/esp32",
      post: `/scale-post-${Math.floor(posts / 2)}`,
      search: "/search?q=bme280+weather",
    };
    /** @type {Record<string, number[]>} */
    const first = { home: [], topic: [], post: [], search: [] };
    for (let round = 0; round < RESTARTS; round += 1) {
      ({ url, child } = await restart());
      // Wakes the isolate on a page that reads no content, so each figure is that page's own cost.
      await timed(`${url}/about`);
      for (const [name, path] of Object.entries(pages)) first[name]?.push(await timed(`${url}${path}`));
    }

    const list = queries(posts, QUERIES);
    for (const query of list.slice(0, 20)) await timed(`${url}/api/search?q=${encodeURIComponent(query)}`);
    const latencies = [];
    for (const query of list) latencies.push(await timed(`${url}/api/search?q=${encodeURIComponent(query)}`));

    const f = (/** @type {number} */ ms) => `${ms.toFixed(0)} ms`;
    const jobCell = (/** @type {{ ms: number, documents: number, counts: number }} */ run) =>
      `${run.documents} docs + ${run.counts} counts, ${(run.ms / 1000).toFixed(2)} s`;
    rows.push(
      `| ${posts.toLocaleString("en")} | ${f(median(first.home))} | ${f(median(first.topic))} | ${f(median(first.post))} | ${f(median(first.search))} | ${f(percentile(latencies, 50))} / ${f(percentile(latencies, 99))} | ${jobCell(idle)} | ${jobCell(ten)} | ${jobPeak.toFixed(0)} MB | ${f(sitemapMs)} |`,
    );
    console.log(rows.at(-1));
  } finally {
    if (wrangler) await stop(/** @type {{ child: import("node:child_process").ChildProcess }} */ (wrangler).child);
    await proxy.close();
    await stop(emulator.child);
    await rm(state, { recursive: true, force: true });
  }
}

const deadline = setTimeout(() => {
  console.error(`bench:scale gave up after ${TIMEOUT_MS / 60_000} minutes per size`);
  process.exit(1);
}, TIMEOUT_MS * SIZES.length);
try {
  for (const size of SIZES) await benchSize(size);
  console.log(
    "\n| posts | first view: home | topic | post | /search | search p50 / p99 (warm) | job, nothing changed | job, 10 changed | workerd peak RSS | cold /sitemap.xml |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  // Children stopped already (killed by a signal: exitCode stays null) are skipped.
  for (const child of children.reverse())
    if (child.exitCode === null && child.signalCode === null) await stop(child).catch(() => undefined);
}
