import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { validator } from "hono/validator";
import { firestoreFor } from "../firestore";
import { etagOf, readPreconditions } from "../studio/etag";
import { readListInput } from "../studio/list-input";
import { readStudioList, saveStudioList, type ListsContext } from "../studio/lists-service";
import { importMarkdown } from "../studio/markdown-import";
import {
  authenticated,
  authorsOnly,
  contributorDraftsOnly,
  contributorsOnly,
  editorsOnly,
  firestoreTrouble,
  isAuthor,
  isListAdmin,
  jsonBody,
  listAdminOnly,
  mediaTrouble,
  notTheListAdmin,
  roleOfCaller,
  slugParam,
  studioUsersOnly,
  unavailable,
  type StudioEnv,
} from "../studio/middleware";
import { renderPreview } from "../studio/preview";
import { previewLinkBody } from "../studio/preview-link-input";
import {
  createPreviewLink,
  listPreviewLinks,
  MAX_LIVE_LINKS,
  revokePreviewLink,
  type PreviewLinksContext,
} from "../studio/preview-links";
import { postAsMarkdown } from "../../client/markdown/post-markdown";
import {
  locatedWiringWarnings,
  markdownBody,
  mediaPageQuery,
  postBody,
  postWiringWarnings,
  type LocatedWarnings,
} from "../studio/validate";
import { missingAltText } from "../../client/data/figure-alt";
import {
  deletePost,
  restoreFromTrash,
  savePost,
  storedPost,
  stripped,
  type StudioContext,
  type SaveOutcome,
} from "../studio/posts-service";
import {
  decide,
  findSubmitted,
  listWaiting,
  submitForReview,
  withdrawFromReview,
  type ReviewContext,
  type ReviewOutcome,
} from "../studio/review-service";
import { readPublishTime } from "../studio/review-rules";
import { MAX_REVIEW_NOTE } from "../../client/data/review";
import { MAX_UPLOAD_BYTES } from "../../client/data/media";
import {
  findUses,
  listUploads,
  MAX_PAGE,
  MAX_PIXELS,
  rememberAltTexts,
  removeUpload,
  storeUpload,
  usesOf,
} from "../media/library";
import { endDeleting, markDeleting } from "../media/picture-lock";
import { notAPicture, readUploadRequest, tooLarge } from "../media/upload-request";
import { findOwnPost, listOwnPosts, listTrash } from "../studio/store";
import { listRevisionRows, readRevisionRow } from "../studio/revisions";
import { savedByOf } from "../studio/version-stamp";
import { QUESTION_STATES, type QuestionState } from "../../client/data/questions";
import {
  listQuestions,
  moderate,
  QuestionsUnavailableError,
  readModeration,
  type ModerationContext,
} from "../questions/moderation";
import { QUESTION_ID_FORM } from "../questions/tokens";
import { readAuthorName } from "../read-model/read";
import { createMiddleware } from "hono/factory";

/** Largest body a studio call may send (Firestore's document limit is 1 MiB). */
const MAX_BODY_BYTES = 900 * 1024;

/** An upload's body: the picture's 10 MB, and room for a multipart envelope around it. */
const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const postBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ error: "That is too large to save." }, 413),
});
// Decided on Content-Length when sent, else while the stream is read: before anything is stored.
const uploadBodyLimit = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: (c) => c.json(tooLarge, 413) });
const isUpload = (c: Context) => c.req.method === "POST" && c.req.path === "/api/studio/media";

/** The site's origin, against which a post's addresses are read (an absolute address of this site is one of its pictures). */
const siteOrigin = (c: Context<StudioEnv>) => new URL(c.var.config.site.url).origin;

const studioContext = (c: Context<StudioEnv>): StudioContext => ({
  firestore: firestoreFor(c.var.config),
  uid: c.var.user.uid,
  by: savedByOf(c.var.user),
  authorIds: c.var.config.authorIds,
  publishes: roleOfCaller(c) !== "contributor",
  origin: siteOrigin(c),
  afterWrite: (slugs, changes) => c.var.content.postsChanged(slugs, changes),
});

const previewLinksContext = (c: Context<StudioEnv>): PreviewLinksContext => ({
  firestore: firestoreFor(c.var.config),
  site: c.var.config.site,
});

const noSuchPost = { error: "You have no post with that address." };

const reviewContext = (c: Context<StudioEnv>): ReviewContext => {
  const { uid: _uid, ...context } = studioContext(c);
  return { ...context, user: savedByOf(c.var.user), contributorIds: c.var.config.roles.contributors };
};

/** The body of POST /review/{slug}/schedule: when to publish, an ISO 8601 UTC time in the future. */
const scheduleBody = validator("json", (value: unknown, c) => {
  const read = readPublishTime(typeof value === "object" && value !== null ? (value as { publishAt?: unknown }).publishAt : null);
  return read.ok ? { publishAt: read.publishAt } : c.json({ error: read.error, field: "publishAt" }, 400);
});

/** The body of POST /review/{slug}/send-back: the note the writer reads, required. */
const noteBody = validator("json", (value: unknown, c) => {
  const raw = typeof value === "object" && value !== null ? (value as { note?: unknown }).note : null;
  const note = typeof raw === "string" ? raw.trim() : "";
  if (!note) return c.json({ error: "Write a note for the writer: say what to change before it can be published." }, 400);
  if (note.length > MAX_REVIEW_NOTE) return c.json({ error: `Keep the note to ${MAX_REVIEW_NOTE} characters.` }, 400);
  return { note };
});

const listsContext = (c: Context<StudioEnv>): ListsContext => ({
  firestore: firestoreFor(c.var.config),
  uid: c.var.user.uid,
  listAdminId: c.var.config.listAdminId,
  listChanged: (address) => c.var.content.listChanged(address),
});

/** A project list body, checked and sanitised (../studio/list-input.ts); its result types the RPC client's request. */
const listBody = validator("json", (value: unknown, c) => {
  const read = readListInput(value);
  return read.ok ? { allpost: read.allpost } : c.json({ error: read.error }, 400);
});

const moderationContext = (c: Context<StudioEnv>): ModerationContext => ({
  db: c.env.READ_MODEL,
  firestore: firestoreFor(c.var.config),
  config: c.var.config,
  uid: c.var.user.uid,
  // An answer is signed as the author's bylines are: their account's display name, else their sign-in name.
  answerName: async () =>
    (await readAuthorName(c.env.READ_MODEL, c.var.user.uid).catch(() => null)) ?? c.var.user.name ?? c.var.config.site.name,
  questionsChanged: (post) => c.var.content.questionsChanged(post),
});

/** `?state=` of the questions list: waiting (the default), published or spam. */
const questionsQuery = validator("query", (value: Record<string, string | string[]>, c) => {
  const state = value.state ?? "waiting";
  return typeof state === "string" && (QUESTION_STATES as readonly string[]).includes(state)
    ? { state: state as QuestionState }
    : c.json({ error: 'Ask for `state` "waiting", "published" or "spam".' }, 400);
});

/** A moderation request: `{ action, text? }` (../questions/moderation.ts). */
const moderationBody = validator("json", (value: unknown, c) => {
  const read = readModeration(value);
  return "error" in read ? c.json({ error: read.error }, 400) : read;
});

/** D1 failures in moderation: 503 saying whether the change happened, so the studio tries again. */
const questionsTrouble = createMiddleware<StudioEnv>(async (c, next) => {
  await next();
  const { error } = c;
  if (!(error instanceof QuestionsUnavailableError)) return;
  console.error("The questions could not be reached in D1", error.cause);
  c.res = undefined;
  c.res = unavailable(
    c,
    error.saved === "unknown"
      ? "The questions did not answer in time, so it is not known whether this was done. Reload the list to check."
      : "The questions could not be reached just now. Try again in a moment.",
    error.saved,
  );
});

/** A stored post's sections, as the alt-text rule reads them. */
type Sections = Array<{ section?: string; content: unknown[] }>;

const INDEX_LAGS = "Saved. The site's search and post lists could not be updated just now; they catch up within half an hour.";

/** A write's outcome as HTTP (RFC 9110's conditional requests). */
// The return type is inferred on purpose: each status's body is part of the API's type, which the studio's RPC client reads.
function answer(c: Context<StudioEnv>, outcome: SaveOutcome, pinWarnings: string[] = [], wiringWarnings: LocatedWarnings[] = []) {
  switch (outcome.kind) {
    case "saved": {
      const etag = etagOf(outcome.updateTime);
      const warnings = [...pinWarnings, ...(outcome.indexed ? [] : [INDEX_LAGS])];
      c.header("etag", etag);
      return c.json(
        {
          slug: outcome.slug,
          draft: outcome.draft,
          // Scheduled: the time it waits for (ISO 8601 UTC); null when the post is public or a draft.
          publishAt: outcome.publishAt,
          url: outcome.draft || outcome.publishAt ? null : `/${outcome.slug}`,
          etag,
          ...(warnings.length ? { warnings } : {}),
          ...(wiringWarnings.length ? { wiringWarnings } : {}),
        },
        outcome.created ? 201 : 200,
      );
    }
    case "stale":
      return c.json(
        {
          error: outcome.current
            ? "This post was changed elsewhere since you opened it. Nothing was saved."
            : "This post no longer exists on the server (it was deleted or moved). Nothing was saved.",
          current: outcome.current,
        },
        412,
      );
    case "precondition-required":
      return c.json({ error: "Send If-Match with the post's ETag to change it (or If-None-Match: * to create it)." }, 428);
    case "taken":
      return c.json({ error: outcome.message, field: "slug" }, 409);
    case "not-found":
      return c.json({ error: outcome.message }, 404);
    case "invalid":
      return c.json({ error: outcome.message }, 400);
    case "picture-gone":
      return c.json({ error: outcome.message }, 409);
    case "forbidden":
      return c.json({ error: outcome.message }, 403);
  }
}

/** A review step's outcome as HTTP; the success carries the post's new ETag, review state and schedule. */
// Inferred return type, as answer's: the studio's RPC client reads each status's body.
function reviewAnswer(c: Context<StudioEnv>, outcome: ReviewOutcome) {
  switch (outcome.kind) {
    case "done": {
      const etag = etagOf(outcome.updateTime);
      c.header("etag", etag);
      const public_ = !outcome.draft && outcome.publishAt === null;
      return c.json(
        {
          slug: outcome.slug,
          draft: outcome.draft,
          url: public_ ? `/${outcome.slug}` : null,
          etag,
          review: outcome.review,
          publishAt: outcome.publishAt,
          ...(outcome.indexed ? {} : { warnings: [INDEX_LAGS] }),
        },
        200,
      );
    }
    case "stale":
      return c.json(
        {
          error: outcome.current
            ? "This post was changed since you opened it (the writer saved it, or another editor acted on it). Nothing was changed; look at it again."
            : "This post no longer exists on the server. Nothing was changed.",
          current: outcome.current,
        },
        412,
      );
    case "precondition-required":
      return c.json({ error: "Send If-Match with the post's ETag to change it." }, 428);
    case "not-found":
      return c.json({ error: outcome.message }, 404);
    case "conflict":
      return c.json({ error: outcome.message }, 409);
    case "invalid":
      return c.json({ error: outcome.message }, 400);
  }
}

const preconditionsOf = (c: Context<StudioEnv>) => readPreconditions(c.req.header("if-match"), c.req.header("if-none-match"));

/**
 * /api/studio/*: the authoring API (README, "The authoring studio" and "Writes that never lose work"). The
 * middleware is ../studio/middleware.ts; each handler reads the request and hands it to a service.
 */
export const studioApi = new Hono<StudioEnv>()
  .basePath("/api/studio")
  .use(async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  })
  .use((c, next) => (isUpload(c) ? uploadBodyLimit : postBodyLimit)(c, next))
  .use(authenticated, studioUsersOnly, firestoreTrouble)
  .get("/me", (c) => {
    const { user } = c.var;
    return c.json(
      {
        uid: user.uid,
        email: user.email,
        name: user.name,
        author: isAuthor(c),
        role: roleOfCaller(c),
        listAdmin: isListAdmin(c),
      },
      200,
    );
  })
  .use("/posts/*", authorsOnly)
  .use("/posts", authorsOnly)
  .use("/trash/*", authorsOnly)
  .use("/trash", authorsOnly)
  .use("/preview", authorsOnly)
  .use("/markdown", authorsOnly)
  .use("/media", authorsOnly, mediaTrouble)
  .use("/media/*", authorsOnly, mediaTrouble)
  .use("/lists/*", listAdminOnly)
  .use("/posts/:slug/submit", contributorsOnly)
  .use("/posts/:slug/withdraw", contributorsOnly)
  .use("/review", editorsOnly)
  .use("/review/*", editorsOnly)
  .use("/questions", authorsOnly, questionsTrouble)
  .use("/questions/*", authorsOnly, questionsTrouble)
  .get("/posts", async (c) => c.json({ posts: await listOwnPosts(firestoreFor(c.var.config), c.var.user.uid) }, 200))
  .get("/posts/:slug", async (c) => {
    const document = await findOwnPost(firestoreFor(c.var.config), c.var.user.uid, c.req.param("slug"));
    if (!document) return c.json({ error: "You have no post with that address." }, 404);
    const stored = storedPost(document);
    c.header("etag", stored.etag);
    return c.json(stored, 200);
  })
  .get("/posts/:slug/revisions", async (c) => {
    const firestore = firestoreFor(c.var.config);
    const document = await findOwnPost(firestore, c.var.user.uid, c.req.param("slug"));
    if (!document) return c.json({ error: "You have no post with that address." }, 404);
    return c.json({ revisions: await listRevisionRows(firestore, document) }, 200);
  })
  .get("/posts/:slug/revisions/:id", async (c) => {
    const firestore = firestoreFor(c.var.config);
    const document = await findOwnPost(firestore, c.var.user.uid, c.req.param("slug"));
    const found = document ? await readRevisionRow(firestore, document, c.req.param("id")) : null;
    return found ? c.json(found, 200) : c.json({ error: "There is no such revision of your post." }, 404);
  })
  .get("/posts/:slug/preview-links", async (c) => {
    const document = await findOwnPost(firestoreFor(c.var.config), c.var.user.uid, c.req.param("slug"));
    if (!document) return c.json(noSuchPost, 404);
    return c.json({ links: await listPreviewLinks(previewLinksContext(c), document.path) }, 200);
  })
  .post("/posts/:slug/preview-links", previewLinkBody, async (c) => {
    const { uid } = c.var.user;
    const document = await findOwnPost(firestoreFor(c.var.config), uid, c.req.param("slug"));
    if (!document) return c.json(noSuchPost, 404);
    const post = { owner: uid, postPath: document.path, postCreateTime: document.createTime ?? null };
    const made = await createPreviewLink(previewLinksContext(c), post, uid, c.req.valid("json"));
    if (made.kind === "too-many")
      return c.json({ error: `This post has ${MAX_LIVE_LINKS} working preview links; revoke one before making another.` }, 409);
    return c.json(made.link, 201);
  })
  .delete("/posts/:slug/preview-links/:id", async (c) => {
    const document = await findOwnPost(firestoreFor(c.var.config), c.var.user.uid, c.req.param("slug"));
    if (!document) return c.json(noSuchPost, 404);
    const revoked = await revokePreviewLink(previewLinksContext(c), document.path, c.req.param("id"));
    return revoked ? c.body(null, 204) : c.json({ error: "Your post has no such preview link." }, 404);
  })
  .put("/posts/:slug", jsonBody, slugParam, contributorDraftsOnly, postBody, async (c) => {
    const body = c.req.valid("json");
    const { document } = body;
    // Drafts may wait for their alt text; a published figure may not.
    const noAlt = missingAltText({ draft: body.input.draft, pageData: body.input.pageData && (document.pageData as Sections) });
    if (noAlt) return c.json({ error: noAlt.message, figure: { section: noAlt.section, block: noAlt.block } }, 400);
    const outcome = await savePost(studioContext(c), c.req.param("slug"), body, preconditionsOf(c));
    // The alt text written for an uploaded picture is offered when it is inserted again.
    if (outcome.kind === "saved") await rememberAltTexts(c.env.MEDIA, c.var.user.uid, document.pageData);
    return answer(c, outcome, postWiringWarnings(document), locatedWiringWarnings(document));
  })
  .delete("/posts/:slug", async (c) => {
    const outcome = await deletePost(studioContext(c), c.req.param("slug"), preconditionsOf(c));
    return outcome.kind === "deleted" ? c.body(null, 204) : answer(c, outcome);
  })
  .get("/posts/:slug/markdown", async (c) => {
    const document = await findOwnPost(firestoreFor(c.var.config), c.var.user.uid, c.req.param("slug"));
    if (!document) return c.json({ error: "You have no post with that address." }, 404);
    return c.body(postAsMarkdown(document.data), 200, {
      "content-type": "text/markdown; charset=utf-8",
      "content-disposition": `attachment; filename="${c.req.param("slug")}.md"`,
    });
  })
  .post("/markdown", jsonBody, markdownBody, (c) => {
    const imported = importMarkdown(c.req.valid("json").markdown);
    if (!imported.ok)
      return c.json(
        { error: imported.error, problems: imported.problems, ...("limit" in imported ? { limit: imported.limit } : {}) },
        400,
      );
    return c.json(imported.fields, 200);
  })
  .post("/media", async (c) => {
    const read = await readUploadRequest(c.req);
    if (!read.ok) return c.json({ error: read.error }, read.status);
    const outcome = await storeUpload(c.env.MEDIA, { uid: c.var.user.uid, ...read });
    if (outcome.kind === "too-many-pixels")
      return c.json(
        {
          error: `That picture is ${outcome.width.toLocaleString("en")} x ${outcome.height.toLocaleString("en")} pixels; the limit is ${MAX_PIXELS / 1_000_000} megapixels. Shrink it and upload it again.`,
          limit: "pixels",
        },
        413,
      );
    if (outcome.kind !== "stored")
      return c.json({ error: notAPicture(read.declared, outcome.kind === "mismatch" ? outcome.actual : undefined) }, 415);
    const { url, width, height, type, bytes, alt } = outcome.upload;
    return c.json({ url, width, height, type, bytes, alt }, outcome.created ? 201 : 200);
  })
  .get("/media", mediaPageQuery, async (c) => {
    const query = c.req.valid("query");
    const limit = Math.min(Math.max(Number(query.limit) || 30, 1), MAX_PAGE);
    const { uploads, next } = await listUploads(c.env.MEDIA, c.var.user.uid, { cursor: query.cursor, limit, query: query.q });
    // Where each is shown, so the library can say which ones may go.
    const uses = await usesOf(
      firestoreFor(c.var.config),
      c.var.config.authorIds,
      uploads.map((upload) => upload.key),
      siteOrigin(c),
    );
    return c.json({ uploads: uploads.map((upload) => ({ ...upload, usedIn: uses.get(upload.key) ?? [] })), next }, 200);
  })
  .delete("/media/:key", async (c) => {
    const key = c.req.param("key");
    const firestore = firestoreFor(c.var.config);
    const outcome = await removeUpload(c.env.MEDIA, {
      uid: c.var.user.uid,
      key,
      uses: () => findUses(firestore, c.var.config.authorIds, key, siteOrigin(c)),
      turn: { mark: () => markDeleting(firestore, key), end: (marked, result) => endDeleting(firestore, key, marked, result) },
    });
    if (outcome.kind === "not-found") return c.json({ error: "You have no upload with that address." }, 404);
    if (outcome.kind === "in-use")
      return c.json(
        {
          error: `This picture is shown in ${outcome.uses.map((use) => `"${use.title}" (/${use.slug})`).join(", ")}. Remove it there first.`,
          posts: outcome.uses,
        },
        409,
      );
    return c.body(null, 204);
  })
  .post("/posts/:slug/submit", slugParam, async (c) =>
    reviewAnswer(c, await submitForReview(reviewContext(c), c.req.param("slug"), preconditionsOf(c))),
  )
  .post("/posts/:slug/withdraw", slugParam, async (c) =>
    reviewAnswer(c, await withdrawFromReview(reviewContext(c), c.req.param("slug"), preconditionsOf(c))),
  )
  .get("/review", async (c) =>
    c.json({ posts: await listWaiting(firestoreFor(c.var.config), c.var.config.roles.contributors) }, 200),
  )
  .get("/review/:slug", slugParam, async (c) => {
    const found = await findSubmitted(firestoreFor(c.var.config), c.var.config.roles.contributors, c.req.param("slug"));
    if (!found) return c.json({ error: `No post at /${c.req.param("slug")} is waiting for review.` }, 404);
    const stored = storedPost(found.document);
    c.header("etag", stored.etag);
    // The page as readers would see it once published, drawn as the studio's preview is.
    const { html } = renderPreview(found.writer.uid, stripped(found.document.data));
    return c.json({ ...stored, writer: found.writer, submittedAt: found.review.at, html }, 200);
  })
  .post("/review/:slug/publish", slugParam, async (c) =>
    reviewAnswer(c, await decide(reviewContext(c), c.req.param("slug"), preconditionsOf(c), { kind: "publish" })),
  )
  .post("/review/:slug/schedule", jsonBody, slugParam, scheduleBody, async (c) => {
    const { publishAt } = c.req.valid("json");
    return reviewAnswer(
      c,
      await decide(reviewContext(c), c.req.param("slug"), preconditionsOf(c), { kind: "schedule", publishAt }),
    );
  })
  .post("/review/:slug/send-back", jsonBody, slugParam, noteBody, async (c) => {
    const { note } = c.req.valid("json");
    return reviewAnswer(c, await decide(reviewContext(c), c.req.param("slug"), preconditionsOf(c), { kind: "send-back", note }));
  })
  .get("/trash", async (c) => c.json({ posts: await listTrash(firestoreFor(c.var.config), c.var.user.uid) }, 200))
  .post("/trash/:id/restore", async (c) => answer(c, await restoreFromTrash(studioContext(c), c.req.param("id"))))
  .post("/preview", jsonBody, postBody, async (c) => {
    const { html, warnings } = renderPreview(c.var.user.uid, c.req.valid("json").document);
    return c.json({ html, ...(warnings.length ? { warnings } : {}) }, 200);
  })
  .get("/questions", questionsQuery, async (c) =>
    c.json(await listQuestions(moderationContext(c), c.req.valid("query").state), 200),
  )
  .post("/questions/:id", jsonBody, moderationBody, async (c) => {
    const id = c.req.param("id");
    const outcome = QUESTION_ID_FORM.test(id)
      ? await moderate(moderationContext(c), id, c.req.valid("json"))
      : ({ kind: "not-found" } as const);
    if (outcome.kind === "not-found") return c.json({ error: "There is no such question on your posts." }, 404);
    return c.json({ question: outcome.question }, 200);
  })
  .get("/lists/:address", async (c) => {
    const read = await readStudioList(listsContext(c), c.req.param("address"));
    if (read.kind === "forbidden") return c.json(notTheListAdmin, 403);
    if (read.kind === "not-found") return c.json({ error: "No such list." }, 404);
    return c.json({ title: read.title, allpost: read.allpost }, 200);
  })
  .put("/lists/:address", jsonBody, listBody, async (c) => {
    const saved = await saveStudioList(listsContext(c), c.req.param("address"), c.req.valid("json").allpost);
    if (saved.kind === "forbidden") return c.json(notTheListAdmin, 403);
    if (saved.kind === "not-found") return c.json({ error: "No such list." }, 404);
    return c.json({ address: saved.address, entries: saved.entries }, 200);
  });

/** The studio API's routes, requests and answers, for the studio's typed client (client/studio/rpc.ts). */
export type StudioApiRoutes = typeof studioApi;
