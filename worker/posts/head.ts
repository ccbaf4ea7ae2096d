import type { PageHead } from "../../client/document/head";
import type { Post } from "../../client/data/post";
import { absoluteUrl, type SiteInfo } from "../../client/data/site";

/** Title shown on the page and in <title>: meta title, else the post title. */
export function postTitle(post: Post): string {
  return post.meta.title || post.title || post.slug;
}

/** Absolute http(s) form of a canonical candidate from the database, or null if unusable. */
function usableUrl(site: SiteInfo, candidate: string | undefined): string | null {
  if (!candidate) return null;
  try {
    const url = new URL(candidate, `${site.url}/`);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The spec's meta defaults for posts: author falls back to the site name, keywords to
 * "keywords", description to "description", robots "index, follow", canonical to
 * meta.canonical, else meta.url, else the page's own address. Plus Article JSON-LD.
 */
export function postHead(post: Post, site: SiteInfo, ownPath: string, byline?: string): PageHead {
  const title = postTitle(post);
  const description = post.meta.description ?? "description";
  const canonical = usableUrl(site, post.meta.canonical) ?? usableUrl(site, post.meta.url) ?? absoluteUrl(site, ownPath);
  const firstImage = post.sections?.flatMap((section) => section.blocks).find(({ block }) => "img" in block)?.block;
  const image = firstImage && "img" in firstImage ? firstImage.img : undefined;
  const author = post.meta.author ?? site.name;
  return {
    title,
    description,
    keywords: [post.meta.keywords ?? "keywords"],
    author,
    robots: "index, follow",
    canonical,
    ogType: "article",
    image,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: title,
        description,
        author: {
          "@type": post.meta.author || (byline && byline !== site.name) ? "Person" : "Organization",
          name: byline ?? author,
        },
        ...(post.published ? { datePublished: post.published } : {}),
        ...(post.updated ? { dateModified: post.updated } : {}),
        publisher: { "@type": "Organization", name: site.name, url: absoluteUrl(site, "/") },
        mainEntityOfPage: canonical,
        ...(image ? { image: absoluteUrl(site, image) } : {}),
        ...(post.meta.keywords ? { keywords: post.meta.keywords } : {}),
      },
    ],
  };
}
