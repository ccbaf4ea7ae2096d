import type { Firestore, FirestoreDocument } from "../firestore";
import { COLLECTIONS, paths } from "../firestore/paths";
import { postsWithSlug } from "../posts/lookup";
import { scheduledFor } from "../posts/visibility";
import { walkPosts } from "../posts/walk";
import { readerHeading } from "../../client/data/post";
import { readReview, type Review } from "../../client/data/review";

/** A post in the author's own list in the studio. */
export interface OwnPost {
  slug: string;
  /** The short title (lists, links). */
  title: string;
  /** The heading readers see on the page and in the browser tab: the meta title, else the title. */
  heading: string;
  draft: boolean;
  /** When the post is scheduled: the time it waits for (ISO 8601 UTC). Absent otherwise. */
  publishAt?: string;
  updated: string | null;
  /** A contributor's post: submitted for review, or sent back with the editor's note. */
  review: Review | null;
}

/** How long a deleted post can be brought back. */
export const TRASH_DAYS = 30;

/** An address claim: which author's document owns the slug, or where a renamed post went. */
export interface Claim {
  uid: string;
  path: string;
  redirectTo?: string;
  updateTime: string;
}

export async function readClaim(firestore: Firestore, slug: string): Promise<Claim | null> {
  const document = await firestore.getDocument(paths.claim(slug));
  return document ? claimOf(document) : null;
}

function claimOf(document: FirestoreDocument): Claim | null {
  const { uid, path, redirectTo } = document.data;
  if (typeof uid !== "string" || typeof path !== "string" || !document.updateTime) return null;
  return { uid, path, updateTime: document.updateTime, ...(typeof redirectTo === "string" ? { redirectTo } : {}) };
}

/** Old addresses whose claims redirect to `slug`. */
export async function claimsRedirectingTo(firestore: Firestore, slug: string): Promise<Array<Claim & { slug: string }>> {
  const documents = await firestore.runQuery(paths.claims, {
    from: [{ collectionId: COLLECTIONS.posts }],
    where: { fieldFilter: { field: { fieldPath: "redirectTo" }, op: "EQUAL", value: { stringValue: slug } } },
    limit: 100,
  });
  return documents.flatMap((document) => {
    const claim = claimOf(document);
    return claim ? [{ ...claim, slug: document.id }] : [];
  });
}

/** The caller's own document with this slug, drafts included. */
export async function findOwnPost(firestore: Firestore, uid: string, slug: string): Promise<FirestoreDocument | null> {
  const [document] = await firestore.runQuery(paths.account(uid), {
    from: [{ collectionId: COLLECTIONS.posts }],
    where: { fieldFilter: { field: { fieldPath: "slug" }, op: "EQUAL", value: { stringValue: slug } } },
    limit: 1,
  });
  return document ?? null;
}

/** The caller's posts, list documents left out, newest change first. */
export async function listOwnPosts(firestore: Firestore, uid: string): Promise<OwnPost[]> {
  const posts: OwnPost[] = [];
  for await (const page of walkPosts(firestore, uid, {
    fields: ["slug", "title", "meta.title", "draft", "review", "publishAt"],
  })) {
    for (const { data, updateTime } of page) {
      if (typeof data.slug !== "string") continue;
      const title = typeof data.title === "string" ? data.title : data.slug;
      const meta = data.meta as { title?: unknown } | undefined;
      const publishAt = scheduledFor(data);
      posts.push({
        slug: data.slug,
        title,
        heading: readerHeading({ slug: data.slug, title, meta: { title: typeof meta?.title === "string" ? meta.title : "" } }),
        draft: data.draft === true,
        ...(publishAt ? { publishAt } : {}),
        updated: updateTime ?? null,
        review: readReview(data.review),
      });
    }
  }
  return posts.sort((a, b) => (b.updated ?? "").localeCompare(a.updated ?? ""));
}

/** Another author whose post already has this slug, or null (posts written before claims existed). */
export async function otherOwner(firestore: Firestore, authorIds: string[], uid: string, slug: string): Promise<string | null> {
  const owners = await postsWithSlug(firestore, [...new Set([...authorIds, uid])], slug);
  return owners.find((owner) => owner.authorId !== uid)?.authorId ?? null;
}

/** Deleted posts still in the trash, newest first. */
export interface TrashedPost {
  id: string;
  slug: string;
  title: string;
  deletedAt: string;
}

/**
 * The caller's most recent deletion of a post at `slug` still in the trash, with the commit
 * time it was deleted at (the trash document's creation), or null.
 */
export async function trashedAt(firestore: Firestore, uid: string, slug: string): Promise<{ deletedAt: string } | null> {
  const documents = await firestore.runQuery(paths.account(uid), {
    from: [{ collectionId: COLLECTIONS.trash }],
    where: { fieldFilter: { field: { fieldPath: "slug" }, op: "EQUAL", value: { stringValue: slug } } },
    select: { fields: [{ fieldPath: "slug" }] },
    limit: 50,
  });
  const times = documents.flatMap((document) => (document.createTime ? [document.createTime] : [])).sort();
  const latest = times.at(-1);
  return latest ? { deletedAt: latest } : null;
}

export async function listTrash(firestore: Firestore, uid: string): Promise<TrashedPost[]> {
  const documents = await firestore.runQuery(paths.account(uid), {
    from: [{ collectionId: COLLECTIONS.trash }],
    select: { fields: [{ fieldPath: "slug" }, { fieldPath: "title" }, { fieldPath: "deletedAt" }] },
    limit: 500,
  });
  const cutoff = Date.now() - TRASH_DAYS * 24 * 60 * 60_000;
  return documents
    .map(({ id, data }) => ({
      id,
      slug: typeof data.slug === "string" ? data.slug : "",
      title: typeof data.title === "string" ? data.title : "",
      deletedAt: typeof data.deletedAt === "string" ? data.deletedAt : "",
    }))
    .filter((post) => Date.parse(post.deletedAt) > cutoff)
    .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}
