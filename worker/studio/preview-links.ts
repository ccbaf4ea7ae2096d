import { absoluteUrl, type SiteInfo } from "../../client/data/site";
import type { Firestore, FirestoreDocument } from "../firestore";
import { PREVIEW_LINKS_COLLECTION, paths } from "../firestore/paths";

/**
 * Private preview links (issue 32): `/p/{token}` shows an unpublished post's last saved
 * version to whoever has the link, until it expires or is revoked. Each link is one document
 * in `previewLinks`, named by the SHA-256 of its token, so opening a link is one strongly
 * consistent read by id and no query ever searches for a token. The document names the post
 * by its document path (a rename keeps the link) and by that document's creation time (a post
 * deleted and brought back from the trash is a new document: its old links stay dead).
 *
 * The service takes the post's owner and path as given, so whoever may show a post (its
 * author, or an editor reviewing a contributor's post) makes links the same way.
 */

/** How long a link works unless its maker chooses otherwise, and the choices allowed. */
export const PREVIEW_LINK_DAYS = { default: 7, min: 1, max: 30 } as const;

/** Links one post may have working at once: a bound on what one author can pile up. */
export const MAX_LIVE_LINKS = 20;

/** Link documents read per post when listing: live ones, and expired ones the job has not removed yet. */
const LIST_LIMIT = 200;

/** Expired link documents the scheduled job removes per run (one commit). */
export const EXPIRED_PER_RUN = 200;

const DAY_MS = 24 * 60 * 60_000;

/** 32 random bytes as base64url: 43 characters, 256 bits. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const ID_SHAPE = /^[A-Za-z0-9_-]{12}$/;

/** The reader's address of a link. */
export const previewLinkPath = (token: string) => `/p/${token}`;

/** A link as the studio API shows it. */
export interface PreviewLink {
  /** The link's short name in the API (revoking), never its token. */
  id: string;
  /** The absolute address to share. */
  url: string;
  /** ISO 8601 UTC times. */
  expires: string;
  createdAt: string;
}

/** A link document as stored. */
export interface StoredPreviewLink {
  id: string;
  token: string;
  /** The post's document path: admin-posts/{uid}/posts/{id}. */
  postPath: string;
  /** The post document's creation time when the link was made. */
  postCreateTime: string | null;
  /** The account whose post it is. */
  owner: string;
  /** The account that made the link. */
  createdBy: string;
  createdAt: string;
  expires: string;
  /** The link document's own path, for revoking it. */
  path: string;
}

/** What the service needs: Firestore, the site (links are absolute addresses on it) and the clock. */
export interface PreviewLinksContext {
  firestore: Firestore;
  site: SiteInfo;
  now?: () => number;
}

/** The post a link shows, as its owner's document. */
export interface PreviewedPost {
  owner: string;
  postPath: string;
  /** The post document's creationTime, as Firestore gave it. */
  postCreateTime: string | null;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const randomBase64url = (length: number) => base64url(crypto.getRandomValues(new Uint8Array(length)));

/** The document id of a token: its SHA-256 in hex. */
export async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A time Firestore gave back (a timestamp) or the service wrote, as ISO 8601 UTC; null when it is none. */
const isoTime = (value: unknown): string | null => {
  if (typeof value !== "string") return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

function storedLink(document: FirestoreDocument): StoredPreviewLink | null {
  const { id, token, postPath, postCreateTime, owner, createdBy, createdAt, expires } = document.data;
  const expiresAt = isoTime(expires);
  if (typeof id !== "string" || typeof token !== "string" || typeof postPath !== "string" || !expiresAt) return null;
  return {
    id,
    token,
    postPath,
    postCreateTime: typeof postCreateTime === "string" ? postCreateTime : null,
    owner: typeof owner === "string" ? owner : "",
    createdBy: typeof createdBy === "string" ? createdBy : "",
    createdAt: isoTime(createdAt) ?? expiresAt,
    expires: expiresAt,
    path: document.path,
  };
}

const shown = (site: SiteInfo, link: StoredPreviewLink): PreviewLink => ({
  id: link.id,
  url: absoluteUrl(site, previewLinkPath(link.token)),
  expires: link.expires,
  createdAt: link.createdAt,
});

const isLive = (link: StoredPreviewLink, now: number) => Date.parse(link.expires) > now;

/** Every stored link of a post, expired ones included. */
async function linksOf(firestore: Firestore, postPath: string): Promise<StoredPreviewLink[]> {
  const documents = await firestore.runQuery("", {
    from: [{ collectionId: PREVIEW_LINKS_COLLECTION }],
    where: { fieldFilter: { field: { fieldPath: "postPath" }, op: "EQUAL", value: { stringValue: postPath } } },
    limit: LIST_LIMIT,
  });
  return documents.flatMap((document) => storedLink(document) ?? []);
}

/** The post's working links, newest first. */
export async function listPreviewLinks(context: PreviewLinksContext, postPath: string): Promise<PreviewLink[]> {
  const now = (context.now ?? Date.now)();
  return (await linksOf(context.firestore, postPath))
    .filter((link) => isLive(link, now))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((link) => shown(context.site, link));
}

/** The earliest end an author may give a link: it must work for at least this long. */
export const MIN_LINK_MS = 60_000;

/** How long a new link works: a number of days, or until a time the author chose. */
export type LinkLifetime = { days: number } | { expires: Date };

/** The instant a lifetime ends, from `now`; null when it is not one the rules allow. */
export function lifetimeEnd(lifetime: LinkLifetime, now: number): number | null {
  if ("days" in lifetime) return isLinkDays(lifetime.days) ? now + lifetime.days * DAY_MS : null;
  const end = lifetime.expires.getTime();
  return end >= now + MIN_LINK_MS && end <= now + PREVIEW_LINK_DAYS.max * DAY_MS ? end : null;
}

/** Whether `days` is a link's allowed lifetime. */
export const isLinkDays = (days: unknown): days is number =>
  typeof days === "number" && Number.isInteger(days) && days >= PREVIEW_LINK_DAYS.min && days <= PREVIEW_LINK_DAYS.max;

export type MadeLink = { kind: "made"; link: PreviewLink } | { kind: "too-many" };

/**
 * Makes a link to the post that works for `lifetime` (7 days unless chosen): a new token of 32 bytes from
 * crypto.getRandomValues, stored under its hash.
 */
export async function createPreviewLink(
  context: PreviewLinksContext,
  post: PreviewedPost,
  createdBy: string,
  lifetime: LinkLifetime = { days: PREVIEW_LINK_DAYS.default },
): Promise<MadeLink> {
  const now = (context.now ?? Date.now)();
  const end = lifetimeEnd(lifetime, now);
  if (end === null) throw new RangeError(`A preview link works for a minute to ${PREVIEW_LINK_DAYS.max} days`);
  const live = (await linksOf(context.firestore, post.postPath)).filter((link) => isLive(link, now));
  if (live.length >= MAX_LIVE_LINKS) return { kind: "too-many" };
  const token = randomBase64url(32);
  const id = randomBase64url(9);
  const createdAt = new Date(now);
  const expires = new Date(end);
  const path = paths.previewLink(await tokenHash(token));
  await context.firestore.commit([
    {
      path,
      mustNotExist: true,
      data: {
        id,
        token,
        postPath: post.postPath,
        postCreateTime: post.postCreateTime,
        owner: post.owner,
        createdBy,
        createdAt,
        expires,
      },
    },
  ]);
  const link = { id, token, postPath: post.postPath, createdAt: createdAt.toISOString(), expires: expires.toISOString() };
  return { kind: "made", link: shown(context.site, { ...link, postCreateTime: null, owner: post.owner, createdBy, path }) };
}

/** Revokes one of the post's links; false when the post has no link with that id. */
export async function revokePreviewLink(context: PreviewLinksContext, postPath: string, id: string): Promise<boolean> {
  if (!ID_SHAPE.test(id)) return false;
  const link = (await linksOf(context.firestore, postPath)).find((each) => each.id === id);
  if (!link) return false;
  await context.firestore.commit([{ path: link.path, delete: true }]);
  return true;
}

/**
 * The link a reader's token names, while it works: null for a token of the wrong shape (no
 * read at all), an unknown or revoked one, and one past its expiry.
 */
export async function openPreviewLink(firestore: Firestore, token: string, now = Date.now()): Promise<StoredPreviewLink | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const document = await firestore.getDocument(paths.previewLink(await tokenHash(token)));
  const link = document ? storedLink(document) : null;
  // The stored token is compared too: the document was found by its hash, so this only refuses a document written by hand.
  return link && link.token === token && isLive(link, now) ? link : null;
}

/** Removes up to EXPIRED_PER_RUN links past their expiry (the scheduled job); returns how many went. */
export async function deleteExpiredPreviewLinks(firestore: Firestore, now = Date.now()): Promise<number> {
  const expired = await firestore.runQuery("", {
    from: [{ collectionId: PREVIEW_LINKS_COLLECTION }],
    select: { fields: [{ fieldPath: "__name__" }] },
    where: {
      fieldFilter: {
        field: { fieldPath: "expires" },
        op: "LESS_THAN_OR_EQUAL",
        value: { timestampValue: new Date(now).toISOString() },
      },
    },
    limit: EXPIRED_PER_RUN,
  });
  if (!expired.length) return 0;
  await firestore.commit(expired.map((document) => ({ path: document.path, delete: true as const })));
  return expired.length;
}
