/** The shapes the studio API (worker/routes/studio-api.tsx) sends and accepts. */
import type { MetaKey, PostInput } from "../data/post-schema";

export type PostFormat = NonNullable<PostInput["format"]>;

/** GET /api/studio/me */
export interface Me {
  uid: string;
  email: string | null;
  name: string | null;
  /** Whether the account writes posts (the list admin may only edit lists). */
  author: boolean;
  listAdmin: boolean;
}

/** One row of GET /api/studio/posts. */
export interface OwnPost {
  slug: string;
  /** The short title (lists, links). */
  title: string;
  /** The heading readers see on the page and in the browser tab: the meta title, else the title. */
  heading: string;
  draft: boolean;
  /** ISO time of the last change, when Firestore gave one. */
  updated: string | null;
}

/** A stored block as read back: loose, because old documents may hold any shape (the editor reads it leniently). */
export type StoredBlock = Record<string, unknown>;

export interface StoredSection {
  section: string;
  content: StoredBlock[];
}

/** The post document as stored (GET /api/studio/posts/{slug}, `post`). */
export interface StoredPost {
  slug: string;
  title: string;
  meta?: Partial<Record<MetaKey, string>>;
  pageData?: StoredSection[];
  content?: string;
  draft?: boolean;
  topic?: string;
  format?: PostFormat;
}

export interface PostAnswer {
  post: StoredPost;
  published: string | null;
  updated: string | null;
  /** The stored version, quoted as in the ETag header; sent back in If-Match to replace or delete it. */
  etag: string | null;
}

/** A post as the server holds it now, in a 412 answer: what the author's save would have replaced. */
export interface ServerVersion {
  /** Its slug, when the server names it (a rename meets the post at its old address). */
  post: Omit<StoredPost, "slug"> & { slug?: string };
  etag: string;
  updated: string | null;
}

/** One row of GET /api/studio/posts/{slug}/revisions: a version a later save replaced. */
export interface RevisionSummary {
  id: string;
  /** ISO time the version was saved. */
  savedAt: string;
  title: string;
  bytes: number;
}

/** GET /api/studio/posts/{slug}/revisions/{id} */
export interface RevisionAnswer {
  revision: RevisionSummary;
  post: Omit<StoredPost, "slug">;
}

/** One row of GET /api/studio/trash: a post deleted in the last 30 days. */
export interface TrashedPost {
  id: string;
  slug: string;
  title: string;
  deletedAt: string;
}

/** POST /api/studio/trash/{id}/restore */
export interface TrashRestoreAnswer {
  slug: string;
  etag: string;
  url: string | null;
}

/**
 * The body of PUT /api/studio/posts/{slug} and POST /api/studio/preview: the schema's post
 * (client/data/post-schema.ts) in the shape it checks to, so the server takes it unchanged.
 */
export type PostBody = PostInput;

export interface SaveAnswer {
  slug: string;
  draft: boolean;
  /** The public address, or null for a draft. */
  url: string | null;
  /** The saved version, for the next If-Match. */
  etag: string | null;
  /** What the server saved but thinks the author should know (a missing alt text, say). */
  warnings?: string[];
}

/** One card of a project list as stored; description is HTML the server sanitises. */
export interface ListEntry {
  title: string;
  image?: string;
  description: string;
  link: string;
}

export interface ListAnswer {
  title: string;
  allpost: ListEntry[];
}
