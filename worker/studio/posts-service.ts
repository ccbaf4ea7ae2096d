import { FirestoreError, type Firestore, type FirestoreDocument } from "../firestore";
import { paths } from "../firestore/paths";
import { PRECONDITION_STATUSES, type DocumentWrite } from "../firestore/rest";
import { UPDATED_AT } from "../read-model/incremental";
import { normalisePost } from "../posts/normalise";
import type { PostChange } from "../read-model/changes";
import { indexEntry } from "../read-model/entry";
import { notPublic, scheduledFor } from "../posts/visibility";
import { publishTimeMs, scheduleRequest, type ScheduleRequest } from "../../client/data/publish-time";
import { matches, type Preconditions } from "./etag";
import { CONTRIBUTOR_PUBLISHES } from "./review-rules";
import { keptProblem, sameJson, unknownStoredFields, type CheckedBody } from "./post-body";
import { mediaUrl } from "../../client/data/media";
import { mediaKeysIn } from "../media/addresses";
import { showingWrites } from "../media/picture-lock";
import { findOwnPost, otherOwner, readClaim, trashedAt, claimsRedirectingTo, type Claim } from "./store";
import { revisionWrites } from "./revisions";
import { versionStamp, type SavedBy } from "./version-stamp";

/** What a studio write needs: Firestore, who is writing, and what to tell the caches and the index afterwards. */
export interface StudioContext {
  firestore: Firestore;
  uid: string;
  /** Who is writing, as the post's history names them (./version-stamp.ts). */
  by: SavedBy;
  authorIds: string[];
  /** Whether the caller may make a post public: false for a contributor, whose saves keep posts drafts. */
  publishes: boolean;
  /** The site's origin: a post's addresses are read against it (which of its pictures it shows). */
  origin: string;
  /** Purges the slugs' cached pages and applies the index changes (retrying); throws when that failed. */
  afterWrite(purgeSlugs: string[], changes: PostChange[]): Promise<void>;
}

/** The post as stored, for a client that must see what is on the server (GET, 412). */
export interface StoredPost {
  post: Record<string, unknown>;
  etag: string;
  updated: string;
  published: string | null;
}

export type WriteOutcome =
  | {
      kind: "saved";
      created: boolean;
      slug: string;
      draft: boolean;
      /** The time the post waits for when the save left it scheduled; null when it is public or a draft. */
      publishAt: string | null;
      updateTime: string;
      indexed: boolean;
    }
  | { kind: "deleted"; indexed: boolean }
  /** 412: the precondition failed; `current` is what the server holds now (null: nothing). */
  | { kind: "stale"; current: StoredPost | null }
  /** 428: replacing or deleting needs If-Match. */
  | { kind: "precondition-required" }
  /** 409: the address belongs to someone or something else. */
  | { kind: "taken"; message: string }
  /** 404 */
  | { kind: "not-found"; message: string }
  /** 400: a part the schema refuses that the stored post does not hold as it is. */
  | { kind: "invalid"; message: string }
  /** 409: the save would show a picture that is being deleted. */
  | { kind: "picture-gone"; message: string }
  /** 403: a contributor's write that would make a post public. */
  | { kind: "forbidden"; message: string };

/** What a save or a restore can come to: everything but a delete. */
export type SaveOutcome = Exclude<WriteOutcome, { kind: "deleted" }>;

/**
 * Firestore could not be asked or did not answer. `saved` tells the author whether the
 * change happened: false when nothing was written, "unknown" when the commit's answer was lost.
 */
export class StudioUnavailableError extends Error {
  override name = "StudioUnavailableError";
  constructor(
    readonly saved: false | "unknown",
    options: { cause: unknown; current?: StoredPost | null },
  ) {
    super(saved === false ? "Nothing was saved: the database could not be reached." : "The database's answer was lost.", options);
    this.current = options.current ?? null;
  }
  /** With `saved: "unknown"`: the post as the server holds it now, when it could be read. */
  readonly current: StoredPost | null;
}

export const storedPost = (document: FirestoreDocument): StoredPost => ({
  post: document.data,
  etag: `"${document.updateTime ?? ""}"`,
  updated: document.updateTime ?? "",
  published: document.createTime ?? null,
});

/**
 * The document a studio save stores: the body's fields (the schema's, and the parts it kept
 * unchanged), over what the stored post holds that the schema does not know and no client
 * sent (kept: a client cannot mean to remove what it could not read), with the address, the
 * time it was published for, which the server keeps, and who saved this version and what it
 * changed (never from the client: server fields).
 *
 * A publish time is stored only while the post waits for it: one due now is dropped, and the
 * post is public at once. When the stored post was scheduled for exactly that time (the save
 * got there before the scheduled job), its date is that time, as the job would have made it.
 */
function fieldsOf(
  slug: string,
  body: CheckedBody,
  replaced: FirestoreDocument | null,
  schedule: ScheduleRequest,
  by: SavedBy,
): Record<string, unknown> {
  const carried = unknownStoredFields(replaced?.data ?? null);
  const meta = { ...carried.meta, ...(body.document.meta as Record<string, unknown> | undefined) };
  const fields: Record<string, unknown> = { ...carried.fields, ...body.document, meta, slug };
  // The review state is the server's (./review-service.ts): a save keeps it as it is.
  if (replaced?.data.review !== undefined) fields.review = replaced.data.review;
  if (replaced?.data.publishedAt !== undefined) fields.publishedAt = replaced.data.publishedAt;
  if (schedule.kind === "at-once") {
    delete fields.publishAt;
    if (publishTimeMs(replaced?.data.publishAt) === publishTimeMs(schedule.publishAt)) fields.publishedAt = schedule.publishAt;
  }
  return { ...fields, ...versionStamp(by, replaced?.data ?? null, fields) };
}

/** The index entry of a stored post, or null when readers do not see it (a draft, a scheduled post). */
export function changeFor(
  uid: string,
  slug: string,
  path: string,
  data: Record<string, unknown>,
  created: string,
  updated: string,
): PostChange {
  if (notPublic(data)) return { slug, version: updated, entry: null };
  const document = { path, id: path.slice(path.lastIndexOf("/") + 1), data, createTime: created, updateTime: updated };
  return { slug, version: updated, entry: indexEntry(normalisePost(uid, document, slug)) };
}

type ClaimStep =
  | { kind: "write"; write: DocumentWrite }
  | { kind: "held" }
  | { kind: "taken"; message: string }
  /** The claim gives the address to another post of the caller's, which still has it. */
  | { kind: "own"; document: FirestoreDocument };

/**
 * Whether `uid` may point the slug's claim at `postPath`: yes when there is no claim, or it
 * is the caller's own old address, or it is a stale claim (its post no longer has the slug).
 * The claim is the address's lock: every write that takes an address writes its claim with a
 * precondition on the claim read here, so of two writes racing for one address the second
 * commit fails, and its retry reads the claim the first one wrote. The post a claim names is
 * read by its path (a strongly consistent read), never found by a query.
 */
async function claimStep(
  firestore: Firestore,
  uid: string,
  slug: string,
  claim: Claim | null,
  postPath: string,
): Promise<ClaimStep> {
  const data = { uid, path: postPath };
  if (!claim) return { kind: "write", write: { path: paths.claim(slug), data, precondition: { exists: false } } };
  if (claim.uid === uid && claim.path === postPath && claim.redirectTo === undefined) return { kind: "held" };
  if (claim.uid === uid && claim.redirectTo === undefined) {
    const held = await firestore.getDocument(claim.path);
    if (held && held.data.slug === slug) return { kind: "own", document: held };
  }
  if (claim.uid !== uid) {
    const stale =
      claim.redirectTo === undefined && (await firestore.getDocument(claim.path).then((doc) => doc?.data.slug !== slug));
    if (!stale) return { kind: "taken", message: `Another author already publishes at /${slug}; choose another address.` };
  }
  return { kind: "write", write: { path: paths.claim(slug), data, precondition: { updateTime: claim.updateTime } } };
}

/**
 * Whether an error proves the commit was not applied: only Firestore refusing the request
 * itself (a 4xx answer: a bad request, no permission, too many requests). A 5xx (Firestore's,
 * or a gateway's 502, 503 or 504 page), a timeout, a dropped connection or an answer that is
 * not Firestore's may come after the commit was applied.
 */
const nothingWritten = (error: unknown) =>
  error instanceof FirestoreError && error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 408;

/** Runs a commit; a failed precondition is reported as null (nothing applied) so the caller can look again. */
async function commitOrConflict(firestore: Firestore, writes: DocumentWrite[]) {
  try {
    return await firestore.commit(writes);
  } catch (error) {
    if (error instanceof FirestoreError && PRECONDITION_STATUSES.has(error.status)) return null;
    throw new StudioUnavailableError(nothingWritten(error) ? false : "unknown", { cause: error });
  }
}

/**
 * After a commit whose answer was lost (`saved: "unknown"`), the document it wrote, read
 * again: when it holds exactly what the commit sent, the commit was applied (and so was the
 * rest of it, a commit being atomic), and the save stands. Otherwise the error stands, with
 * what the server holds now when it could be read.
 */
async function landed(
  firestore: Firestore,
  path: string,
  fields: Record<string, unknown> | null,
  lost: StudioUnavailableError,
): Promise<FirestoreDocument | null> {
  let now: FirestoreDocument | null;
  try {
    now = await firestore.getDocument(path);
  } catch {
    throw lost;
  }
  const { [UPDATED_AT]: _written, ...data } = now?.data ?? {};
  if (fields === null ? now === null : now?.updateTime && sameJson(data, fields)) return now;
  throw new StudioUnavailableError("unknown", { cause: lost.cause, current: now ? storedPost(now) : null });
}

/** A stored post's fields without the commit time the server sets on each write. */
export const stripped = (data: Record<string, unknown>) => {
  const { [UPDATED_AT]: _written, ...fields } = data;
  return fields;
};

/** A commit, and the document it wrote read again when its answer was lost (see landed). */
export async function commitOrLanded(
  firestore: Firestore,
  writes: DocumentWrite[],
  check: { path: string; fields: Record<string, unknown> | null },
): Promise<{ commitTime: string; updateTimes: Array<string | undefined> } | null> {
  try {
    return await commitOrConflict(firestore, writes);
  } catch (error) {
    if (!(error instanceof StudioUnavailableError) || error.saved !== "unknown") throw error;
    const now = await landed(firestore, check.path, check.fields, error);
    const time = now?.updateTime;
    if (time) return { commitTime: time, updateTimes: [time] };
    // A delete that landed: no document to take its time from; the caller reads its trash entry.
    return { commitTime: "", updateTimes: [] };
  }
}

/** Reads before a write: any failure means nothing was written. */
export async function reading<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new StudioUnavailableError(false, { cause: error });
  }
}

/**
 * Tells the caches and the read model about a committed write; never throws, because the
 * write itself stands: false makes the answer say the index lags (the job catches it up).
 */
export async function tellCaches(
  context: Pick<StudioContext, "afterWrite">,
  slugs: string[],
  changes: PostChange[],
): Promise<boolean> {
  try {
    await context.afterWrite(slugs, changes);
    return true;
  } catch (error) {
    console.error("Updating caches and the read model after a studio write failed", error);
    return false;
  }
}

const randomId = () => crypto.randomUUID().replace(/-/g, "").slice(0, 20);

/**
 * Creates, replaces or renames the caller's post at `slug`, as one Firestore commit whose
 * preconditions make the check and the write atomic: the post's update time (If-Match),
 * the address claims, and the revision of the replaced version all go in together.
 */
export async function savePost(
  context: StudioContext,
  slug: string,
  body: CheckedBody,
  preconditions: Preconditions,
): Promise<SaveOutcome> {
  // Against this worker's clock: a time it calls past is one the scheduled job would publish at once too.
  const schedule = scheduleRequest(body.input.draft, body.input.publishAt, Date.now());
  if (schedule.kind === "refused") return { kind: "invalid", message: `publishAt: ${schedule.message}` };
  // A lost race is looked at once more with fresh reads, which then answer 412 or 409.
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await trySave(context, slug, body, preconditions, schedule);
    if (outcome !== null) return outcome;
    if (attempt >= 2) return { kind: "taken", message: "Someone else changed this address at the same moment; try again." };
  }
}

async function trySave(
  context: StudioContext,
  slug: string,
  body: CheckedBody,
  preconditions: Preconditions,
  schedule: ScheduleRequest,
): Promise<SaveOutcome | null> {
  const { firestore, uid, authorIds } = context;
  const { input } = body;
  if (!context.publishes && input.draft !== true) return { kind: "forbidden", message: CONTRIBUTOR_PUBLISHES };
  const renameFrom = input.previousSlug && input.previousSlug !== slug ? input.previousSlug : null;
  const [own, claim, foreign, source, sourceClaim] = await reading(
    Promise.all([
      findOwnPost(firestore, uid, slug),
      readClaim(firestore, slug),
      otherOwner(firestore, authorIds, uid, slug),
      renameFrom ? findOwnPost(firestore, uid, renameFrom) : Promise.resolve(null),
      renameFrom ? readClaim(firestore, renameFrom) : Promise.resolve(null),
    ]),
  );
  if (renameFrom && !source) return { kind: "not-found", message: `You have no post at /${renameFrom} to move.` };
  // The document this save replaces: the renamed post, or the one at this address.
  const replaced = renameFrom ? source : own;
  if (renameFrom && own) return { kind: "taken", message: `You already have a post at /${slug}; choose another address.` };
  if (foreign) return { kind: "taken", message: `Another author already publishes at /${slug}; choose another address.` };

  if (replaced) {
    if (preconditions.kind === "if-none-match") return { kind: "stale", current: storedPost(replaced) };
    if (preconditions.kind === "none") return { kind: "precondition-required" };
    if (!matches(preconditions, replaced.updateTime)) return { kind: "stale", current: storedPost(replaced) };
  } else if (preconditions.kind === "if-match") {
    // The version the author edited is gone (deleted, or renamed in another tab).
    return { kind: "stale", current: null };
  }

  const problem = keptProblem(body.kept, replaced?.data ?? null);
  if (problem) return { kind: "invalid", message: problem };
  // The uploads this save starts to show take their turn against their deletion (../media/picture-lock.ts).
  const shownBefore = mediaKeysIn(replaced?.data ?? null, context.origin);
  const newlyShown = [...mediaKeysIn(body.document, context.origin)].filter((key) => !shownBefore.has(key));
  const showing = await reading(showingWrites(firestore, newlyShown));
  if ("deleting" in showing)
    return {
      kind: "picture-gone",
      message: `The picture ${mediaUrl(showing.deleting)} is being deleted from the media library; choose another, or upload it again.`,
    };

  const postPath = replaced?.path ?? paths.post(uid, randomId());
  const take = await reading(claimStep(firestore, uid, slug, claim, postPath));
  if (take.kind === "taken") return take;
  if (take.kind === "own")
    return !replaced && preconditions.kind === "if-none-match"
      ? { kind: "stale", current: storedPost(take.document) }
      : { kind: "taken", message: `You already have a post at /${slug}; choose another address.` };
  const fields = fieldsOf(slug, body, replaced, schedule, context.by);
  const writes: DocumentWrite[] = [
    // updatedAt (Firestore's commit time) is what the scheduled job's incremental pass queries by.
    replaced
      ? { path: postPath, data: fields, precondition: { updateTime: replaced.updateTime! }, serverTimestamps: [UPDATED_AT] }
      : { path: postPath, data: fields, precondition: { exists: false }, serverTimestamps: [UPDATED_AT] },
    ...(take.kind === "write" ? [take.write] : []),
    ...showing.writes,
  ];
  if (replaced) writes.push(...(await reading(revisionWrites(firestore, replaced))));
  // The addresses whose redirect this save changes: the one it leaves, and the older ones that
  // pointed there (straight to the new address now: one hop for readers). Each is purged after.
  const repointed: string[] = [];
  if (renameFrom) {
    const redirect = (from: string) => ({ slug: from, uid, path: postPath, redirectTo: slug });
    writes.push(
      sourceClaim
        ? { path: paths.claim(renameFrom), data: redirect(renameFrom), precondition: { updateTime: sourceClaim.updateTime } }
        : { path: paths.claim(renameFrom), data: redirect(renameFrom), precondition: { exists: false } },
    );
    repointed.push(renameFrom);
    for (const older of await reading(claimsRedirectingTo(firestore, renameFrom)))
      if (older.slug !== slug) {
        writes.push({
          path: paths.claim(older.slug),
          data: redirect(older.slug),
          precondition: { updateTime: older.updateTime },
        });
        repointed.push(older.slug);
      }
  }
  const result = await commitOrLanded(firestore, writes, { path: postPath, fields });
  if (!result) return null;
  const updateTime = result.updateTimes[0] ?? result.commitTime;
  const changes = [changeFor(uid, slug, postPath, fields, replaced?.createTime ?? updateTime, updateTime)];
  if (renameFrom) changes.push({ slug: renameFrom, version: result.commitTime, entry: null });
  const indexed = await tellCaches(context, [slug, ...repointed], changes);
  return { kind: "saved", created: !replaced, slug, draft: input.draft, publishAt: scheduledFor(fields), updateTime, indexed };
}

/**
 * Deletes the caller's post into the trash, releasing its address and ending every redirect
 * to it, in one commit guarded by If-Match. A retry after a lost answer finds the post in the
 * caller's trash and answers "deleted" again, after purging again, so it converges on what
 * readers see; an address the caller has no post at (and deleted none from) is not theirs: 404,
 * and nothing is purged.
 */
export async function deletePost(context: StudioContext, slug: string, preconditions: Preconditions): Promise<WriteOutcome> {
  const { firestore, uid } = context;
  const [own, claim, redirects] = await reading(
    Promise.all([findOwnPost(firestore, uid, slug), readClaim(firestore, slug), claimsRedirectingTo(firestore, slug)]),
  );
  const ownRedirects = redirects.filter((redirect) => redirect.uid === uid);
  if (!own) {
    const trashed = await reading(trashedAt(firestore, uid, slug));
    if (!trashed) return { kind: "not-found", message: "You have no post with that address." };
    // Versioned by the delete's own commit (the trash document's creation), never this worker's clock.
    const indexed = await tellCaches(
      context,
      [slug, ...ownRedirects.map((redirect) => redirect.slug)],
      claim ? [] : [{ slug, version: trashed.deletedAt, entry: null }],
    );
    return { kind: "deleted", indexed };
  }
  if (preconditions.kind !== "if-match") return { kind: "precondition-required" };
  if (!matches(preconditions, own.updateTime)) return { kind: "stale", current: storedPost(own) };
  const writes: DocumentWrite[] = [
    {
      path: paths.trashed(uid, own.id),
      data: { slug, title: own.data.title ?? "", path: own.path, post: own.data },
      serverTimestamps: ["deletedAt"],
    },
    { path: own.path, delete: true, precondition: { updateTime: own.updateTime! } },
  ];
  if (claim && claim.uid === uid)
    writes.push({ path: paths.claim(slug), delete: true, precondition: { updateTime: claim.updateTime } });
  // The old addresses of the post stop redirecting to an address that has nothing now.
  for (const redirect of ownRedirects)
    writes.push({ path: paths.claim(redirect.slug), delete: true, precondition: { updateTime: redirect.updateTime } });
  const result = await commitOrLanded(firestore, writes, { path: own.path, fields: null });
  if (!result) {
    const now = await reading(findOwnPost(firestore, uid, slug));
    return now ? { kind: "stale", current: storedPost(now) } : deletePost(context, slug, preconditions);
  }
  // A delete whose answer was lost but which landed: its version is its trash entry's creation.
  const version = result.commitTime || (await reading(trashedAt(firestore, uid, slug)))?.deletedAt;
  const indexed = await tellCaches(
    context,
    [slug, ...ownRedirects.map((redirect) => redirect.slug)],
    version ? [{ slug, version, entry: null }] : [],
  );
  return { kind: "deleted", indexed };
}

/** A post as a draft: not public, not scheduled. */
function asDraft(data: Record<string, unknown>): Record<string, unknown> {
  const { publishAt: _scheduled, ...rest } = data;
  return { ...rest, draft: true };
}

/** Brings a deleted post back from the trash at its old address, if that address is still free. */
export async function restoreFromTrash(context: StudioContext, id: string): Promise<SaveOutcome> {
  const { firestore, uid, authorIds } = context;
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(id)) return { kind: "not-found", message: "There is no such deleted post." };
  const trashed = await reading(firestore.getDocument(paths.trashed(uid, id)));
  const post = trashed?.data.post;
  const slug = trashed?.data.slug;
  const path = trashed?.data.path;
  if (!trashed || typeof post !== "object" || post === null || typeof slug !== "string" || typeof path !== "string")
    return { kind: "not-found", message: "There is no such deleted post." };

  const [own, claim, foreign] = await reading(
    Promise.all([findOwnPost(firestore, uid, slug), readClaim(firestore, slug), otherOwner(firestore, authorIds, uid, slug)]),
  );
  if (own) return { kind: "taken", message: `You have another post at /${slug} now; rename it first.` };
  if (foreign) return { kind: "taken", message: `Another author publishes at /${slug} now.` };
  const take = await reading(claimStep(firestore, uid, slug, claim, path));
  if (take.kind === "taken") return take;
  if (take.kind === "own") return { kind: "taken", message: `You have another post at /${slug} now; rename it first.` };
  // A contributor's post an editor had published comes back a draft: publishing it again is an editor's call.
  const deleted = post as Record<string, unknown>;
  const restored = context.publishes ? deleted : asDraft(deleted);
  // The version it brings back is the one deleted, saved again by whoever restores it.
  const data: Record<string, unknown> = {
    ...restored,
    ...versionStamp(context.by, deleted, restored, "Restored from the trash"),
  };
  const result = await commitOrLanded(
    firestore,
    [
      { path, data, precondition: { exists: false }, serverTimestamps: [UPDATED_AT] },
      ...(take.kind === "write" ? [take.write] : []),
      { path: trashed.path, delete: true, precondition: { updateTime: trashed.updateTime! } },
    ],
    { path, fields: stripped(data) },
  );
  if (!result) return { kind: "taken", message: `/${slug} was taken while the post was being restored.` };
  const updateTime = result.updateTimes[0] ?? result.commitTime;
  const indexed = await tellCaches(context, [slug], [changeFor(uid, slug, path, data, updateTime, updateTime)]);
  return {
    kind: "saved",
    created: true,
    slug,
    draft: data.draft === true,
    publishAt: scheduledFor(data),
    updateTime,
    indexed,
  };
}
