import { postPath, type PostSummary } from "../../client/data/post-summary";
import { absoluteUrl, type SiteInfo } from "../../client/data/site";
import { escapeXml } from "../http/escape-xml";

/** Entries in the feed: the newest published posts. */
export const FEED_ENTRIES = 20;

/**
 * An Atom 1.0 feed (RFC 4287) of the newest published posts. `authorOf` names each post's
 * author; every date is the post's Firestore creation or update time.
 */
export function atomFeed(site: SiteInfo, posts: PostSummary[], authorOf: (post: PostSummary) => string, now: Date): string {
  const entries = posts.slice(0, FEED_ENTRIES);
  const home = absoluteUrl(site, "/");
  const updated =
    entries
      .map((post) => post.updated ?? post.published ?? "")
      .sort()
      .at(-1) || now.toISOString();
  const entryXml = entries.map((post) => {
    const url = absoluteUrl(site, postPath(post.slug));
    const published = post.published ?? updated;
    return [
      "  <entry>",
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${escapeXml(published)}</published>`,
      `    <updated>${escapeXml(post.updated ?? published)}</updated>`,
      `    <author><name>${escapeXml(authorOf(post))}</name></author>`,
      ...(post.description ? [`    <summary>${escapeXml(post.description)}</summary>`] : []),
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(site.name)}: new tutorials</title>`,
    "  <subtitle>Step-by-step electronics and embedded systems tutorials.</subtitle>",
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(site, "/feed.xml"))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(home)}"/>`,
    `  <id>${escapeXml(home)}</id>`,
    `  <updated>${escapeXml(updated)}</updated>`,
    `  <author><name>${escapeXml(site.name)}</name></author>`,
    ...entryXml,
    "</feed>",
    "",
  ].join("\n");
}
