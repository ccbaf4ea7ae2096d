import { beforeAll, describe, expect, inject, it } from "vitest";
import type { QuestionReply } from "../../client/data/questions";
import { AXE_CONTEXT, violations } from "./axe";
import { DESKTOP, open, sharedBrowser } from "./browser";
import { author, freshSlug } from "./studio-pages";

// Issue 33: a reader's hostile question and an author's hostile answer, once approved, stay
// text in Chromium, under the site's policy; the asker's private page is accessible.

const base = inject("baseUrl");
const authHost = inject("authHost");
const browser = sharedBrowser();

/** What the hostile text tries: each would set `window.pwned` or open a dialog if it ever ran. */
const HOSTILE_QUESTION = [
  `<script>window.pwned = "script"</script>`,
  `"><img src=x onerror="window.pwned = 'img'">`,
  `<a href="javascript:window.pwned = 'link'">click</a> javascript:alert(1)`,
  `<svg onload="window.pwned = 'svg'"></svg>`,
].join("\n");
const HOSTILE_ANSWER = `</p><iframe srcdoc="<script>parent.pwned = 'frame'</script>"></iframe><b onmouseover="alert(1)">hover</b>`;

let slug = "";
let askerLink = "";

async function studio(method: string, path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${base}/api/studio${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  const signedIn = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: author.email, password: author.password, returnSecureToken: true }),
  });
  const { idToken } = (await signedIn.json()) as { idToken: string };
  slug = freshSlug("questions");
  const created = await studio("PUT", `/posts/${slug}`, idToken, {
    title: "Questions under fire",
    meta: { description: "A post whose readers ask hostile questions." },
    pageData: [{ section: "intro", content: [{ h2: "Wire the sensor" }, { p: "Connect it." }] }],
  });
  expect(created.status).toBe(201);
  const asked = await fetch(`${base}/${slug}/questions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: `<b>Mallory</b>"><img src=x onerror="window.pwned = 'name'">`, question: HOSTILE_QUESTION }),
  });
  expect(asked.status).toBe(201);
  const reply = (await asked.json()) as QuestionReply;
  if (!reply.ok) throw new Error(reply.message);
  askerLink = new URL(reply.link).pathname;
  const waiting = (await (await studio("GET", "/questions?state=waiting", idToken)).json()) as {
    questions: Array<{ id: string; slug: string }>;
  };
  const question = waiting.questions.find((each) => each.slug === slug)!;
  expect((await studio("POST", `/questions/${question.id}`, idToken, { action: "answer", text: HOSTILE_ANSWER })).status).toBe(
    200,
  );
});

describe("hostile questions and answers", () => {
  it.each([
    ["the post", () => `/${slug}`],
    ["the asker's private page", () => askerLink],
  ])("render as text on %s: nothing runs and the policy is never broken", async (_where, path) => {
    const { page, problems, settled, close } = await open(browser(), `${base}${path()}`, DESKTOP);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Violations while loading are in the console (Chromium logs each); these are the ones after.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await settled();
    await page.mouse.move(10, 10);
    for (const bold of await page.locator("main b").all()) await bold.hover().catch(() => undefined);
    await page.waitForTimeout(200);
    const main = page.locator("main");
    await expect.poll(() => main.innerText()).toContain(`<script>window.pwned = "script"</script>`);
    expect(await main.innerText()).toContain(`<a href="javascript:window.pwned = 'link'">click</a>`);
    expect(await main.innerText()).toContain("<iframe srcdoc=");
    expect(await page.evaluate(() => (window as unknown as { pwned?: string }).pwned)).toBeUndefined();
    expect(await main.locator("script, iframe, svg[onload], img[onerror], [onmouseover]").count()).toBe(0);
    expect(await main.locator('a[href^="javascript:" i]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(problems.filter((problem) => /Content Security Policy|Refused to/i.test(problem))).toEqual([]);
    await close();
  });
});

describe("the asker's private page", () => {
  for (const scheme of ["light", "dark"] as const)
    it(`has no axe violations in the ${scheme} theme`, async () => {
      const { page, close } = await open(browser(), `${base}${askerLink}`, { ...DESKTOP, colorScheme: scheme, ...AXE_CONTEXT });
      expect(await page.getByRole("button", { name: "Delete my question" }).count()).toBe(1);
      expect(await violations(page)).toEqual([]);
      await close();
    });
});
