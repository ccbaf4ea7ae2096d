import { LEARN_PATH, listPagePath, topicPagePath } from "./addresses";
import type { ListCategory } from "./lists";
import { absoluteUrl, type SiteInfo } from "./site";

/** One step of a breadcrumb trail; the last is the page itself. */
export interface Crumb {
  label: string;
  href: string;
}

export const HOME_CRUMB: Crumb = { label: "Home", href: "/" };
export const LEARN_CRUMB: Crumb = { label: "Learn", href: LEARN_PATH };

export const TOOLS_CRUMB: Crumb = { label: "Calculators", href: "/tools" };

export const toolTrail = (title: string, address: string): Crumb[] => [
  HOME_CRUMB,
  TOOLS_CRUMB,
  { label: title, href: `/tools/${address}` },
];

export const pageTrail = (label: string, href: string): Crumb[] => [HOME_CRUMB, { label, href }];

export const topicTrail = (title: string, slug: string): Crumb[] => [
  HOME_CRUMB,
  LEARN_CRUMB,
  { label: title, href: topicPagePath(slug) },
];

export const listTrail = (category: ListCategory): Crumb[] => [
  ...topicTrail(category.topicTitle, category.topic),
  { label: category.title, href: listPagePath(category.address) },
];

/** schema.org BreadcrumbList for the same trail, with absolute addresses. */
export function breadcrumbJsonLd(site: SiteInfo, trail: Crumb[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(site, crumb.href),
    })),
  };
}
