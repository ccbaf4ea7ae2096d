/**
 * The shapes the studio API (worker/routes/studio-api.tsx) sends and accepts, read from the
 * server's own route types through Hono's RPC client, so a change there is a type error here.
 */
import type { InferRequestType, InferResponseType } from "hono/client";
import type { PostInput } from "../data/post-schema";
import type { StudioClient } from "./rpc";

type PostRoute = StudioClient["posts"][":slug"];

export type PostFormat = NonNullable<PostInput["format"]>;

/** GET /api/studio/me */
export type Me = InferResponseType<StudioClient["me"]["$get"], 200>;

/** What the signed-in account is: an author, an editor or a contributor (null: none of them, the list admin alone). */
export type Role = Me["role"];

/** One row of GET /api/studio/posts. */
export type OwnPost = InferResponseType<StudioClient["posts"]["$get"], 200>["posts"][number];

/**
 * A post document as the server sends it: the stored document as it is (older documents and
 * posts written straight into Firestore may hold anything). The editor reads it with the one
 * lenient reader (client/data/stored-post.ts) and sends back what it could not read unchanged.
 */
export type StoredPost = Readonly<Record<string, unknown>> & { slug: string };

/** GET /api/studio/posts/{slug}; `etag` is sent back in If-Match to replace or delete it. */
export type PostAnswer = Omit<InferResponseType<PostRoute["$get"], 200>, "post"> & { post: StoredPost };

/** A post as the server holds it now, in a 412 answer: what the author's save would have replaced. */
export type ServerVersion = Omit<NonNullable<InferResponseType<PostRoute["$put"], 412>["current"]>, "post"> & {
  /** Its slug, when the server names it (a rename meets the post at its old address). */
  post: Omit<StoredPost, "slug"> & { slug?: string };
};

/** One row of GET /api/studio/posts/{slug}/revisions: a version a later save replaced. */
export type RevisionSummary = InferResponseType<PostRoute["revisions"]["$get"], 200>["revisions"][number];

/** GET /api/studio/posts/{slug}/revisions/{id} */
export type RevisionAnswer = Omit<InferResponseType<PostRoute["revisions"][":id"]["$get"], 200>, "post"> & {
  post: Omit<StoredPost, "slug">;
};

/** One row of GET /api/studio/posts/{slug}/preview-links: a working private link to the post. */
export type PreviewLink = InferResponseType<PostRoute["preview-links"]["$get"], 200>["links"][number];

/** POST /api/studio/posts/{slug}/preview-links: the link just made. */
export type MadePreviewLink = InferResponseType<PostRoute["preview-links"]["$post"], 201>;

/** One row of GET /api/studio/trash: a post deleted in the last 30 days. */
export type TrashedPost = InferResponseType<StudioClient["trash"]["$get"], 200>["posts"][number];

/** POST /api/studio/trash/{id}/restore */
export type TrashRestoreAnswer = InferResponseType<StudioClient["trash"][":id"]["restore"]["$post"], 200 | 201>;

/**
 * The body of PUT /api/studio/posts/{slug} and POST /api/studio/preview: the schema's post
 * (client/data/post-schema.ts), with what the editor kept of the stored post unread.
 */
export type { PostBody } from "../data/post-schema";

/** PUT /api/studio/posts/{slug}: `warnings` are what the server saved but the author should know. */
export type SaveAnswer = InferResponseType<PostRoute["$put"], 200 | 201>;

/** The answer to an upload (POST /api/studio/media). */
export type Uploaded = InferResponseType<StudioClient["media"]["$post"], 200 | 201>;

/** One page of the author's uploads, newest first (GET /api/studio/media); `next` is the following page's cursor. */
export type MediaPage = InferResponseType<StudioClient["media"]["$get"], 200>;

/** One of the author's uploads, as the library lists it. */
export type MediaItem = MediaPage["uploads"][number];

/** A post that shows an upload. */
export type MediaUse = MediaItem["usedIn"][number];

/** One card of a project list as sent; description is HTML the server sanitises. */
export type ListEntry = InferRequestType<StudioClient["lists"][":address"]["$put"]>["json"]["allpost"][number];

/** GET /api/studio/lists/{address}: the stored cards, read leniently by the list editor. */
export type ListAnswer = InferResponseType<StudioClient["lists"][":address"]["$get"], 200>;

/** A contributor's post under review: submitted, or sent back with the editor's note (client/data/review.ts). */
export type { Review } from "../data/review";

/** One row of the editors' "Waiting for review" list (GET /api/studio/review). */
export type WaitingPost = InferResponseType<StudioClient["review"]["$get"], 200>["posts"][number];

/** GET /api/studio/review/{slug}: the submitted post, its ETag for the decision, and its page as the preview draws it. */
export type SubmittedPost = InferResponseType<StudioClient["review"][":slug"]["$get"], 200>;

/** The answer to a review step (submit, withdraw, publish, schedule, send back): the post's new state and ETag. */
export type ReviewStepAnswer = InferResponseType<PostRoute["submit"]["$post"], 200>;
