import { describe, expect, it } from "vitest";
import type { Post } from "../../client/data/post";
import { postHead, postTitle } from "../../worker/posts/head";

const site = { name: "Test Site", url: "https://learn.example.org" };
const post = (overrides: Partial<Post> = {}): Post => ({
  id: "doc",
  authorId: "author-a",
  slug: "a-post",
  title: "The post title",
  meta: {},
  sections: null,
  content: null,
  topic: null,
  format: "plain",
  difficulty: null,
  minutes: null,
  boards: [],
  tested: [],
  toc: [],
  readingMinutes: 1,
  published: null,
  updated: null,
  ...overrides,
});

describe("post head", () => {
  it("prefers meta title, then title, then slug", () => {
    expect(postTitle(post({ meta: { title: "Meta title" } }))).toBe("Meta title");
    expect(postTitle(post())).toBe("The post title");
    expect(postTitle(post({ title: "" }))).toBe("a-post");
  });

  it("falls back to the spec's defaults", () => {
    const head = postHead(post(), site, "/a-post");
    expect(head).toMatchObject({
      title: "The post title",
      description: "description",
      keywords: ["keywords"],
      author: "Test Site",
      robots: "index, follow",
      canonical: "https://learn.example.org/a-post",
      ogType: "article",
    });
  });

  it("takes the canonical from meta.canonical, else meta.url, and only ever http(s)", () => {
    expect(postHead(post({ meta: { canonical: "https://a.example/c", url: "https://a.example/u" } }), site, "/p").canonical).toBe(
      "https://a.example/c",
    );
    expect(postHead(post({ meta: { url: "/relative/u" } }), site, "/p").canonical).toBe("https://learn.example.org/relative/u");
    expect(postHead(post({ meta: { canonical: "javascript:alert(1)" } }), site, "/p").canonical).toBe(
      "https://learn.example.org/p",
    );
  });

  it("shares the first image and names the author in Article JSON-LD", () => {
    const head = postHead(
      post({
        meta: { author: "Priya Raman" },
        sections: [
          {
            section: "s",
            blocks: [{ block: { p: "x" } }, { block: { img: "/images/boards/esp32.svg" } }],
          },
        ],
      }),
      site,
      "/p",
    );
    expect(head.image).toBe("/images/boards/esp32.svg");
    expect(head.jsonLd?.[0]).toMatchObject({
      "@type": "Article",
      author: { "@type": "Person", name: "Priya Raman" },
      image: "https://learn.example.org/images/boards/esp32.svg",
    });
  });
});
