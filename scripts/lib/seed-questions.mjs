// Readers' questions on a tutorial, put there the way they get there on the site: each asked
// through the post's own form address (POST /{slug}/questions, a plain form post, as a browser
// without JavaScript sends it), then approved or answered by the post's author through the
// studio API. `npm run lighthouse` uses it for its page with twenty questions.
import { signIn } from "../seed-media.mjs";

/**
 * @typedef {{ name: string, text: string, step?: string, answer?: string }} SeedQuestion
 * `step` is the words of one of the post's headings (the form offers them by id); `answer`,
 * when there is one, is the author's.
 */

/**
 * The client address each question comes from. The questions limiter allows 3 a minute per
 * client, keyed by a hash of the address Cloudflare saw (worker/questions/client-hash.ts).
 * Locally `wrangler dev` keeps a `CF-Connecting-IP` the request already has (Cloudflare's edge
 * sets its own), so each reader gets an address of their own from TEST-NET-1 (RFC 5737, kept
 * for documentation) and nobody waits a minute every three questions.
 * @param {number} index
 */
const readerAddress = (index) => `192.0.2.${index + 1}`;

/**
 * The ids of the headings a question may name, by their words, read from the post's form as a
 * reader's browser gets it (`<select name="step">`).
 * @param {string} html
 * @returns {Map<string, string>}
 */
function stepIds(html) {
  const select = /<select[^>]*name="step"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
  /** @type {Map<string, string>} */
  const ids = new Map();
  for (const [, id, words] of select.matchAll(/<option value="([^"]+)"[^>]*>([^<]*)<\/option>/g)) {
    if (id && words !== undefined) ids.set(decodeEntities(words), id);
  }
  return ids;
}

/** @param {string} text */
const decodeEntities = (text) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/**
 * Asks each question on the published post at `slug` as a different reader, then has `author`
 * (the post's author) approve each, or answer it when it has an answer. Throws when any request
 * is refused, or when the page does not show them all afterwards.
 * @param {{ baseUrl: string, authHost: string, author: { email: string, password: string }, slug: string, questions: SeedQuestion[] }} options
 */
export async function seedQuestions({ baseUrl, authHost, author, slug, questions }) {
  const page = await fetch(`${baseUrl}/${slug}`);
  if (!page.ok) throw new Error(`The post /${slug} answered ${page.status}`);
  const steps = stepIds(await page.text());

  for (const [index, question] of questions.entries()) {
    const step = question.step === undefined ? "" : steps.get(question.step);
    if (step === undefined) throw new Error(`/${slug} offers no step "${question.step}" in its form`);
    const response = await fetch(`${baseUrl}/${slug}/questions`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": readerAddress(index) },
      body: new URLSearchParams({ name: question.name, question: question.text, step, website: "" }),
      redirect: "manual",
    });
    if (response.status !== 303) {
      throw new Error(`Asking "${question.name}"'s question on /${slug} answered ${response.status}, not 303`);
    }
  }

  const token = await signIn(authHost, author);
  const studio = (/** @type {string} */ path, /** @type {RequestInit} */ init = {}) =>
    fetch(`${baseUrl}/api/studio${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers },
    });
  const listed = await studio("/questions?state=waiting");
  if (!listed.ok) throw new Error(`Listing the waiting questions answered ${listed.status}: ${await listed.text()}`);
  const { questions: waiting } = /** @type {{ questions: Array<{ id: string, slug: string, name: string }> }} */ (
    await listed.json()
  );
  for (const question of questions) {
    const found = waiting.find((each) => each.slug === slug && each.name === question.name);
    if (!found) throw new Error(`"${question.name}"'s question is not waiting in the studio`);
    const action = question.answer === undefined ? { action: "approve" } : { action: "answer", text: question.answer };
    const response = await studio(`/questions/${found.id}`, { method: "POST", body: JSON.stringify(action) });
    if (!response.ok)
      throw new Error(`${action.action} "${question.name}" answered ${response.status}: ${await response.text()}`);
  }

  const html = await (await fetch(`${baseUrl}/${slug}`)).text();
  const shown = html.match(/<li class="question"/g)?.length ?? 0;
  if (shown !== questions.length) throw new Error(`/${slug} shows ${shown} questions, not ${questions.length}`);
}
