/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { linkedSlugs, topicPages } from "../../client/data/topics";

// The demo tutorials' addresses, from their front matter (the whole post is read in demo-content.test.ts).
const slugs = new Set(
  Object.values(
    import.meta.glob<string>("../../scripts/demo/tutorials/*.md", { query: "?raw", import: "default", eager: true }),
  ).map((markdown) => /^slug:\s*(\S+)\s*$/m.exec(markdown)?.[1]),
);

describe("topic pages and the demo tutorials", () => {
  it("every post a topic page names (start here, step by step, project ideas) is a demo tutorial", () => {
    // A topic page draws no link for a post that is not published, so a mistyped slug would
    // silently drop the link from the demo site instead of failing the link check.
    expect(slugs.size).toBeGreaterThan(0);
    const missing = [...topicPages.values()].flatMap(({ content }) =>
      linkedSlugs(content)
        .filter((slug) => !slugs.has(slug))
        .map((slug) => `${content.slug}: ${slug}`),
    );
    expect(missing).toEqual([]);
  });
});
