import type { Firestore, FirestoreDocument } from "../firestore";
import { authorOfPostPath, COLLECTIONS, paths } from "../firestore/paths";
import type { DocumentWrite } from "../firestore/rest";
import type { PostChange } from "../read-model/changes";
import { UPDATED_AT } from "../read-model/incremental";
import { missingAltText } from "../../client/data/figure-alt";
import { readerHeading } from "../../client/data/post";
import { readReview, type Actor, type Review } from "../../client/data/review";
import { matches, type Preconditions } from "./etag";
import {
  changeFor,
  commitOrLanded,
  reading,
  storedPost,
  stripped,
  tellCaches,
  type StoredPost,
  type StudioContext,
} from "./posts-service";
import { findOwnPost, readClaim } from "./store";
import { revisionWrites } from "./revisions";
import { versionStamp } from "./version-stamp";
import { notPublic } from "../posts/visibility";

/**
 * Review before publishing (README, "Review before publishing"): contributors submit their
 * drafts (and may withdraw them); editors list what waits, and publish, schedule or send
 * back each one. Every write is one commit conditional on the post's update time (If-Match),
 * like a save, and says who made it (`savedBy`).
 */

/** What a review write needs: a studio write's context, and the name of whoever writes. */
export interface ReviewContext extends Omit<StudioContext, "uid"> {
  user: Actor;
  /** CONTRIBUTOR_IDS: whose submitted posts editors review. */
  contributorIds: readonly string[];
}

/** An editor's decision on a submitted post. */
export type Decision = { kind: "publish" } | { kind: "schedule"; publishAt: string } | { kind: "send-back"; note: string };

export type ReviewOutcome =
  | {
      kind: "done";
      slug: string;
      draft: boolean;
      updateTime: string;
      indexed: boolean;
      review: Review | null;
      publishAt: string | null;
    }
  /** 412: the post changed since the caller read it; `current` is what the server holds now (null: gone). */
  | { kind: "stale"; current: StoredPost | null }
  /** 428: these writes need If-Match. */
  | { kind: "precondition-required" }
  | { kind: "not-found"; message: string }
  /** 409: the post is not in a state this step applies to (published already, not submitted). */
  | { kind: "conflict"; message: string }
  /** 400: what publishing needs is missing (a figure's alt text). */
  | { kind: "invalid"; message: string };

/** The worker's clock, to the second: when a review step happened (not a version: versions are Firestore's). */
const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * Writes the post's next fields over the version the caller read, with a revision of the
 * replaced version when the step changes what readers see, and tells the caches when readers
 * saw, or now see, the post. A lost race re-reads and answers 412.
 */
async function rewrite(
  context: ReviewContext,
  document: FirestoreDocument,
  next: Record<string, unknown>,
  /** What the history says this version was ("Submitted for review"). */
  note: string,
): Promise<ReviewOutcome> {
  const { firestore } = context;
  const slug = String(document.data.slug);
  const stamped = { ...next, ...versionStamp(context.user, document.data, next, note) };
  // Every version stays in the history, a review step's too: the row says who did what.
  const writes: DocumentWrite[] = [
    { path: document.path, data: stamped, precondition: { updateTime: document.updateTime! }, serverTimestamps: [UPDATED_AT] },
    ...(await reading(revisionWrites(firestore, document))),
  ];
  const result = await commitOrLanded(firestore, writes, { path: document.path, fields: stamped });
  if (!result) {
    const current = await reading(firestore.getDocument(document.path));
    return { kind: "stale", current: current ? storedPost(current) : null };
  }
  const updateTime = result.updateTimes[0] ?? result.commitTime;
  let indexed = true;
  // Readers' pages, lists and search change only when readers saw the post, or see it now.
  if (!notPublic(document.data) || !notPublic(next)) {
    const owner = authorOfPostPath(document.path) ?? "";
    // A scheduled post stays out of the index until the scheduled job publishes it.
    const change: PostChange = !notPublic(next)
      ? changeFor(owner, slug, document.path, stamped, document.createTime ?? updateTime, updateTime)
      : { slug, version: updateTime, entry: null };
    indexed = await tellCaches(context, [slug], [change]);
  }
  return {
    kind: "done",
    slug,
    draft: next.draft === true,
    updateTime,
    indexed,
    review: readReview(next.review),
    publishAt: typeof next.publishAt === "string" ? next.publishAt : null,
  };
}

/** The If-Match check every review step makes first: null when the caller has the current version. */
function preconditionProblem(preconditions: Preconditions, document: FirestoreDocument): ReviewOutcome | null {
  if (preconditions.kind !== "if-match") return { kind: "precondition-required" };
  return matches(preconditions, document.updateTime) ? null : { kind: "stale", current: storedPost(document) };
}

/** A post's fields without the review state (and, for a step that publishes, without a schedule). */
function withoutReview(data: Record<string, unknown>): Record<string, unknown> {
  const { review: _review, ...rest } = stripped(data);
  return rest;
}

/** The contributor's own post at `slug`, when it is the version `preconditions` name; else the answer why not. */
async function ownPost(
  context: ReviewContext,
  slug: string,
  preconditions: Preconditions,
): Promise<FirestoreDocument | ReviewOutcome> {
  const own = await reading(findOwnPost(context.firestore, context.user.uid, slug));
  if (!own) return { kind: "not-found", message: "You have no post with that address." };
  return preconditionProblem(preconditions, own) ?? own;
}

/** A contributor submits their draft for review. Submitting one that waits already changes nothing. */
export async function submitForReview(
  context: ReviewContext,
  slug: string,
  preconditions: Preconditions,
): Promise<ReviewOutcome> {
  const own = await ownPost(context, slug, preconditions);
  if ("kind" in own) return own;
  if (own.data.draft !== true)
    return { kind: "conflict", message: "This post is published already: an editor published it, so it needs no review." };
  const review = readReview(own.data.review);
  if (review?.state === "submitted")
    return { kind: "done", slug, draft: true, updateTime: own.updateTime!, indexed: true, review, publishAt: null };
  const submitted: Review = { state: "submitted", at: now(), by: context.user };
  return rewrite(context, own, { ...withoutReview(own.data), review: submitted }, "Submitted for review");
}

/** A contributor takes their post back out of review (or clears an editor's note): it is a plain draft again. */
export async function withdrawFromReview(
  context: ReviewContext,
  slug: string,
  preconditions: Preconditions,
): Promise<ReviewOutcome> {
  const own = await ownPost(context, slug, preconditions);
  if ("kind" in own) return own;
  if (!readReview(own.data.review)) return { kind: "conflict", message: "This post is not submitted for review." };
  return rewrite(context, own, withoutReview(own.data), "Taken out of review");
}

/** A submitted post of a contributor's, found through its address claim (claims/{slug} -> { uid, path }). */
export interface SubmittedPost {
  document: FirestoreDocument;
  writer: Actor;
  review: Review;
}

/** The post at `slug` when it is a contributor's and waits for review, else null. */
export async function findSubmitted(
  firestore: Firestore,
  contributorIds: readonly string[],
  slug: string,
): Promise<SubmittedPost | null> {
  const claim = await readClaim(firestore, slug);
  if (!claim || claim.redirectTo !== undefined || !contributorIds.includes(claim.uid)) return null;
  if (authorOfPostPath(claim.path) !== claim.uid) return null;
  const document = await firestore.getDocument(claim.path);
  const review = readReview(document?.data.review);
  if (!document || document.data.slug !== slug || review?.state !== "submitted") return null;
  return { document, writer: { uid: claim.uid, name: review.by.uid === claim.uid ? review.by.name : claim.uid }, review };
}

/** An editor publishes, schedules or sends back a submitted post. */
export async function decide(
  context: ReviewContext,
  slug: string,
  preconditions: Preconditions,
  decision: Decision,
): Promise<ReviewOutcome> {
  const found = await reading(findSubmitted(context.firestore, context.contributorIds, slug));
  if (!found) return { kind: "not-found", message: `No post at /${slug} is waiting for review.` };
  const { document } = found;
  const refused = preconditionProblem(preconditions, document);
  if (refused) return refused;
  if (decision.kind === "send-back") {
    const returned: Review = { state: "returned", at: now(), by: context.user, note: decision.note };
    return rewrite(context, document, { ...withoutReview(document.data), review: returned }, "Sent back to the writer");
  }
  const pageData = Array.isArray(document.data.pageData)
    ? (document.data.pageData as Array<{ section?: string; content: unknown[] }>).filter((section) =>
        Array.isArray(section?.content),
      )
    : undefined;
  const noAlt = missingAltText({ draft: false, pageData });
  if (noAlt) return { kind: "invalid", message: `${noAlt.message} Send it back to the writer to add it.` };
  const { publishAt: _scheduled, ...fields } = withoutReview(document.data);
  return decision.kind === "publish"
    ? rewrite(context, document, { ...fields, draft: false }, "Published after review")
    : rewrite(context, document, { ...fields, draft: false, publishAt: decision.publishAt }, "Scheduled after review");
}

/** One row of the editors' "Waiting for review" list. */
export interface WaitingPost {
  slug: string;
  title: string;
  /** The heading readers will see. */
  heading: string;
  writer: Actor;
  submittedAt: string;
}

/** Every contributor's submitted posts, the longest waiting first: one query per contributor, in parallel. */
export async function listWaiting(firestore: Firestore, contributorIds: readonly string[]): Promise<WaitingPost[]> {
  const pages = await Promise.all(
    contributorIds.map((uid) =>
      firestore.runQuery(paths.account(uid), {
        from: [{ collectionId: COLLECTIONS.posts }],
        where: { fieldFilter: { field: { fieldPath: "review.state" }, op: "EQUAL", value: { stringValue: "submitted" } } },
        select: { fields: ["slug", "title", "meta.title", "review"].map((fieldPath) => ({ fieldPath })) },
        limit: 200,
      }),
    ),
  );
  const waiting = pages.flatMap((documents, index) =>
    documents.flatMap(({ data }): WaitingPost[] => {
      const review = readReview(data.review);
      if (typeof data.slug !== "string" || review?.state !== "submitted") return [];
      const uid = contributorIds[index]!;
      const title = typeof data.title === "string" ? data.title : data.slug;
      const meta = data.meta as { title?: unknown } | undefined;
      return [
        {
          slug: data.slug,
          title,
          heading: readerHeading({ slug: data.slug, title, meta: { title: typeof meta?.title === "string" ? meta.title : "" } }),
          writer: { uid, name: review.by.uid === uid ? review.by.name : uid },
          submittedAt: review.at,
        },
      ];
    }),
  );
  return waiting.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
}
