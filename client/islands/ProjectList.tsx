import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { Pagination } from "../components/Pagination";
import { ProjectCard } from "../components/ProjectCard";
import { listPageTitle, type ListEntry, type ListPageData } from "../data/lists";
import { pageHref } from "../data/paging";

export interface ProjectListProps extends ListPageData {
  address: string;
  /** The list's page, /learn/{address} (client/data/addresses.ts): from the server, so the island carries no address code. */
  path: string;
  title: string;
  siteName: string;
}

/** Spec: after a page change the view scrolls to the top 100 ms later. */
export const SCROLL_DELAY_MS = 100;

function pageFromLocation(): number {
  const value = new URLSearchParams(window.location.search).get("page");
  return value && /^[1-9]\d*$/.test(value) ? Number(value) : 1;
}

/**
 * The cards and their pagination. Without JavaScript the page links load full pages;
 * with it, choosing a page fetches that page's cards, swaps them in place, records the
 * address with history.pushState (so Back and Forward work) and scrolls to the top.
 */
export function ProjectList({
  address,
  path: basePath,
  title,
  siteName,
  page: initialPage,
  pageCount,
  total,
  entries: initialEntries,
}: ProjectListProps) {
  const [view, setView] = useState<{ page: number; entries: ListEntry[] }>({ page: initialPage, entries: initialEntries });
  const [loading, setLoading] = useState(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const pending = useRef<AbortController | null>(null);
  const pages = useRef(new Map<number, ListEntry[]>([[initialPage, initialEntries]]));

  const show = useCallback(
    async (page: number, push: boolean) => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      // Only the latest choice may change the view; an older answer arriving late is dropped.
      const isLatest = () => pending.current === controller;
      let entries = pages.current.get(page);
      if (!entries) {
        setLoading(true);
        try {
          const response = await fetch(`/api/lists/${address}?page=${page}`, {
            headers: { accept: "application/json" },
            signal: controller.signal,
          });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          entries = ((await response.json()) as ListPageData).entries;
          pages.current.set(page, entries);
        } catch {
          if (!isLatest()) return;
          setLoading(false);
          // Fall back to an ordinary page load, which always works.
          window.location.assign(pageHref(basePath, page));
          return;
        }
      }
      if (!isLatest()) return;
      pending.current = null;
      setLoading(false);
      if (push) window.history.pushState({ page }, "", pageHref(basePath, page));
      document.title = `${listPageTitle(title, page)} | ${siteName}`;
      setView({ page, entries });
      window.setTimeout(() => {
        window.scrollTo({ top: 0, behavior: "instant" });
        summaryRef.current?.focus({ preventScroll: true });
      }, SCROLL_DELAY_MS);
    },
    [address, basePath, title, siteName],
  );

  useEffect(() => {
    const onPopState = () => void show(pageFromLocation(), false);
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [show]);

  const onNavigate = (page: number, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (page !== view.page) void show(page, true);
  };

  return (
    <div className="project-list" aria-busy={loading}>
      <p ref={summaryRef} className="list-summary" tabIndex={-1} aria-live="polite">
        {total} {total === 1 ? "project" : "projects"}
        {pageCount > 1 ? ` · page ${view.page} of ${pageCount}` : ""}
      </p>
      <ul className="card-grid">
        {view.entries.map((entry, index) => (
          <ProjectCard key={`${view.page}-${index}`} entry={entry} first={index === 0} />
        ))}
      </ul>
      <Pagination basePath={basePath} page={view.page} count={pageCount} onNavigate={onNavigate} />
    </div>
  );
}
