#!/usr/bin/env node
// `npm run bench`: every kind of warm page of the production build against the very same bytes
// served (a) from memory by a worker routed like the site (the same [assets] table), (b) from
// memory by a bare worker without assets (scripts/lib/memory-worker.mjs), and (c) as static
// assets by the site's own workerd, interleaved. Then search over D1 at 20,000 posts, the
// same way. Prints throughput ratios, latency percentiles, Firestore requests during the run,
// and HTML / JavaScript sizes; exits non-zero when a goal is missed.
// Bounded: BENCH_SECONDS (default 5) per measurement, BENCH_ROUNDS (default 5) rounds,
// BENCH_CONNECTIONS (default 20) connections: about 4 × 7 × ROUNDS × SECONDS s for the pages. BENCH_LARGE=0 skips the 20,000-post part (its
// first job run alone takes minutes); BENCH_LARGE_POSTS sets its size.
import autocannon from "autocannon";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { startCountingProxy } from "./lib/counting-proxy.mjs";
import { startMemoryWorker } from "./lib/memory-worker.mjs";
import { ROOT, runScheduledJob, startFirestoreEmulator, startWranglerDev, stop } from "./lib/processes.mjs";
import { scaleSeeder } from "./lib/scale-posts.mjs";
import { seed, wranglerVar } from "./seed.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const LARGE_POSTS = process.env.BENCH_LARGE === "0" ? 0 : Number(process.env.BENCH_LARGE_POSTS || 20_000);
/** A warm page must answer at least this share of what the memory worker routed like the site answers. */
const GOAL_RATIO = 0.95;
const JS_BUDGET = 70_000;
// Under assets/, which the asset server answers without asking the worker (run_worker_first in wrangler.toml).
const BENCH_DIR = join(ROOT, "public", "assets", "__bench");

/**
 * @typedef {{ worker: autocannon.Result[], memory: autocannon.Result[], bare: autocannon.Result[], copy: autocannon.Result[] }} Runs
 * @typedef {{ name: string, path: string, goal: boolean, html: Buffer } & Runs} BenchPage
 * @typedef {{ site: string, memory: string, bare: string }} Servers
 */
/** @param {{ name: string, path: string, goal: boolean }} page @returns {BenchPage} */
const benchPage = (page) => ({ ...page, html: Buffer.alloc(0), worker: [], memory: [], bare: [], copy: [] });

/**
 * Pages whose goal is the speed of their bytes from memory, and searches, which do real work
 * per query (one D1 round trip): their throughput and p99 are reported beside the pages.
 */
const PAGES = [
  { name: "home", path: "/", goal: true },
  { name: "topic", path: "/learn/arduino-mega", goal: true },
  { name: "post", path: "/esp32-weather-station", goal: true },
  { name: "list", path: "/learn/esp32-projects?page=2", goal: true },
  { name: "static", path: "/about", goal: true },
  { name: "search", path: "/search?q=esp32+relay", goal: false },
  { name: "search-api", path: "/api/search?q=arduno", goal: false },
].map(benchPage);

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
/** @type {Array<{ close: () => Promise<void> }>} */
const proxies = [];
/** Whether public/assets/ was made for the static copies (and goes with them). */
let madeAssetsDir = false;

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
/** @param {autocannon.Result[]} runs @param {(run: autocannon.Result) => number} pick */
const mean = (runs, pick) => runs.reduce((sum, each) => sum + pick(each), 0) / runs.length;
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
/** @param {autocannon.Result[]} runs */
const latency = (runs) => [mean(runs, (r) => r.latency.p50), mean(runs, (r) => r.latency.p99)].map((v) => v.toFixed(1)).join("/");

/**
 * Measures each page on the site, both memory workers and (when given) its static copy, in
 * turn, ROUNDS times. Ratios are medians of each round's ratio, so a slow moment of the
 * machine weighs on both sides alike.
 * @param {BenchPage[]} pages @param {Servers} servers @param {boolean} withCopies
 */
async function measure(pages, { site, memory, bare }, withCopies) {
  /** @param {BenchPage} page @returns {Array<[keyof Runs, string]>} */
  const targets = (page) => [
    ["worker", `${site}${page.path}`],
    ["memory", `${memory}${page.path}`],
    ["bare", `${bare}${page.path}`],
    ...(withCopies ? [/** @type {[keyof Runs, string]} */ (["copy", `${site}/assets/__bench/${page.name}.html`])] : []),
  ];
  const warmup = Math.min(2, SECONDS);
  for (const page of pages)
    for (const [, url] of targets(page)) await autocannon({ url, connections: CONNECTIONS, duration: warmup });
  for (let round = 0; round < ROUNDS; round += 1) {
    console.log(`  round ${round + 1} of ${ROUNDS}`);
    for (const page of pages) for (const [runs, url] of targets(page)) page[runs].push(await run(url));
  }
}

/** @param {BenchPage[]} pages @param {string} label */
function report(pages, label) {
  console.log(`\n${label}`);
  console.log(
    "| page | worker req/s | memory req/s | bare req/s | static req/s | vs memory | vs bare | vs static | worker p50/p99 ms | memory p50/p99 ms |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  let met = true;
  for (const page of pages) {
    const rps = (/** @type {autocannon.Result[]} */ runs) =>
      runs.length ? mean(runs, (r) => r.requests.average).toFixed(0) : "";
    const ratio = (/** @type {autocannon.Result[]} */ runs) =>
      runs.length ? median(page.worker.map((r, i) => r.requests.average / (runs[i]?.requests.average ?? NaN))) : NaN;
    const shown = (/** @type {number} */ value) => (Number.isNaN(value) ? "" : `${value.toFixed(2)}x`);
    const vsMemory = ratio(page.memory);
    if (page.goal && !(vsMemory >= GOAL_RATIO)) met = false;
    const cells = [
      page.name,
      rps(page.worker),
      rps(page.memory),
      rps(page.bare),
      rps(page.copy),
      shown(vsMemory),
      shown(ratio(page.bare)),
      shown(ratio(page.copy)),
      latency(page.worker),
      latency(page.memory),
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
  return met;
}

/** Both memory workers with these pages' bytes. @param {BenchPage[]} pages */
async function startMemoryWorkers(pages) {
  const bytes = pages.map((page) => ({ target: page.path, body: page.html }));
  const memory = await startMemoryWorker(bytes, { routed: true });
  children.push(memory.child);
  const bare = await startMemoryWorker(bytes, { routed: false });
  children.push(bare.child);
  return { memory, bare };
}

/** Captures each page's warm bytes from `site` and checks they stay the same. @param {BenchPage[]} pages @param {string} site */
async function capture(pages, site) {
  for (const page of pages) {
    await fetchBytes(`${site}${page.path}`);
    page.html = await fetchBytes(`${site}${page.path}`);
    const again = await fetchBytes(`${site}${page.path}`);
    if (!again.equals(page.html)) console.warn(`note: ${page.name} changed between two warm views`);
  }
}

/** The part with the demo content (27 posts): every page kind, against memory and static copies. */
async function demoSite() {
  const emulator = await startFirestoreEmulator();
  children.push(emulator.child);
  await seed(emulator.host);
  const counting = await startCountingProxy(emulator.host);
  proxies.push(counting);
  const vars = { FIRESTORE_EMULATOR_HOST: counting.host, SITE_URL: "http://127.0.0.1" };

  // 1. Capture each warm page's bytes from a production worker.
  console.log("Capturing pages from the production build…");
  let wrangler = await startWranglerDev({ production: true, freshState: true, vars });
  await runScheduledJob(wrangler.url);
  await capture(PAGES, wrangler.url);
  await stop(wrangler.child);

  // 2. The same bytes as static assets of the same workerd, and from a bare worker's memory.
  await rm(BENCH_DIR, { recursive: true, force: true });
  madeAssetsDir = !existsSync(dirname(BENCH_DIR));
  await mkdir(BENCH_DIR, { recursive: true });
  for (const page of PAGES) await writeFile(join(BENCH_DIR, `${page.name}.html`), page.html);
  wrangler = await startWranglerDev({ production: true, freshState: true, vars });
  children.push(wrangler.child);
  await runScheduledJob(wrangler.url);
  const { memory, bare } = await startMemoryWorkers(PAGES);
  const base = wrangler.url;

  // 3. Every copy is byte for byte what the worker sends.
  for (const page of PAGES) {
    const live = await fetchBytes(`${base}${page.path}`);
    const copy = await fetchBytes(`${base}/assets/__bench/${page.name}.html`);
    for (const held of [copy, await fetchBytes(`${memory.url}${page.path}`), await fetchBytes(`${bare.url}${page.path}`)])
      if (!held.equals(page.html)) throw new Error(`a copy of ${page.name} differs from the capture`);
    if (!live.equals(copy)) console.warn(`note: ${page.name} changed between runs (${live.length} vs ${copy.length} bytes)`);
  }

  console.log(
    `Measuring: ${ROUNDS} rounds × ${PAGES.length} pages × (worker, memory, bare, static), ${SECONDS} s each, ${CONNECTIONS} connections…`,
  );
  const firestoreBefore = counting.count();
  await measure(PAGES, { site: base, memory: memory.url, bare: bare.url }, true);
  const firestoreDuring = counting.count() - firestoreBefore;
  const fast = report(PAGES, "27 posts (the demo content)");

  // Sizes: HTML, and every script each page loads.
  console.log("\n| page | HTML raw | HTML gzip | JS files | JS raw | JS gzip |");
  console.log("| --- | --- | --- | --- | --- | --- |");
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
      `| ${page.name} | ${kb(page.html.length)} | ${kb(gzipSync(page.html).length)} | ${scripts.size} | ${kb(jsRaw)} | ${kb(jsGzip)} |`,
    );
  }
  console.log(`\nFirestore requests during the measured run: ${firestoreDuring}`);
  await stop(memory.child);
  await stop(bare.child);
  await stop(wrangler.child);
  await stop(emulator.child);
  return { fast, firestoreDuring, withinBudget };
}

/** Search over D1 at LARGE_POSTS posts, against the same answers from memory. */
async function largeSite() {
  const emulator = await startFirestoreEmulator();
  children.push(emulator.child);
  const projectId = await wranglerVar("FIREBASE_PROJECT_ID");
  const authors = [
    ...new Set(
      (await wranglerVar("AUTHOR_IDS"))
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  console.log(`\nSeeding ${LARGE_POSTS.toLocaleString("en")} posts…`);
  await scaleSeeder({ host: emulator.host, projectId, authors }).seed(LARGE_POSTS);
  const wrangler = await startWranglerDev({
    production: true,
    freshState: true,
    vars: { FIRESTORE_EMULATOR_HOST: emulator.host, SITE_URL: "http://127.0.0.1" },
  });
  children.push(wrangler.child);
  console.log("Filling the read model (the first job run reads every post)…");
  const started = Date.now();
  await runScheduledJob(wrangler.url);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const searches = [
    { name: "search", path: "/search?q=bme280+weather", goal: false },
    { name: "search-api", path: "/api/search?q=temprature", goal: false },
  ].map(benchPage);
  await capture(searches, wrangler.url);
  const { memory, bare } = await startMemoryWorkers(searches);
  await measure(searches, { site: wrangler.url, memory: memory.url, bare: bare.url }, false);
  report(searches, `${LARGE_POSTS.toLocaleString("en")} posts: search over D1`);
}

try {
  const demo = await demoSite();
  if (LARGE_POSTS > 0) await largeSite();
  console.log(
    `\nGoals: every page (not the searches) >= ${GOAL_RATIO}x its bytes from memory: ${demo.fast ? "met" : "MISSED"}; 0 Firestore requests: ${demo.firestoreDuring === 0 ? "met" : "MISSED"}; JS <= 70 kB gzip: ${demo.withinBudget ? "met" : "MISSED"}`,
  );
  process.exitCode = demo.fast && demo.firestoreDuring === 0 && demo.withinBudget ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  await rm(BENCH_DIR, { recursive: true, force: true });
  if (madeAssetsDir) await rm(dirname(BENCH_DIR), { recursive: true, force: true });
  for (const proxy of proxies) await proxy.close();
  for (const child of children.reverse())
    if (child.exitCode === null && child.signalCode === null) await stop(child).catch(() => undefined);
}
