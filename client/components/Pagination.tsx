import type { MouseEvent } from "react";
import { pageHref, pageItems } from "../data/paging";

export interface PaginationProps {
  basePath: string;
  page: number;
  count: number;
  /** Called for plain left clicks; the links work on their own without it. */
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Previous, numbered links and Next, as real links crawlers can follow. */
export function Pagination({ basePath, page, count, onNavigate }: PaginationProps) {
  if (count <= 1) return null;
  const link = (target: number) => ({
    href: pageHref(basePath, target),
    onClick: onNavigate ? (event: MouseEvent<HTMLAnchorElement>) => onNavigate(target, event) : undefined,
  });
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        {page > 1 ? (
          <li>
            <a className="page-link page-link--prev" rel="prev" {...link(page - 1)}>
              Previous
            </a>
          </li>
        ) : null}
        {pageItems(page, count).map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                className="page-link"
                aria-current={item.page === page ? "page" : undefined}
                aria-label={`Page ${item.page}`}
                {...link(item.page)}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        {page < count ? (
          <li>
            <a className="page-link page-link--next" rel="next" {...link(page + 1)}>
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
