import { blockImage } from "../../client/data/block-text";
import type { Post } from "../../client/data/post";
import type { PostSummary } from "../../client/data/post-summary";
import { linkedSlugs, topicPages } from "../../client/data/topics";
import type { Firestore } from "../firestore";
import { postTitle } from "../posts/head";
import { normalisePost } from "../posts/normalise";
import { isDraft, walkPosts } from "../posts/walk";
import { postDocument, topicDocuments, type SearchDocument } from "../search/documents";
import { buildSearchIndex, updateSearchIndex, type SearchIndexJson } from "../search/engine";

/**
 * What the site knows about its published posts without reading each one: their summaries
 * (for topic pages, the home page, related posts and the feed) and the full-text index of
 * the topic pages and the posts.
 */
export interface SiteIndex {
  /** Newest first. */
  posts: PostSummary[];
  search: SearchIndexJson;
  /** Author account ids to the display names on their documents (admin-posts/{id}), for bylines. */
  authors: Record<string, string>;
}

/** A published post's part of the index. */
export interface IndexEntry {
  summary: PostSummary;
  document: SearchDocument;
}

function firstImage(post: Post): string | null {
  for (const { block } of post.sections?.flatMap((section) => section.blocks) ?? []) {
    const image = blockImage(block);
    if (image) return image;
  }
  return null;
}

export function indexEntry(post: Post): IndexEntry {
  return {
    summary: {
      slug: post.slug,
      title: postTitle(post),
      description: post.meta.description ?? null,
      authorId: post.authorId,
      author: post.meta.author ?? null,
      topic: post.topic,
      image: firstImage(post),
      published: post.published,
      updated: post.updated,
      readingMinutes: post.readingMinutes,
    },
    document: postDocument(post),
  };
}

const newestFirst = (a: PostSummary, b: PostSummary) => (b.published ?? "").localeCompare(a.published ?? "");

/**
 * Posts the index holds: the newest this many, plus every post a topic page links to. This
 * bounds the index, the KV entry and the isolate memory that builds and loads it however
 * large the site grows; older posts are still in the sitemap and on their topic pages.
 */
export const INDEXED_POSTS = 3_000;
/** Documents read per batchGet in the full-text pass. */
const BATCH = 100;

/** Slugs some topic page links to, which stay in the index at any age. */
const linkedFromTopics = new Set([...topicPages.values()].flatMap((page) => linkedSlugs(page.content)));

/**
 * Reads the authors' posts in two passes. First every post's slug, draft flag and creation
 * time (a field mask, a thousand documents a request) to find the newest; then, for the ones
 * the index keeps, the whole document (a hundred a request) for the summary and the search
 * text. Drafts are never indexed. A slug two authors share belongs to the first of them in
 * AUTHOR_IDS, as on its page.
 */
export async function buildSiteIndex(firestore: Firestore, authorIds: string[]): Promise<SiteIndex> {
  const perAuthor = await Promise.all(
    authorIds.map(async (authorId) => {
      const found: Array<{ slug: string; path: string; authorId: string; published: string }> = [];
      for await (const page of walkPosts(firestore, authorId, { fields: ["slug", "draft"], pageSize: 1_000 })) {
        for (const { data, path, createTime } of page) {
          if (typeof data.slug === "string" && data.slug.trim() && !isDraft(data)) {
            found.push({ slug: data.slug, path, authorId, published: createTime ?? "" });
          }
        }
      }
      return found;
    }),
  );
  const seen = new Set<string>();
  const kept = perAuthor
    .flat()
    .filter((post) => !seen.has(post.slug) && seen.add(post.slug))
    .sort((a, b) => b.published.localeCompare(a.published))
    .filter((post, rank) => rank < INDEXED_POSTS || linkedFromTopics.has(post.slug));
  const entries: IndexEntry[] = [];
  for (let start = 0; start < kept.length; start += BATCH) {
    const batch = kept.slice(start, start + BATCH);
    const documents = new Map(
      (await firestore.getDocuments(batch.map((post) => post.path))).flatMap((document) =>
        document ? [[document.path, document] as const] : [],
      ),
    );
    for (const post of batch) {
      const document = documents.get(post.path);
      if (document && !isDraft(document.data)) entries.push(indexEntry(normalisePost(post.authorId, document, post.slug)));
    }
  }
  return {
    posts: entries.map((entry) => entry.summary).sort(newestFirst),
    search: buildSearchIndex([...topicDocuments(), ...entries.map((entry) => entry.document)]),
    authors: await authorNames(firestore, authorIds),
  };
}

/** The display names the authors' own documents carry (the studio and the seed write them). */
async function authorNames(firestore: Firestore, authorIds: string[]): Promise<Record<string, string>> {
  const documents = await firestore.getDocuments(authorIds.map((id) => `admin-posts/${id}`));
  return Object.fromEntries(
    documents.flatMap((document) => {
      const name = document?.data.displayName;
      return document && typeof name === "string" && name.trim() ? [[document.id, name.trim()]] : [];
    }),
  );
}

/**
 * The index after one post changed: the slugs it had are dropped and, when it is published,
 * its new entry is added. Cheaper than a rebuild, which the scheduled job still does.
 */
export function withPostChanged(index: SiteIndex, removedSlugs: string[], entry: IndexEntry | null): SiteIndex {
  const gone = new Set([...removedSlugs, ...(entry ? [entry.summary.slug] : [])]);
  const posts = index.posts.filter((post) => !gone.has(post.slug));
  return {
    authors: index.authors,
    posts: entry ? [...posts, entry.summary].sort(newestFirst) : posts,
    search: updateSearchIndex(
      index.search,
      [...gone].map((slug) => `post:${slug}`),
      entry ? [entry.document] : [],
    ),
  };
}
