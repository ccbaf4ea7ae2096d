import "./read-model";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { QUESTION_FIELDS, STEP_CHOICES, TURNSTILE_ORIGIN } from "../../client/data/questions";
import worker from "../../worker/index";
import { MANY_HEADINGS } from "../fixtures/posts";
import { meta, ORIGIN, page, parseHtml, request } from "./helpers";

// Issue 33, the page side: the "Questions" section every published post has, its plain
// form, the island that waits for use, Turnstile's place in the page and its policy, and the
// notice after the plain form's 303. (Posting, storing and moderating are the server side's.)

const SLUG = "every-block-kind";
/** Cloudflare's documented test site key that always passes. */
const SITE_KEY = "1x00000000000000000000AA";

/** Cloudflare's documented test secret that always passes: Turnstile is on only with its secret. */
const SECRET = "1x0000000000000000000000000000000AA";

/** A request to the worker configured with Turnstile's test keys. */
async function withTurnstile(path: string): Promise<Response> {
  const context = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`),
    { ...env, TURNSTILE_SITE_KEY: SITE_KEY, TURNSTILE_SECRET_KEY: SECRET },
    context,
  );
  await waitOnExecutionContext(context);
  return response;
}

const directive = (policy: string | null, name: string) =>
  (policy ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("a post's Questions section", () => {
  it("follows the article, headed with the count, with the plain form posting to /{slug}/questions", async () => {
    const { response, doc } = await page(`/${SLUG}`);
    expect(response.status).toBe(200);
    const section = doc.querySelector("main > section#questions")!;
    expect(section.previousElementSibling?.tagName).toBe("ARTICLE");
    expect(section.querySelector("h2")?.text).toBe("Questions (0)");
    expect(section.querySelector(".questions-empty")?.text).toContain("Ask the first question");
    const form = section.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(`/${SLUG}/questions`);
    expect(form.querySelector(`input[name="${QUESTION_FIELDS.name}"]`)).not.toBeNull();
    expect(form.querySelector(`textarea[name="${QUESTION_FIELDS.text}"]`)).not.toBeNull();
    expect(form.querySelector(`input[name="${QUESTION_FIELDS.honeypot}"]`)?.getAttribute("tabindex")).toBe("-1");
  });

  it("offers the post's section headings as the steps, by their anchors on the page", async () => {
    const { doc } = await page(`/${SLUG}`);
    const headings = doc.querySelectorAll("main article h2[id]").map((heading) => [heading.id, heading.text.trim()]);
    expect(headings.length).toBeGreaterThan(0);
    const options = doc
      .querySelectorAll(`#questions select[name="${QUESTION_FIELDS.step}"] option`)
      .map((option) => [option.getAttribute("value"), option.text]);
    expect(options).toEqual([["", "The whole tutorial"], ...headings]);
  });

  it("offers at most the first hundred headings of a post with thousands", async () => {
    const { doc } = await page(`/${MANY_HEADINGS.slug}`);
    const options = doc.querySelectorAll(`#questions select option`);
    expect(options).toHaveLength(STEP_CHOICES + 1);
    expect(options.at(-1)?.getAttribute("value")).toBe(`quixotic-heading-${STEP_CHOICES}`);
  });

  it("waits for use: the page loads the entry but not the form's chunk", async () => {
    const { doc } = await page(`/${SLUG}`);
    const island = doc.querySelector('[data-island="QuestionForm"]')!;
    expect(island.getAttribute("data-load")).toBe("use");
    expect(doc.querySelectorAll('script[type="module"]').map((script) => script.getAttribute("src"))).toEqual([
      expect.stringMatching(/^\/assets\/entry-[\w-]+\.js$/),
    ]);
    const preloads = doc.querySelectorAll('link[rel="modulepreload"]').map((link) => link.getAttribute("href") ?? "");
    expect(preloads.some((href) => href.includes("NavMenu"))).toBe(true);
    expect(preloads.some((href) => href.includes("QuestionForm"))).toBe(false);
  });
});

describe("Turnstile on the form", () => {
  it("is absent without a site key: no widget, and a policy naming no other origin", async () => {
    const { response, doc } = await page(`/${SLUG}`);
    expect(doc.querySelector(".cf-turnstile")).toBeNull();
    expect(response.headers.get("content-security-policy")).not.toContain(TURNSTILE_ORIGIN);
  });

  it("with a site key, puts the widget's container in the form and lets the post page reach Turnstile, and no other page", async () => {
    const response = await withTurnstile(`/${SLUG}`);
    expect(response.status).toBe(200);
    const doc = parseHtml(await response.text());
    expect(doc.querySelector("#questions form .cf-turnstile")?.getAttribute("data-sitekey")).toBe(SITE_KEY);
    // The page itself never loads the script: the island adds it once the form is used.
    expect(doc.querySelectorAll("script[src]").some((script) => script.getAttribute("src")!.startsWith(TURNSTILE_ORIGIN))).toBe(
      false,
    );
    const policy = response.headers.get("content-security-policy");
    expect(directive(policy, "script-src")).toBe(`script-src 'self' ${TURNSTILE_ORIGIN}`);
    expect(directive(policy, "frame-src")).toBe(`frame-src ${TURNSTILE_ORIGIN}`);
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");

    for (const path of ["/about", "/contact", "/"]) {
      const other = await withTurnstile(path);
      expect(other.headers.get("content-security-policy"), path).not.toContain(TURNSTILE_ORIGIN);
    }
  });

  it("keeps the wider policy on a warm view of the same page", async () => {
    await withTurnstile(`/${SLUG}?view=warm`);
    const warm = await withTurnstile(`/${SLUG}?view=warm`);
    expect(warm.headers.get("x-cache")).toBe("hit");
    expect(directive(warm.headers.get("content-security-policy"), "script-src")).toBe(`script-src 'self' ${TURNSTILE_ORIGIN}`);
  });
});

describe("after the plain form's 303", () => {
  it("shows the asker's message and private link, privately and unindexed, leaving the post's shared page as it was", async () => {
    // A question asked through the plain form: the 303 names the asker's own token.
    const asked = await request(`/${SLUG}/questions`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        [QUESTION_FIELDS.name]: "Ada",
        [QUESTION_FIELDS.text]: "Which resistor goes here?",
      }).toString(),
      redirect: "manual",
    });
    expect(asked.status).toBe(303);
    const location = new URL(asked.headers.get("location")!, ORIGIN);
    const TOKEN = location.searchParams.get("asked")!;
    const { response, doc } = await page(`${location.pathname}${location.search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBeNull();
    expect(meta(doc, "robots")).toBe("noindex, nofollow");
    const notice = doc.querySelector("#questions .form-notice .notice--success")!;
    expect(notice.text).toContain("waits for the author's approval");
    expect(notice.querySelector("a")?.getAttribute("href")).toMatch(new RegExp(`/questions/${TOKEN}$`));

    const plain = await page(`/${SLUG}`);
    expect(plain.response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(plain.response.headers.get("etag")).toMatch(/^"/);
    expect(plain.doc.querySelector("#questions .notice")).toBeNull();
    expect(await (await request(`/${SLUG}`)).text()).not.toContain(TOKEN);
  });

  it("shows nothing for a value that is not a private token, and reflects none of it", async () => {
    const response = await request(`/${SLUG}?asked=${encodeURIComponent('"><script>alert(1)</script>')}`);
    const body = await response.text();
    expect(parseHtml(body).querySelector("#questions .notice")).toBeNull();
    expect(body).not.toContain("alert(1)");
  });
});

describe("the post's structured data", () => {
  it("counts the article's comments (none yet) and stays one valid Article", async () => {
    const { doc } = await page(`/${SLUG}`);
    const blocks = doc
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.text) as Record<string, unknown>);
    const articles = blocks.filter((block) => block["@type"] === "Article");
    expect(articles).toHaveLength(1);
    expect(articles[0]).toMatchObject({ "@context": "https://schema.org", commentCount: 0 });
    expect(articles[0]).not.toHaveProperty("comment");
  });
});
