#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile, default throttling) with Debian's Chromium on a
// home, topic, list, post and search page of the production build, a post with six uploaded
// 3,000-pixel photos (issue 20) and a tutorial with twenty readers' questions (issue 33).
// Reports go to reports/lighthouse/.
// Goals: performance >= 95; accessibility, best practices and SEO = 100.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { writeDocuments } from "./lib/firestore-rest.mjs";
import { paths } from "../worker/firestore/paths.ts";
import sharp from "sharp";
import { demoAccounts } from "./demo/accounts.mjs";
import {
  ROOT,
  createAuthAccounts,
  freePort,
  runScheduledJob,
  startAuthEmulator,
  startFirestoreEmulator,
  startWranglerDev,
  stop,
} from "./lib/processes.mjs";
import { seed } from "./seed.mjs";
import { seedMedia, signIn } from "./seed-media.mjs";
import { QUESTIONS, QUESTIONS_SLUG } from "./lib/lighthouse-questions.mjs";
import { seedQuestions } from "./lib/seed-questions.mjs";

const PAGES = [
  { name: "home", path: "/" },
  { name: "topic", path: "/learn/arduino-mega" },
  { name: "list", path: "/learn/esp32-projects" },
  { name: "post", path: "/esp32-weather-station" },
  { name: "outline", path: "/lighthouse-heading-skips" },
  // Results pages are noindex on purpose (README, "Search"), which Lighthouse's is-crawlable audit
  // scores as an SEO failure: that audit is replaced by a check that the noindex is there.
  { name: "search", path: "/search?q=esp32+relay", noindex: true },
  { name: "photos", path: "/lighthouse-photos" },
  { name: "questions", path: `/${QUESTIONS_SLUG}` },
];

const PHOTOS = 6;

/**
 * A 3,000 × 2,000 JPEG that compresses like a photograph: soft shapes (blurred, upscaled
 * noise) under a fine grain, different every time.
 */
async function photo() {
  const shapes = await sharp({
    create: { width: 48, height: 32, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 70 } },
  })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: { width: 3000, height: 2000, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } },
  })
    .png()
    .toBuffer();
  return sharp(shapes)
    .resize(3000, 2000, { kernel: "cubic" })
    .blur(20)
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Uploads six photos through the studio's media API, as an author would, and returns the
 * post that shows them as figures.
 * @param {{ baseUrl: string, authHost: string, author: { email: string, password: string } }} options
 */
async function photoPost({ baseUrl, authHost, author }) {
  const token = await signIn(authHost, author);
  /** @type {Array<Record<string, unknown>>} */
  const content = [{ p: "Six photographs, each uploaded at 3,000 pixels wide; readers get a copy sized for their screen." }];
  for (let index = 1; index <= PHOTOS; index += 1) {
    const response = await fetch(`${baseUrl}/api/studio/media`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "image/jpeg" },
      body: await photo(),
    });
    if (!response.ok) throw new Error(`Uploading photo ${index} failed: ${response.status} ${await response.text()}`);
    const { url } = /** @type {{ url: string }} */ (await response.json());
    content.push(
      { h2: `Step ${index}` },
      { p: `What the bench looks like at step ${index} of the build.` },
      { figure: { src: url, alt: `The breadboard at step ${index} of the build`, caption: `Step ${index} on the bench.` } },
    );
  }
  return {
    slug: "lighthouse-photos",
    title: "A build log with six photographs",
    meta: { description: "A post with six uploaded 3,000-pixel photographs, to check that readers get sized, lazy images." },
    pageData: [{ section: "log", content }],
  };
}

/** A post whose stored headings skip levels (h1, h3, h6), to prove the page's outline does not. */
const SKIPPING_POST = {
  slug: "lighthouse-heading-skips",
  title: "Headings that skip levels in the data",
  meta: { description: "A post whose stored headings go h1, h3, h6, to check that the page's heading order is clean." },
  pageData: [
    {
      section: "a",
      content: [
        { h1: "Stored as h1" },
        { p: "Text under it." },
        { h3: "Stored as h3" },
        { p: "More." },
        { h6: "Stored as h6" },
        { p: "End." },
      ],
    },
    {
      section: "b",
      content: [
        { h1: "Second stored h1" },
        { code: { text: "int x = 1;", lang: "cpp" } },
        { table: { header: ["A", "B"], rows: [{ cells: ["1", "2"] }] } },
      ],
    },
    { section: "c", content: [{ h1: "Third stored h1" }, { note: "A note." }, { ul: ["One", "Two"] }] },
  ],
};
const GOALS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const REPORTS = join(ROOT, "reports", "lighthouse");

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
/** @type {chromeLauncher.LaunchedChrome | undefined} */
let chrome;

try {
  const emulator = await startFirestoreEmulator();
  children.push(emulator.child);
  const { projectId, authorIds, listAdminId } = await seed(emulator.host);
  const accounts = demoAccounts({ authorIds });
  const [account] = accounts;
  if (!account) throw new Error("No demo author account");
  const author = account.uid;
  await writeDocuments({
    host: emulator.host,
    projectId,
    documents: [{ path: paths.post(author, "lighthouse-heading-skips"), data: SKIPPING_POST }],
  });
  const auth = await startAuthEmulator({ projectId });
  children.push(auth.child);
  await createAuthAccounts({ host: auth.host, projectId, accounts });
  const port = await freePort();
  // The canonical links must name the origin Lighthouse loads, or SEO flags them.
  const wrangler = await startWranglerDev({
    port,
    production: true,
    freshState: true,
    vars: {
      FIRESTORE_EMULATOR_HOST: emulator.host,
      FIREBASE_AUTH_EMULATOR_HOST: auth.host,
      SITE_URL: `http://127.0.0.1:${port}`,
    },
  });
  children.push(wrangler.child);
  await seedMedia({
    baseUrl: wrangler.url,
    authHost: auth.host,
    firestoreHost: emulator.host,
    projectId,
    authorIds,
    listAdminId,
  });
  const photos = await photoPost({ baseUrl: wrangler.url, authHost: auth.host, author: account });
  await writeDocuments({
    host: emulator.host,
    projectId,
    documents: [{ path: paths.post(author, "lighthouse-photos"), data: photos }],
  });
  await runScheduledJob(wrangler.url);
  // Asked by twenty readers through the post's form, then approved or answered by its author.
  await seedQuestions({
    baseUrl: wrangler.url,
    authHost: auth.host,
    author: account,
    slug: QUESTIONS_SLUG,
    questions: QUESTIONS,
  });
  // Warm the caches as readers before us would have: each page, and each sized copy of its
  // uploads (each is made once by the Images binding, then served from the cache).
  for (const page of PAGES) {
    const html = await (await fetch(`${wrangler.url}${page.path}`)).text();
    const copies = new Set([...html.matchAll(/\/media\/[^\s",]+/g)].map((match) => match[0].replaceAll("&amp;", "&")));
    for (const copy of copies) await fetch(`${wrangler.url}${copy}`, { headers: { accept: "image/avif,image/webp,*/*" } });
  }

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
  await mkdir(REPORTS, { recursive: true });
  let allMet = true;
  console.log("page       performance  accessibility  best-practices  seo");
  for (const page of PAGES) {
    let result;
    // Lighthouse occasionally fails to record a trace (NO_NAVSTART); such a run is retried.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      result = await lighthouse(`${wrangler.url}${page.path}`, {
        port: chrome.port,
        output: "html",
        logLevel: "error",
        ...(page.noindex ? { skipAudits: ["is-crawlable"] } : {}),
      });
      if (result && !result.lhr.runtimeError) break;
      console.warn(`        (retrying ${page.name}: ${result?.lhr.runtimeError?.code ?? "no result"})`);
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    await writeFile(join(REPORTS, `${page.name}.html`), String(result.report));
    const scores = Object.fromEntries(
      Object.keys(GOALS).map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)]),
    );
    for (const [id, goal] of Object.entries(GOALS)) if ((scores[id] ?? 0) < goal) allMet = false;
    console.log(
      `${page.name.padEnd(11)}${String(scores.performance).padEnd(13)}${String(scores.accessibility).padEnd(15)}${String(scores["best-practices"]).padEnd(16)}${scores.seo}`,
    );
    if (page.noindex) {
      const html = await (await fetch(`${wrangler.url}${page.path}`)).text();
      const noindex = /<meta name="robots" content="[^"]*noindex/.test(html);
      if (!noindex) allMet = false;
      console.log(`        - robots noindex (instead of is-crawlable): ${noindex ? "present" : "MISSING"}`);
    }
    for (const audit of Object.values(result.lhr.audits)) {
      if (
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== "informative" &&
        audit.scoreDisplayMode !== "manual"
      ) {
        console.log(`        - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      }
    }
  }
  console.log(`\nReports: ${REPORTS}`);
  console.log(`Goals (performance >= 95, the rest 100): ${allMet ? "met" : "MISSED"}`);
  process.exitCode = allMet ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await chrome?.kill();
  for (const child of children.reverse()) await stop(child);
}
