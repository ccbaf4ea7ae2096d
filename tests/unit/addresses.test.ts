import { describe, expect, it } from "vitest";
import { LEARN_PATH, learnPageName, listPagePath, topicPagePath } from "../../client/data/addresses";
import { listCategories } from "../../client/data/lists";
import { navGroups } from "../../client/data/navigation";
import { topicPages } from "../../client/data/topics";

describe("the addresses of the learning pages", () => {
  it("put topic pages and project lists under /learn/", () => {
    expect(LEARN_PATH).toBe("/learn");
    expect(topicPagePath("esp32")).toBe("/learn/esp32");
    expect(listPagePath("esp32-projects")).toBe("/learn/esp32-projects");
  });

  it("give every topic page and list an address of its own (the two share /learn/)", () => {
    const paths = [...[...topicPages.keys()].map(topicPagePath), ...listCategories.map((list) => listPagePath(list.address))];
    expect(paths).toHaveLength(26 + 24);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("read the name back from a learning page's address, and nothing from any other", () => {
    for (const slug of topicPages.keys()) expect(learnPageName(topicPagePath(slug))).toBe(slug);
    for (const { address } of listCategories) expect(learnPageName(listPagePath(address))).toBe(address);
    for (const path of ["/learn", "/learn/", "/learn/esp32/extra", "/esp32", "/tools/ohms-law", "/learning/esp32"])
      expect(learnPageName(path), path).toBeNull();
  });

  it("are what the menu and the explore buttons link to", () => {
    const menu = navGroups.flatMap((group) => group.items.map((item) => item.href)).filter((href) => href.startsWith("/learn/"));
    const known = new Set([
      ...[...topicPages.keys()].map(topicPagePath),
      ...listCategories.map((list) => listPagePath(list.address)),
    ]);
    for (const href of menu) expect(known.has(href), href).toBe(true);
    expect(topicPages.get("esp32")?.explore.href).toBe("/learn/esp32-projects");
    // The one page whose explore target is a topic page, not a list.
    expect(topicPages.get("electronics-projects")?.explore).toEqual({
      href: "/learn/electronics-projects",
      label: "Explore Electronics Projects",
    });
  });
});
