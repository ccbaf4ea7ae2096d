import type { Firestore, FirestoreDocument } from "../firestore";
import { postsWithSlug } from "../posts/lookup";
import { walkPosts } from "../posts/walk";
import type { PostInput } from "./post-input";

/** A post in the author's own list in the studio. */
export interface OwnPost {
  slug: string;
  title: string;
  draft: boolean;
  updated: string | null;
}

export const postsOf = (uid: string) => `admin-posts/${uid}/posts`;

/** The caller's own document with this slug, drafts included. */
export async function findOwnPost(firestore: Firestore, uid: string, slug: string): Promise<FirestoreDocument | null> {
  const [document] = await firestore.runQuery(`admin-posts/${uid}`, {
    from: [{ collectionId: "posts" }],
    where: { fieldFilter: { field: { fieldPath: "slug" }, op: "EQUAL", value: { stringValue: slug } } },
    limit: 1,
  });
  return document ?? null;
}

/** The caller's posts, list documents left out, newest change first. */
export async function listOwnPosts(firestore: Firestore, uid: string): Promise<OwnPost[]> {
  const posts: OwnPost[] = [];
  for await (const page of walkPosts(firestore, uid, { fields: ["slug", "title", "draft"] })) {
    for (const { data, updateTime } of page) {
      if (typeof data.slug !== "string") continue;
      posts.push({
        slug: data.slug,
        title: typeof data.title === "string" ? data.title : data.slug,
        draft: data.draft === true,
        updated: updateTime ?? null,
      });
    }
  }
  return posts.sort((a, b) => (b.updated ?? "").localeCompare(a.updated ?? ""));
}

/** Another author who already has this slug, or null: addresses are unique across the site's authors. */
export async function otherOwner(firestore: Firestore, authorIds: string[], uid: string, slug: string): Promise<string | null> {
  const owners = await postsWithSlug(firestore, [...new Set([...authorIds, uid])], slug);
  return owners.find((owner) => owner.authorId !== uid)?.authorId ?? null;
}

/** Writes the whole document (creating or replacing it), the slug and the fields the reader side reads. */
export async function writePost(
  firestore: Firestore,
  uid: string,
  documentId: string,
  slug: string,
  input: PostInput,
): Promise<void> {
  const { previousSlug: _previousSlug, ...fields } = input;
  await firestore.commit([{ path: `${postsOf(uid)}/${documentId}`, data: { slug, ...fields } }]);
}

export async function deletePost(firestore: Firestore, uid: string, documentId: string): Promise<void> {
  await firestore.deleteDocument(`${postsOf(uid)}/${documentId}`);
}
