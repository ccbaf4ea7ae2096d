import { listPagePath } from "../../client/data/addresses";
import { listPageTitle, type ListCategory, type ListPageData } from "../../client/data/lists";
import { pageCount, pageSlice } from "../../client/data/paging";
import type { PageHead } from "../../client/document/head";
import type { LoadedList } from "./load";

/** Page `page` of a list, or null when the list has no such page (page 1 always exists). */
export function listPageData(list: LoadedList, page: number): ListPageData | null {
  const count = pageCount(list.entries.length);
  if (page > Math.max(count, 1)) return null;
  return { page, pageCount: count, total: list.entries.length, entries: pageSlice(list.entries, page) };
}

export function listPageHead(category: ListCategory, data: ListPageData): PageHead {
  const path = listPagePath(category.address);
  const empty = data.total === 0;
  return {
    title: listPageTitle(category.title, data.page),
    description: empty
      ? `${category.title}: project write-ups are on their way.`
      : `${data.total} ${category.title.replace(/ Projects$/, "")} project ideas with guides: pick one, see what it needs and build it step by step.`,
    keywords: [category.title, category.topicTitle, "projects", "electronics", "embedded systems"],
    canonical: data.page === 1 ? path : `${path}?page=${data.page}`,
    robots: empty ? "noindex" : "index, follow",
    twitterCard: "summary",
  };
}
