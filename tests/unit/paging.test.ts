import { describe, expect, it } from "vitest";
import { pageCount, pageHref, pageItems, pageSlice, PAGE_SIZE } from "../../client/data/paging";
import { listPageData } from "../../worker/lists/list-page";
import { parsePageParam } from "../../worker/lists/page-param";

describe("?page", () => {
  it("reads absent, first, later and invalid values", () => {
    expect(parsePageParam([])).toEqual({ kind: "page", page: 1 });
    expect(parsePageParam(["1"])).toEqual({ kind: "redirect-to-first" });
    expect(parsePageParam(["2"])).toEqual({ kind: "page", page: 2 });
    expect(parsePageParam(["123456789"])).toEqual({ kind: "page", page: 123456789 });
    for (const bad of [["0"], ["-1"], ["01"], ["2.0"], [""], ["two"], ["1e2"], [" 2"], ["1234567890"], ["2", "3"]]) {
      expect(parsePageParam(bad), JSON.stringify(bad)).toEqual({ kind: "invalid" });
    }
  });
});

describe("paging", () => {
  it("counts pages of 15, rounding up", () => {
    expect(PAGE_SIZE).toBe(15);
    expect([0, 1, 15, 16, 30, 31].map(pageCount)).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it("slices a page and links page 1 without ?page", () => {
    const items = Array.from({ length: 34 }, (_, index) => index);
    expect(pageSlice(items, 3)).toEqual([30, 31, 32, 33]);
    expect(pageHref("/learn/x", 1)).toBe("/learn/x");
    expect(pageHref("/learn/x", 2)).toBe("/learn/x?page=2");
  });

  it("shows every page when there are few", () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3].map((page) => ({ kind: "page", page })));
  });

  it("shows the first, the last and two either side of the current page, with gaps", () => {
    const shown = (current: number, count: number) =>
      pageItems(current, count).map((item) => (item.kind === "gap" ? "…" : item.page));
    expect(shown(1, 20)).toEqual([1, 2, 3, "…", 20]);
    expect(shown(10, 20)).toEqual([1, "…", 8, 9, 10, 11, 12, "…", 20]);
    expect(shown(20, 20)).toEqual([1, "…", 18, 19, 20]);
    expect(shown(4, 20)).toEqual([1, 2, 3, 4, 5, 6, "…", 20]);
  });

  it("says which pages a list has", () => {
    const list = {
      entries: Array.from({ length: 16 }, (_, index) => ({
        title: `${index}`,
        kind: "tutorial" as const,
        image: null,
        descriptionHtml: "",
        link: null,
      })),
    };
    expect(listPageData(list, 2)).toMatchObject({ page: 2, pageCount: 2, total: 16, entries: [{ title: "15" }] });
    expect(listPageData(list, 3)).toBeNull();
    expect(listPageData({ entries: [] }, 1)).toMatchObject({ page: 1, pageCount: 0, total: 0, entries: [] });
    expect(listPageData({ entries: [] }, 2)).toBeNull();
  });
});
