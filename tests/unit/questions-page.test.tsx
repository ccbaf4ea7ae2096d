import { parse, type HTMLElement } from "node-html-parser";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QuestionsSection } from "../../client/components/QuestionsSection";
import type { Post } from "../../client/data/post";
import {
  askerPath,
  emptyQuestion,
  QUESTION_FIELDS,
  questionsPath,
  type PublicQuestion,
  type QuestionFormProps,
} from "../../client/data/questions";
import { Document } from "../../client/document/Document";
import type { ClientAssets } from "../../client/document/head";
import { HeadTags } from "../../client/document/HeadTags";
import { IslandCollector } from "../../client/hydration/Island";
import { islandLoading, type IslandName } from "../../client/hydration/registry";
import { PostPage } from "../../client/pages/PostPage";
import { postHead } from "../../worker/posts/head";

// Issue 33, the page side: the "Questions" section under a post, its form, and the questions
// in the article's structured data, rendered from fixtures (the server side loads real ones).

const site = { name: "Circuit Campus", url: "https://learn.example.org" };

const HOSTILE = {
  script: "<script>alert('question')</script>",
  img: '"><img src=x onerror=alert(1)>',
  js: "javascript:alert(document.cookie)",
  link: "https://evil.example/free-boards",
};

const QUESTIONS: PublicQuestion[] = [
  {
    id: "q1",
    name: "Ada",
    text: "Which resistor goes to the LED?\nI have 220 Ω and 1 kΩ.\n\nThanks!",
    step: { id: "wiring-the-led", title: "Wiring the LED" },
    createdAt: "2026-11-20T10:15:00.000Z",
    answer: { text: "Use the 220 Ω one.\nThe 1 kΩ works too, dimmer.", by: "Priya Raman", at: "2026-11-21T08:00:00.000Z" },
  },
  {
    id: "q2",
    name: HOSTILE.img,
    text: `${HOSTILE.script}\n${HOSTILE.img}\nSee ${HOSTILE.js} and ${HOSTILE.link}`,
    createdAt: "2026-11-22T12:00:00.000Z",
  },
  { id: "q3", name: "Grace", text: "Does it work on an ESP8266?", createdAt: "2026-11-23T09:30:00.000Z" },
];

const form = (overrides: Partial<QuestionFormProps> = {}): QuestionFormProps => ({
  action: questionsPath("blink-an-led"),
  steps: [
    { id: "parts", title: "Parts" },
    { id: "wiring-the-led", title: "Wiring the LED" },
  ],
  turnstileSiteKey: null,
  values: emptyQuestion,
  errors: {},
  notice: null,
  ...overrides,
});

const render = (questions: PublicQuestion[], props: QuestionFormProps = form()): HTMLElement =>
  parse(renderToStaticMarkup(<QuestionsSection questions={questions} form={props} />));

describe("the Questions section", () => {
  it("heads the list with the count and shows each question's name, date, step and text", () => {
    const section = render(QUESTIONS);
    expect(section.querySelector("section#questions h2")?.text).toBe("Questions (3)");
    const items = section.querySelectorAll("ol.question-list > li");
    expect(items.map((item) => item.id)).toEqual(["question-q1", "question-q2", "question-q3"]);
    const first = items[0]!;
    expect(first.querySelector(".question-name")?.text).toBe("Ada");
    expect(first.querySelector(".question-meta time")?.getAttribute("datetime")).toBe("2026-11-20T10:15:00.000Z");
    expect(first.querySelector(".question-meta time")?.text).toBe("20 November 2026");
    expect(first.querySelector(".question-step")?.text).toBe("About: Wiring the LED");
    expect(first.querySelector(".question-step a")?.getAttribute("href")).toBe("#wiring-the-led");
    expect(items[2]!.querySelector(".question-step")).toBeNull();
  });

  it("keeps the reader's line breaks in the text", () => {
    const text = render(QUESTIONS).querySelector("#question-q1 > .question-text");
    expect(text?.text).toBe("Which resistor goes to the LED?\nI have 220 Ω and 1 kΩ.\n\nThanks!");
    expect(text?.querySelectorAll("*")).toHaveLength(0);
  });

  it("marks the answer as the author's, with its own date and line breaks", () => {
    const answer = render(QUESTIONS).querySelector("#question-q1 .question-answer");
    expect(answer?.querySelector(".question-answer-by")?.text).toBe("Answer from Priya Raman");
    expect(answer?.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-21T08:00:00.000Z");
    expect(answer?.querySelector(".question-text")?.text).toBe("Use the 220 Ω one.\nThe 1 kΩ works too, dimmer.");
    expect(render(QUESTIONS).querySelector("#question-q3 .question-answer")).toBeNull();
  });

  it("shows hostile text as inert text: no script, no image, no link made from it", () => {
    const markup = renderToStaticMarkup(<QuestionsSection questions={QUESTIONS} form={form()} />);
    const section = parse(markup);
    const hostile = section.querySelector("#question-q2")!;
    expect(hostile.querySelector(".question-name")?.text).toBe(HOSTILE.img);
    expect(hostile.querySelector(".question-text")?.text).toBe(
      `${HOSTILE.script}\n${HOSTILE.img}\nSee ${HOSTILE.js} and ${HOSTILE.link}`,
    );
    expect(section.querySelectorAll("script, img, iframe")).toHaveLength(0);
    expect(hostile.querySelectorAll("a")).toHaveLength(0);
    expect(markup).not.toContain("<script");
    expect(markup).not.toContain("<img");
    expect(markup).toContain("&lt;script&gt;");
    // Every link in the section is the page's own: step anchors and the privacy policy.
    const hrefs = section.querySelectorAll("a").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["#wiring-the-led", "/privacypolicy"]);
  });

  it("invites the first question when there is none", () => {
    const section = render([]);
    expect(section.querySelector("h2")?.text).toBe("Questions (0)");
    expect(section.querySelector("ol")).toBeNull();
    expect(section.querySelector(".questions-empty")?.text).toMatch(/^No questions yet\..*Ask the first question/);
  });

  it("says no e-mail is asked for, that questions wait for approval, and links the privacy policy", () => {
    const note = render([]).querySelector(".question-note");
    expect(note?.text).toContain("We do not ask for your e-mail address");
    expect(note?.text).toContain("once the author has approved them");
    expect(note?.querySelector("a")?.getAttribute("href")).toBe("/privacypolicy");
  });
});

describe("the question form", () => {
  it("is a plain form posting to the post's questions address, with the contract's field names", () => {
    const section = render([]);
    const formElement = section.querySelector("form.question-form")!;
    expect(formElement.getAttribute("method")).toBe("post");
    expect(formElement.getAttribute("action")).toBe("/blink-an-led/questions");
    expect(formElement.querySelector(`input[name="${QUESTION_FIELDS.name}"]`)?.hasAttribute("required")).toBe(true);
    expect(formElement.querySelector(`textarea[name="${QUESTION_FIELDS.text}"]`)?.hasAttribute("required")).toBe(true);
    expect(formElement.querySelector(`textarea[name="${QUESTION_FIELDS.text}"]`)?.getAttribute("maxlength")).toBe("2000");
    expect(formElement.querySelector('button[type="submit"]')?.text).toBe("Send question");
    // Every visible control has its label.
    for (const control of formElement.querySelectorAll("input, textarea, select")) {
      expect(formElement.querySelector(`label[for="${control.id}"]`), control.id).not.toBeNull();
    }
    expect(formElement.querySelector('input[type="email"], input[name="email"]')).toBeNull();
  });

  it("offers the post's headings as steps, none chosen", () => {
    const select = render([]).querySelector(`select[name="${QUESTION_FIELDS.step}"]`)!;
    expect(select.querySelectorAll("option").map((option) => [option.getAttribute("value"), option.text])).toEqual([
      ["", "The whole tutorial"],
      ["parts", "Parts"],
      ["wiring-the-led", "Wiring the LED"],
    ]);
    expect(render([], form({ steps: [] })).querySelector("select")).toBeNull();
  });

  it("hides the honeypot from people and assistive technology and keeps it out of the tab order", () => {
    const trap = render([]).querySelector(`input[name="${QUESTION_FIELDS.honeypot}"]`)!;
    expect(trap.getAttribute("tabindex")).toBe("-1");
    expect(trap.getAttribute("autocomplete")).toBe("off");
    expect(trap.parentNode!.getAttribute("aria-hidden")).toBe("true");
    expect(trap.parentNode!.classList.contains("form-trap")).toBe(true);
  });

  it("has Turnstile's container only when a site key is configured", () => {
    expect(render([]).querySelector(".cf-turnstile")).toBeNull();
    const widget = render([], form({ turnstileSiteKey: "1x00000000000000000000AA" })).querySelector(".cf-turnstile");
    expect(widget?.getAttribute("data-sitekey")).toBe("1x00000000000000000000AA");
    expect(widget?.closest("form")).not.toBeNull();
  });

  it("shows the outcome of a plain post: the message and the asker's private link", () => {
    const notice = {
      kind: "success" as const,
      text: "Thank you: your question waits for the author's approval.",
      link: askerPath("abcdefghijklmnopqrstuvwxyz012345"),
    };
    const region = render([], form({ notice })).querySelector(".form-notice")!;
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.text).toContain("waits for the author's approval");
    expect(region.querySelector("a")?.getAttribute("href")).toBe(askerPath("abcdefghijklmnopqrstuvwxyz012345"));
  });

  it("keeps the reader's text and names the problem beside the field after a refused plain post", () => {
    const section = render(
      [],
      form({
        values: { name: "Ada", text: "My question", step: "wiring-the-led" },
        errors: { text: "Your question has more than 2 links." },
      }),
    );
    const text = section.querySelector("textarea")!;
    expect(text.text).toBe("My question");
    expect(text.getAttribute("aria-invalid")).toBe("true");
    expect(text.getAttribute("aria-describedby")).toContain("question-text-error");
    expect(section.querySelector("#question-text-error")?.text).toBe("Your question has more than 2 links.");
    expect(section.querySelector('option[value="wiring-the-led"]')?.hasAttribute("selected")).toBe(true);
    expect(section.querySelector("#question-name")?.getAttribute("value")).toBe("Ada");
  });
});

describe("the form's island", () => {
  const assets: ClientAssets = {
    styles: ["/assets/site.css"],
    entry: { script: "/assets/entry.js", preload: ["/assets/react.js"] },
    islands: Object.fromEntries(
      (Object.keys(islandLoading) as IslandName[]).map((name) => [name, { script: `/assets/${name}.js`, preload: [] }]),
    ),
    studio: { script: "/assets/studio.js", preload: [] },
  };

  it("waits for use: the page loads the entry but neither loads nor preloads the form's code", () => {
    expect(islandLoading.QuestionForm).toBe("use");
    const used = new Set<IslandName>();
    const html = renderToStaticMarkup(
      <IslandCollector.Provider value={used}>
        <Document
          site={site}
          assets={assets}
          head={{ title: "T", description: "D", keywords: [], canonical: null }}
          path="/blink-an-led"
        >
          <QuestionsSection questions={[]} form={form()} />
        </Document>
      </IslandCollector.Provider>,
    );
    const doc = parse(html);
    expect(doc.querySelector('[data-island="QuestionForm"]')?.getAttribute("data-load")).toBe("use");
    expect(doc.querySelector('[data-island="NavMenu"]')?.hasAttribute("data-load")).toBe(false);
    expect(doc.querySelectorAll('script[type="module"]').map((script) => script.getAttribute("src"))).toEqual([
      "/assets/entry.js",
    ]);
    const preloads = doc.querySelectorAll('link[rel="modulepreload"]').map((link) => link.getAttribute("href"));
    expect(preloads).toContain("/assets/NavMenu.js");
    expect(preloads).not.toContain("/assets/QuestionForm.js");
  });
});

describe("the post page", () => {
  const post: Post = {
    id: "doc-1",
    authorId: "author-a",
    slug: "blink-an-led",
    title: "Blink an LED",
    meta: { author: "Priya Raman" },
    sections: [{ section: "", blocks: [{ block: { p: "Text." } }] }],
    content: null,
    topic: null,
    format: "plain",
    difficulty: null,
    minutes: null,
    boards: [],
    tested: [],
    toc: [],
    readingMinutes: 1,
    published: "2026-11-01T00:00:00.000Z",
    updated: null,
  };
  const context = { author: "Priya Raman", related: [], previous: null, next: null };

  it("puts the questions after the article and before related posts", () => {
    const related = [
      {
        slug: "other",
        title: "Other",
        description: null,
        authorId: "author-a",
        author: null,
        topic: null,
        image: null,
        published: null,
        updated: null,
        readingMinutes: 1,
      },
    ];
    const doc = parse(
      renderToStaticMarkup(
        <PostPage post={post} title="Blink an LED" context={{ ...context, related }} questions={QUESTIONS} askForm={form()} />,
      ),
    );
    const order = doc.childNodes.filter((node): node is HTMLElement => "tagName" in node).map((node) => node.classList.value);
    expect(order).toEqual([
      ["container", "post"],
      ["container", "post-questions"],
      ["container", "post-next"],
    ]);
  });

  it("has no Questions section without the form (the studio's preview)", () => {
    const doc = parse(renderToStaticMarkup(<PostPage post={post} title="Blink an LED" />));
    expect(doc.querySelector("#questions")).toBeNull();
  });
});

describe("the article's structured data", () => {
  const post: Post = {
    id: "doc-1",
    authorId: "author-a",
    slug: "blink-an-led",
    title: "Blink an LED",
    meta: { author: "Priya Raman", canonical: "https://elsewhere.example/blink" },
    sections: null,
    content: "Text.",
    topic: null,
    format: "plain",
    difficulty: null,
    minutes: null,
    boards: [],
    tested: [],
    toc: [],
    readingMinutes: 1,
    published: "2026-11-01T00:00:00.000Z",
    updated: null,
  };

  /** The JSON-LD blocks exactly as the page's <head> writes them, parsed back. */
  const jsonLdOf = (questions: PublicQuestion[]) => {
    const head = postHead(post, site, "/blink-an-led", "Priya Raman", questions);
    const markup = renderToStaticMarkup(<HeadTags head={head} site={site} />);
    const blocks = [...markup.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => match[1]!);
    expect(blocks.length).toBeGreaterThan(0);
    return { markup, data: blocks.map((block) => JSON.parse(block) as Record<string, unknown>) };
  };

  it("gives the article each question as a Comment, its answer as a Comment by the author, and the count", () => {
    const { data } = jsonLdOf(QUESTIONS);
    const article = data.find((block) => block["@type"] === "Article")!;
    expect(article.commentCount).toBe(4);
    const comments = article.comment as Record<string, unknown>[];
    expect(comments).toHaveLength(3);
    expect(comments[0]).toEqual({
      "@type": "Comment",
      url: "https://learn.example.org/blink-an-led#question-q1",
      author: { "@type": "Person", name: "Ada" },
      dateCreated: "2026-11-20T10:15:00.000Z",
      text: QUESTIONS[0]!.text,
      comment: [
        {
          "@type": "Comment",
          author: { "@type": "Person", name: "Priya Raman" },
          dateCreated: "2026-11-21T08:00:00.000Z",
          text: QUESTIONS[0]!.answer!.text,
        },
      ],
    });
    expect(comments[2]).not.toHaveProperty("comment");
    // The rest of the article is as it was.
    expect(article).toMatchObject({ "@context": "https://schema.org", headline: "Blink an LED", datePublished: post.published });
  });

  it("keeps hostile text inside the JSON: it parses back exactly and cannot close the script", () => {
    const { data, markup } = jsonLdOf(QUESTIONS);
    const article = data.find((block) => block["@type"] === "Article")!;
    expect((article.comment as { text: string }[])[1]!.text).toBe(QUESTIONS[1]!.text);
    expect(markup.match(/<script/g)).toHaveLength(markup.match(/<\/script>/g)!.length);
    expect(markup).not.toContain("<script>alert");
  });

  it("says a post without questions has none", () => {
    const article = jsonLdOf([]).data.find((block) => block["@type"] === "Article")!;
    expect(article.commentCount).toBe(0);
    expect(article).not.toHaveProperty("comment");
  });
});
