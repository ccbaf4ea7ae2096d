import { absoluteUrl, type SiteInfo } from "../data/site";
import type { PageHead } from "./head";

export const DEFAULT_SHARE_IMAGE = "/images/og-default.png";

/**
 * The page's <title>, <meta> and <link> tags. React 19 hoists them into <head> wherever
 * they are rendered, so each page states its own without a helmet library.
 */
export function HeadTags({ head, site }: { head: PageHead; site: SiteInfo }) {
  const fullTitle = `${head.title} | ${site.name}`;
  const canonical = head.canonical === null ? null : absoluteUrl(site, head.canonical);
  const image = absoluteUrl(site, head.image ?? DEFAULT_SHARE_IMAGE);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={head.description} />
      <meta name="keywords" content={head.keywords.join(", ")} />
      <meta name="author" content={head.author ?? site.name} />
      <meta name="robots" content={head.robots ?? "index, follow"} />
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      <link rel="alternate" type="application/atom+xml" title={`${site.name}: new tutorials`} href="/feed.xml" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:type" content={head.ogType ?? "website"} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content={head.twitterCard ?? "summary_large_image"} />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={image} />
      {(head.jsonLd ?? []).map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD must be raw JSON; "<" is escaped so no text can close the script.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
        />
      ))}
    </>
  );
}
