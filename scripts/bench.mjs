#!/usr/bin/env node
// `npm run bench`: warm pages of the production build against the very same bytes served
// as static assets by the same workerd, interleaved. Prints throughput ratios, latency
// percentiles, Firestore requests during the run, and HTML / JavaScript sizes.
// Bounded: BENCH_SECONDS (default 5) per measurement, BENCH_ROUNDS (default 3) rounds,
// BENCH_CONNECTIONS (default 20) connections; about 2 * 4 * rounds * seconds in all.
import autocannon from "autocannon";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { startCountingProxy } from "./lib/counting-proxy.mjs";
import { ROOT, runScheduledJob, startFirestoreEmulator, startWranglerDev, stop } from "./lib/processes.mjs";
import { seed } from "./seed.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const GOAL_RATIO = 0.85;
const JS_BUDGET = 70_000;
const BENCH_DIR = join(ROOT, "public", "__bench");

/**
 * @typedef {{ name: string, path: string, goal: boolean, html: Buffer, worker: autocannon.Result[], copy: autocannon.Result[] }} BenchPage
 */
/**
 * Pages whose goal is static-file speed, and searches, which do real work per query (the
 * index in memory, no Firestore): their throughput and p99 are reported beside the pages.
 * @type {BenchPage[]}
 */
const PAGES = [
  { name: "home", path: "/", goal: true },
  { name: "topic", path: "/learn/arduino-mega", goal: true },
  { name: "post", path: "/esp32-weather-station", goal: true },
  { name: "list", path: "/learn/esp32-projects?page=2", goal: true },
  { name: "search", path: "/search?q=esp32+relay", goal: false },
  { name: "search-api", path: "/api/search?q=arduno", goal: false },
].map((page) => ({ ...page, html: Buffer.alloc(0), worker: [], copy: [] }));

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
/** @type {Awaited<ReturnType<typeof startCountingProxy>> | undefined} */
let proxy;

/** @param {string} url */
async function run(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

/** @param {string} url */
async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const pad = (/** @type {string | number} */ text, /** @type {number} */ width) => String(text).padEnd(width);

try {
  const emulator = await startFirestoreEmulator();
  children.push(emulator.child);
  await seed(emulator.host);
  const counting = await startCountingProxy(emulator.host);
  proxy = counting;
  const vars = { FIRESTORE_EMULATOR_HOST: counting.host, SITE_URL: "http://127.0.0.1" };

  // 1. Capture each warm page's bytes from a production worker.
  console.log("Capturing pages from the production build…");
  let wrangler = await startWranglerDev({ production: true, freshState: true, vars });
  await runScheduledJob(wrangler.url);
  for (const page of PAGES) {
    await fetchBytes(`${wrangler.url}${page.path}`);
    page.html = await fetchBytes(`${wrangler.url}${page.path}`);
  }
  await stop(wrangler.child);

  // 2. Serve the same bytes as static assets from the same workerd, next to the worker.
  await rm(BENCH_DIR, { recursive: true, force: true });
  await mkdir(BENCH_DIR, { recursive: true });
  for (const page of PAGES) await writeFile(join(BENCH_DIR, `${page.name}.html`), page.html);
  wrangler = await startWranglerDev({ production: true, freshState: true, vars });
  children.push(wrangler.child);
  await runScheduledJob(wrangler.url);
  const base = wrangler.url;

  // 3. Warm every page and check the static copy is byte for byte what the worker sends.
  for (const page of PAGES) {
    for (let i = 0; i < 5; i += 1) await fetchBytes(`${base}${page.path}`);
    const live = await fetchBytes(`${base}${page.path}`);
    const copy = await fetchBytes(`${base}/__bench/${page.name}.html`);
    if (!copy.equals(page.html)) throw new Error(`static copy of ${page.name} differs from the capture`);
    if (!live.equals(copy)) console.warn(`note: ${page.name} changed between runs (${live.length} vs ${copy.length} bytes)`);
  }

  // Let the JIT settle on both paths before anything is counted.
  const warmup = Math.min(2, SECONDS);
  for (const page of PAGES) {
    for (const url of [`${base}${page.path}`, `${base}/__bench/${page.name}.html`]) {
      await autocannon({ url, connections: CONNECTIONS, duration: warmup });
    }
  }

  // 4. Interleaved measurements.
  console.log(
    `Measuring: ${ROUNDS} rounds × ${PAGES.length} pages × (worker, static), ${SECONDS} s each, ${CONNECTIONS} connections…`,
  );
  const firestoreBefore = counting.count();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const page of PAGES) {
      page.worker.push(await run(`${base}${page.path}`));
      page.copy.push(await run(`${base}/__bench/${page.name}.html`));
    }
  }
  const firestoreDuring = counting.count() - firestoreBefore;

  /** @param {autocannon.Result[]} runs @param {(run: autocannon.Result) => number} pick */
  const mean = (runs, pick) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  /** @param {autocannon.Result[]} runs */
  const latency = (runs) =>
    [mean(runs, (r) => r.latency.p50), mean(runs, (r) => r.latency.p90), mean(runs, (r) => r.latency.p99)]
      .map((v) => v.toFixed(1))
      .join("/");

  console.log("\npage       worker req/s  static req/s  ratio   worker p50/p90/p99 ms   static p50/p90/p99 ms");
  let allFast = true;
  for (const page of PAGES) {
    const workerRps = mean(page.worker, (r) => r.requests.average);
    const staticRps = mean(page.copy, (r) => r.requests.average);
    const ratio = workerRps / staticRps;
    if (page.goal && ratio < GOAL_RATIO) allFast = false;
    console.log(
      `${pad(page.name, 11)}${pad(workerRps.toFixed(0), 14)}${pad(staticRps.toFixed(0), 14)}${pad(`${ratio.toFixed(2)}x`, 8)}${pad(latency(page.worker), 24)}${latency(page.copy)}`,
    );
  }

  // 5. Sizes: HTML, and every script each page loads.
  console.log("\npage       HTML raw   HTML gzip   JS files  JS raw     JS gzip");
  let withinBudget = true;
  for (const page of PAGES) {
    const html = page.html.toString("utf8");
    const scripts = new Set(
      [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map((m) => m[1] ?? ""),
    );
    let jsRaw = 0;
    let jsGzip = 0;
    for (const src of scripts) {
      const body = await fetchBytes(`${base}${src}`);
      jsRaw += body.length;
      jsGzip += gzipSync(body).length;
    }
    if (jsGzip > JS_BUDGET) withinBudget = false;
    console.log(
      `${pad(page.name, 11)}${pad(kb(page.html.length), 11)}${pad(kb(gzipSync(page.html).length), 12)}${pad(scripts.size, 10)}${pad(kb(jsRaw), 11)}${kb(jsGzip)}`,
    );
  }

  console.log(`\nFirestore requests during the measured run: ${firestoreDuring}`);
  console.log(
    `Goals: every page (not the searches) >= ${GOAL_RATIO}x static: ${allFast ? "met" : "MISSED"}; 0 Firestore requests: ${firestoreDuring === 0 ? "met" : "MISSED"}; JS <= 70 kB gzip: ${withinBudget ? "met" : "MISSED"}`,
  );
  process.exitCode = allFast && firestoreDuring === 0 && withinBudget ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await rm(BENCH_DIR, { recursive: true, force: true });
  await proxy?.close();
  for (const child of children.reverse()) await stop(child);
}
