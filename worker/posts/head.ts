import type { PageHead } from "../../client/document/head";
import { blockImage } from "../../client/data/block-text";
import { readerHeading, type Post } from "../../client/data/post";
import { absoluteUrl, type SiteInfo } from "../../client/data/site";
import { DIFFICULTY_LABELS, isoDuration } from "../../client/data/post-facts";
import { questionAnchor, type PublicQuestion } from "../../client/data/questions";

/**
 * The readers' approved questions as the article's comments (schema.org Comment): each with
 * its asker and date, and the author's answer as a comment on it. commentCount counts every
 * Comment given, answers included. `page` is the post's own address, where the questions are.
 */
export function questionComments(questions: PublicQuestion[], page: string): Record<string, unknown> {
  return {
    commentCount: questions.length + questions.filter((question) => question.answer).length,
    ...(questions.length
      ? {
          comment: questions.map((question) => ({
            "@type": "Comment",
            url: `${page}#${questionAnchor(question.id)}`,
            author: { "@type": "Person", name: question.name },
            dateCreated: question.createdAt,
            text: question.text,
            ...(question.answer
              ? {
                  comment: [
                    {
                      "@type": "Comment",
                      author: { "@type": "Person", name: question.answer.by },
                      dateCreated: question.answer.at,
                      text: question.answer.text,
                    },
                  ],
                }
              : {}),
          })),
        }
      : {}),
  };
}

/**
 * schema.org HowTo for a tutorial (issue 21), when the post has a parts list, a difficulty or a
 * build time: the parts as supplies, the build time as totalTime, the section headings as steps.
 */
export function howTo(post: Post, title: string, description: string, canonical: string): Record<string, unknown> | null {
  const parts = (post.sections ?? [])
    .flatMap((section) => section.blocks)
    .flatMap(({ block }) => ("parts" in block ? block.parts.items : []));
  if (!parts.length && !post.difficulty && !post.minutes) return null;
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: title,
    description,
    ...(post.minutes ? { totalTime: isoDuration(post.minutes) } : {}),
    ...(post.difficulty ? { educationalLevel: DIFFICULTY_LABELS[post.difficulty] } : {}),
    ...(parts.length
      ? {
          supply: parts.map((item) => ({
            "@type": "HowToSupply",
            name: item.name,
            requiredQuantity: { "@type": "QuantitativeValue", value: item.qty },
          })),
        }
      : {}),
    ...(post.toc.length
      ? {
          step: post.toc.map((entry, index) => ({
            "@type": "HowToStep",
            position: index + 1,
            name: entry.text,
            url: `${canonical.split("#")[0]}#${entry.id}`,
          })),
        }
      : {}),
  };
}

/** Title shown on the page and in <title>: meta title, else the post title. */
export function postTitle(post: Post): string {
  return readerHeading(post);
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
 * meta.canonical, else meta.url, else the page's own address. Plus Article JSON-LD, with the
 * readers' approved questions as its comments when the page shows them.
 */
export function postHead(post: Post, site: SiteInfo, ownPath: string, byline?: string, questions?: PublicQuestion[]): PageHead {
  const title = postTitle(post);
  const description = post.meta.description ?? "description";
  const canonical = usableUrl(site, post.meta.canonical) ?? usableUrl(site, post.meta.url) ?? absoluteUrl(site, ownPath);
  const image = post.sections
    ?.flatMap((section) => section.blocks)
    .map(({ block }) => blockImage(block))
    .find((src): src is string => src !== null);
  const author = post.meta.author ?? site.name;
  const tutorial = howTo(post, title, description, canonical);
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
        ...(questions ? questionComments(questions, absoluteUrl(site, ownPath)) : {}),
      },
      ...(tutorial ? [tutorial] : []),
    ],
  };
}
