/** The shapes the studio API (worker/routes/studio-api.tsx) sends and accepts. */

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
  title: string;
  draft: boolean;
  /** ISO time of the last change, when Firestore gave one. */
  updated: string | null;
}

export const META_KEYS = ["title", "description", "keywords", "author", "url", "canonical"] as const;
export type MetaKey = (typeof META_KEYS)[number];
export type PostMetaFields = Partial<Record<MetaKey, string>>;

/** A stored block: an object with one key naming its kind. Kept loose because it comes from the database. */
export type StoredBlock = Record<string, unknown>;

export interface StoredSection {
  section: string;
  content: StoredBlock[];
}

/** The post document as stored (GET /api/studio/posts/{slug}, `post`). */
export interface StoredPost {
  slug: string;
  title: string;
  meta?: PostMetaFields;
  pageData?: StoredSection[];
  content?: string;
  draft?: boolean;
  topic?: string;
}

export interface PostAnswer {
  post: StoredPost;
  published: string | null;
  updated: string | null;
}

/** The body of PUT /api/studio/posts/{slug} and POST /api/studio/preview. */
export interface PostBody {
  title: string;
  meta: PostMetaFields;
  pageData?: StoredSection[];
  content?: string;
  draft: boolean;
  topic?: string;
  previousSlug?: string;
}

export interface SaveAnswer {
  slug: string;
  draft: boolean;
  /** The public address, or null for a draft. */
  url: string | null;
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
