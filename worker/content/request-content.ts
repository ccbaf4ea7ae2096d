import type { Context } from "hono";
import { wrapTime } from "hono/timing";
import type { AppEnv } from "../app-env";
import { latestKey, listKey, neighboursKey, postKey, questionsKey, sitemapKey, topicPostsKey } from "../cache/keys";
import { finishedPages } from "../cache/finished-pages";
import { readThroughCache, type CachedResult } from "../cache/read-through";
import { firestoreFor } from "../firestore";
import { loadList, type LoadedList } from "../lists/load";
import { findPostBySlug, type PostAtAddress } from "../posts/lookup";
import type { Post } from "../../client/data/post";
import { linkedSlugs, pathPicks, type TopicPage } from "../../client/data/topics";
import { FEED_ENTRIES } from "../feed/atom";
import { pathOf, RELATED } from "../posts/context";
import { titleTerms } from "../posts/related";
import {
  readLatest,
  readNeighbours,
  readPublishedSlugs,
  readTopicPosts,
  type PostList,
  type PostNeighbours,
  type TopicPosts,
} from "../read-model/read";
import { publishedQuestions, type ShownQuestion } from "../questions/store";
import { contentChanges, type ContentChanges } from "./changes";
import { ContentUnavailableError } from "./unavailable";

/**
 * The sitemap's slug list (from D1) is cached this long; a studio write or a job that changed
 * the read model purges it at once.
 */
const SITEMAP_FRESH_MS = 60 * 60_000;
/**
 * The post lists are read from D1 at most this often per cached copy (served stale while a
 * refresh runs); a studio write purges the lists it affects at once (ContentChanges.postsChanged).
 */
export const INDEX_FRESH_MS = 2 * 60_000;
/** The newest posts cached for home and the feed (one list serves both). */
const LATEST_POSTS = Math.max(FEED_ENTRIES, 6);

/** What a page drawn from this request's reads was built from, for keeping it finished (worker/cache/finished-pages.ts). */
export interface PageInputs {
  /** The cache keys read. */
  keys: string[];
  /** Until when (ms) all of them are answered from this isolate's memory as they were. */
  freshUntil: number;
  /** False when a read failed and the page was drawn without what it would normally show. */
  reusable: boolean;
  /** The finished pages' forget mark before the first read. */
  mark: number;
}

/** Content a request reads, and the changes it tells the caches and the read model about. */
export interface Content extends ContentChanges {
  /** What this request has read so far. */
  inputs(): PageInputs;
  /** The post at an address, or where a renamed post went. */
  post(slug: string): Promise<CachedResult<PostAtAddress>>;
  list(address: string): Promise<CachedResult<LoadedList>>;
  postSlugs(): Promise<CachedResult<string[]>>;

  /**
   * Lists of posts from the read model (D1), through the cache, each holding only what its
   * page shows. They are extra: when one cannot be had (D1 failing and nothing cached), it
   * resolves null and the page is drawn without those links.
   */
  latest(): Promise<CachedResult<PostList> | null>;
  topicPosts(page: TopicPage): Promise<CachedResult<TopicPosts> | null>;
  neighbours(post: Post): Promise<CachedResult<PostNeighbours> | null>;
  /** The post's published questions (D1), extra in the same way: null when they cannot be had. */
  questions(post: Post): Promise<CachedResult<ShownQuestion[]> | null>;
}

/**
 * Binds the cache to this request: its KV namespace, its waitUntil for background work,
 * and its Server-Timing. A failure with nothing cached is logged with the spec's message
 * and thrown as ContentUnavailableError.
 */
export function requestContent(c: Context<AppEnv>): Content {
  const { config } = c.var;
  const cache = readThroughCache(c.env.CONTENT_CACHE);
  const firestore = () => firestoreFor(config);
  const inputs: PageInputs = {
    keys: [],
    freshUntil: Number.POSITIVE_INFINITY,
    reusable: true,
    mark: finishedPages(config, c.env.CONTENT_CACHE).mark(),
  };

  // Reads may run side by side (a post's neighbours and its questions): a phase already being
  // timed is not timed twice, since Server-Timing keeps one timer per name.
  const timing = new Set<string>();
  const measure = <R>(phase: string, work: () => Promise<R>): Promise<R> => {
    if (timing.has(phase)) return work();
    timing.add(phase);
    return wrapTime(c, phase, work()).finally(() => timing.delete(phase));
  };

  const readCache = async <T>(
    key: string,
    load: () => Promise<T | null>,
    freshMs?: number,
    accept?: (previous: T, next: T | null) => boolean,
  ) => {
    const result = await cache.read({
      key,
      load,
      freshMs,
      accept,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      measure,
    });
    inputs.keys.push(key);
    inputs.freshUntil = Math.min(inputs.freshUntil, result.freshUntil);
    return result;
  };

  async function read<T>(
    failure: string,
    key: string,
    load: () => Promise<T | null>,
    freshMs?: number,
    accept?: (previous: T, next: T | null) => boolean,
  ) {
    try {
      const result = await readCache(key, load, freshMs, accept);
      c.header("x-cache", result.status);
      return result;
    } catch (error) {
      console.error(failure, error);
      throw new ContentUnavailableError(failure, { cause: error });
    }
  }

  async function optional<T>(key: string, load: () => Promise<T>, what = "its list of posts"): Promise<CachedResult<T> | null> {
    try {
      const result = await readCache(key, load, INDEX_FRESH_MS);
      return result.value ? result : null;
    } catch (error) {
      console.error(`The read model is unavailable; the page is drawn without ${what}`, error);
      inputs.reusable = false;
      return null;
    }
  }

  return {
    inputs: () => inputs,
    ...contentChanges({ kv: c.env.CONTENT_CACHE, db: c.env.READ_MODEL }, config),
    async post(slug) {
      const result = await read("Failed to fetch post", await postKey(config.authorIds, slug), () =>
        findPostBySlug(firestore(), config.authorIds, slug),
      );
      if (result.value === null && result.status === "miss") console.warn("Post not found", slug);
      return result;
    },
    async list(address) {
      return read(
        "Error fetching projects:",
        await listKey(config.listAdminId, address),
        () => loadList(firestore(), config.listAdminId, address),
        undefined,
        // A background refresh never empties a list that has cards: an empty answer from a
        // misconfigured or failing Firestore is far likelier than every card being deleted
        // (and the studio's save purges the list, so a real emptying is a fresh read).
        (previous, next) => previous.entries.length === 0 || (next?.entries.length ?? 0) > 0,
      );
    },
    async postSlugs() {
      return read(
        "Failed to list posts for the sitemap",
        await sitemapKey(config.authorIds),
        () => readPublishedSlugs(c.env.READ_MODEL),
        SITEMAP_FRESH_MS,
      );
    },
    latest: async () => optional(await latestKey(config.authorIds), () => readLatest(c.env.READ_MODEL, LATEST_POSTS)),
    topicPosts: async (page) =>
      optional(await topicPostsKey(config.authorIds, page.content.slug), () =>
        readTopicPosts(c.env.READ_MODEL, page.content.slug, linkedSlugs(page.content), pathPicks(page.content)),
      ),
    neighbours: async (post) =>
      optional(await neighboursKey(config.authorIds, post.slug), () =>
        readNeighbours(c.env.READ_MODEL, post, RELATED, pathOf(post), titleTerms(`${post.title} ${post.meta.title ?? ""}`)),
      ),
    questions: async (post) =>
      optional(
        await questionsKey(post.authorId, post.id),
        () => publishedQuestions(c.env.READ_MODEL, { owner: post.authorId, postId: post.id }),
        "its questions",
      ),
  };
}
