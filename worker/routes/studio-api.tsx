import { Hono, type Context } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { validator } from "hono/validator";
import { HTTPException } from "hono/http-exception";
import { renderToString } from "react-dom/server";
import { listCategory } from "../../client/data/lists";
import { PostPage } from "../../client/pages/PostPage";
import type { AppEnv } from "../app-env";
import { CACHE_POLICY } from "../cache/policy";
import { AuthUnavailableError, InvalidTokenError, verifyIdToken, type AuthUser } from "../auth/verify-id-token";
import { FirestoreError, firestoreFor } from "../firestore";
import { isJsonMediaType } from "../http/media-type";
import { postTitle } from "../posts/head";
import { normalisePost } from "../posts/normalise";
import { etagOf, readPreconditions } from "../studio/etag";
import { readListInput } from "../studio/list-input";
import { markdownToBlocks } from "../../client/markdown/from-markdown";
import { checkedFrontFields, postAsMarkdown } from "../../client/markdown/post-markdown";
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
  StudioUnavailableError,
  type StudioContext,
  type SaveOutcome,
} from "../studio/posts-service";
import { slugProblem } from "../studio/slug";
import { MAX_UPLOAD_BYTES } from "../../client/data/media";
import {
  findUses,
  listUploads,
  MAX_PAGE,
  MediaUnavailableError,
  rememberAltTexts,
  removeUpload,
  storeUpload,
  usesOf,
} from "../media/library";
import { notAPicture, readUploadRequest, tooLarge } from "../media/upload-request";
import { findOwnPost, listOwnPosts, listRevisions, listTrash, paths, readRevision } from "../studio/store";
type StudioEnv = AppEnv & { Variables: { user: AuthUser } };

/** Largest body a studio call may send (Firestore's document limit is 1 MiB). */
const MAX_BODY_BYTES = 900 * 1024;

/** 503 with Retry-After: the studio keeps the author's work and tries again. */
function unavailable(c: Context, error: string, saved: false | "unknown" | null): Response {
  const body = saved === null ? { error, retryable: true } : { error, saved, retryable: true };
  return c.json(body, 503, { "retry-after": String(CACHE_POLICY.retryAfterSeconds), "cache-control": "no-store" });
}

/** An upload's body: the picture's 10 MB, and room for a multipart envelope around it. */
const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const postBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ error: "That is too large to save." }, 413),
});
// Decided on Content-Length when sent, else while the stream is read: before anything is stored.
const uploadBodyLimit = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: (c) => c.json(tooLarge, 413) });
const isUpload = (c: Context) => c.req.method === "POST" && c.req.path === "/api/studio/media";

const unauthorised = { error: "Sign in again: a valid Firebase ID token is required as the bearer token." };

/**
 * Every studio call carries the author's Firebase ID token as a bearer token, verified
 * here at the edge; no cookie is ever read, so a cross-site form cannot act for an author.
 */
const authenticated = bearerAuth<StudioEnv>({
  realm: "studio",
  verifyToken: async (token, c) => {
    const { config } = c.var;
    try {
      c.set("user", await verifyIdToken(token, { projectId: config.projectId, emulatorHost: config.auth.emulatorHost }));
      return true;
    } catch (error) {
      if (error instanceof AuthUnavailableError) {
        console.error("Could not verify a studio token", error);
        throw new HTTPException(503, {
          res: unavailable(c, "Your sign-in could not be checked just now. You are still signed in; trying again shortly.", null),
        });
      }
      if (!(error instanceof InvalidTokenError)) console.error("Could not verify a studio token", error);
      return false;
    }
  },
  noAuthenticationHeader: { message: unauthorised },
  invalidAuthenticationHeader: { message: unauthorised },
  invalidToken: { message: unauthorised },
});

const isAuthor = (c: Context<StudioEnv>) => c.var.config.authorIds.includes(c.var.user.uid);
const isListAdmin = (c: Context<StudioEnv>) => c.var.user.uid === c.var.config.listAdminId;
const notAnAuthor = { error: "This account is not one of the site's authors. Ask the site's owner to add it to AUTHOR_IDS." };

/** The studio is for the authors in AUTHOR_IDS and the list admin; any other signed-in account gets 403. */
const studioUsersOnly = createMiddleware<StudioEnv>(async (c, next) => {
  if (!isAuthor(c) && !isListAdmin(c)) return c.json(notAnAuthor, 403);
  await next();
});

/** Posts are written by authors, each into their own collection. */
const authorsOnly = createMiddleware<StudioEnv>(async (c, next) => {
  if (!isAuthor(c)) return c.json(notAnAuthor, 403);
  await next();
});

/** Only the LIST_ADMIN_ID account edits the project lists. */
const listAdminOnly = createMiddleware<StudioEnv>(async (c, next) => {
  if (!isListAdmin(c)) return c.json({ error: "Only the list admin account edits project lists." }, 403);
  await next();
});

/** Writes accept JSON only (a plain HTML form cannot send it), within a sane size. */
const jsonBody = createMiddleware<StudioEnv>(async (c, next) => {
  if (!isJsonMediaType(c.req.header("content-type"))) return c.json({ error: "Send the body as application/json." }, 415);
  await next();
});

const studioContext = (c: Context<StudioEnv>): StudioContext => ({
  firestore: firestoreFor(c.var.config),
  uid: c.var.user.uid,
  authorIds: c.var.config.authorIds,
  afterWrite: (slugs, changes) => c.var.content.postsChanged(slugs, changes),
});

/** A project list body, checked and sanitised (../studio/list-input.ts); its result types the RPC client's request. */
const listBody = validator("json", (value: unknown, c) => {
  const read = readListInput(value);
  return read.ok ? { allpost: read.allpost } : c.json({ error: read.error }, 400);
});

/** The fields a post document has, as the studio stores them (for the preview's normaliser). */
const documentOf = (uid: string, slug: string, fields: Record<string, unknown>) => ({
  path: `${paths.posts(uid)}/${slug}`,
  id: slug,
  data: { ...fields, slug },
});

/** A stored post's sections, as the alt-text rule reads them. */
type Sections = Array<{ section?: string; content: unknown[] }>;

/** The pinouts' warnings above the preview, for the author only (the page shows what the author keeps). */
function WiringWarnings({ warnings }: { warnings: string[] }) {
  return (
    <div className="callout callout--warning wiring-warnings" role="note">
      <p>
        <strong className="callout-label">Check the wiring: </strong>
        the board&apos;s pinout marks these pins. Keep a warning beside the diagram if a reader needs it.
      </p>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

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
          url: outcome.draft ? null : `/${outcome.slug}`,
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
  }
}

/** Firestore failures in the studio: 503 that says whether the change happened. */
const firestoreTrouble = createMiddleware<StudioEnv>(async (c, next) => {
  await next();
  // Hono has already turned a thrown error into the app's error page; the studio says more.
  const { error } = c;
  if (!(error instanceof StudioUnavailableError || error instanceof FirestoreError || error instanceof TypeError)) return;
  const saved = error instanceof StudioUnavailableError ? error.saved : false;
  const message =
    saved === "unknown"
      ? "The database did not answer in time, so it is not known whether this was saved. Reload the post to check."
      : "The database could not be reached, so nothing was saved. Your text is kept; try again in a moment.";
  c.res = undefined;
  c.res = unavailable(c, message, saved);
});

/** R2 failures in the library: 503, so the studio tries again and the author's work stays. */
const mediaTrouble = createMiddleware<StudioEnv>(async (c, next) => {
  await next();
  if (!(c.error instanceof MediaUnavailableError)) return;
  console.error("The media library could not reach R2", c.error.cause);
  c.res = undefined;
  c.res = unavailable(c, "Your pictures could not be reached just now. Try again in a moment.", null);
});

/** The address in a post route: lower-case words and hyphens, not one the site owns. */
const slugParam = createMiddleware<StudioEnv>(async (c, next) => {
  const problem = slugProblem(c.req.param("slug") ?? "");
  if (problem) return c.json({ error: problem, field: "slug" }, 400);
  await next();
});

const preconditionsOf = (c: Context<StudioEnv>) => readPreconditions(c.req.header("if-match"), c.req.header("if-none-match"));

/** /api/studio/*: the authoring API of ../shared/design.md, "Authoring and search" and "Writes that never lose work". */
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
    return c.json({ uid: user.uid, email: user.email, name: user.name, author: isAuthor(c), listAdmin: isListAdmin(c) }, 200);
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
    return c.json({ revisions: await listRevisions(firestore, document.path) }, 200);
  })
  .get("/posts/:slug/revisions/:id", async (c) => {
    const firestore = firestoreFor(c.var.config);
    const document = await findOwnPost(firestore, c.var.user.uid, c.req.param("slug"));
    const found = document ? await readRevision(firestore, document.path, c.req.param("id")) : null;
    return found ? c.json(found, 200) : c.json({ error: "There is no such revision of your post." }, 404);
  })
  .put("/posts/:slug", jsonBody, slugParam, postBody, async (c) => {
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
    const converted = markdownToBlocks(c.req.valid("json").markdown);
    const front = checkedFrontFields(converted.front);
    const problems = [...converted.problems, ...front.problems];
    if (problems.length)
      return c.json(
        {
          error: `Some lines could not be converted: ${problems.map((problem) => `line ${problem.line}: ${problem.message}`).join("; ")}`,
          problems,
        },
        400,
      );
    return c.json(
      {
        ...(converted.title !== undefined ? { title: converted.title } : {}),
        // The fields the editor has: meta, topic, difficulty, minutes, boards (draft and format are the editor's own).
        ...(front.checked.meta ? { meta: front.checked.meta } : {}),
        ...(front.checked.topic ? { topic: front.checked.topic } : {}),
        ...(front.checked.difficulty ? { difficulty: front.checked.difficulty } : {}),
        ...(front.checked.minutes ? { minutes: front.checked.minutes } : {}),
        ...(front.checked.boards ? { boards: front.checked.boards } : {}),
        pageData: converted.pageData,
      },
      200,
    );
  })
  .post("/media", async (c) => {
    const read = await readUploadRequest(c.req);
    if (!read.ok) return c.json({ error: read.error }, read.status);
    const outcome = await storeUpload(c.env.MEDIA, { uid: c.var.user.uid, ...read });
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
    );
    return c.json({ uploads: uploads.map((upload) => ({ ...upload, usedIn: uses.get(upload.key) ?? [] })), next }, 200);
  })
  .delete("/media/:key", async (c) => {
    const key = c.req.param("key");
    const outcome = await removeUpload(c.env.MEDIA, {
      uid: c.var.user.uid,
      key,
      uses: () => findUses(firestoreFor(c.var.config), c.var.config.authorIds, key),
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
  .get("/trash", async (c) => c.json({ posts: await listTrash(firestoreFor(c.var.config), c.var.user.uid) }, 200))
  .post("/trash/:id/restore", async (c) => answer(c, await restoreFromTrash(studioContext(c), c.req.param("id"))))
  .post("/preview", jsonBody, postBody, async (c) => {
    const slug = "preview";
    const { document } = c.req.valid("json");
    const post = normalisePost(c.var.user.uid, documentOf(c.var.user.uid, slug, document), slug);
    const warnings = postWiringWarnings(document);
    return c.json(
      {
        html: renderToString(
          <>
            {warnings.length ? <WiringWarnings warnings={warnings} /> : null}
            <PostPage post={post} title={postTitle(post)} />
          </>,
        ),
        ...(warnings.length ? { warnings } : {}),
      },
      200,
    );
  })
  .get("/lists/:address", async (c) => {
    if (c.var.user.uid !== c.var.config.listAdminId)
      return c.json({ error: "Only the list admin account edits project lists." }, 403);
    const category = listCategory(c.req.param("address"));
    if (!category) return c.json({ error: "No such list." }, 404);
    const document = await firestoreFor(c.var.config).getDocument(
      `admin-posts/${c.var.config.listAdminId}/posts/list-${category.address}`,
    );
    const stored: unknown = document?.data.allpost;
    return c.json({ title: category.title, allpost: Array.isArray(stored) ? (stored as unknown[]) : [] }, 200);
  })
  .put("/lists/:address", jsonBody, listBody, async (c) => {
    if (c.var.user.uid !== c.var.config.listAdminId)
      return c.json({ error: "Only the list admin account edits project lists." }, 403);
    const category = listCategory(c.req.param("address"));
    if (!category) return c.json({ error: "No such list." }, 404);
    const { allpost } = c.req.valid("json");
    await firestoreFor(c.var.config).commit([
      { path: `admin-posts/${c.var.config.listAdminId}/posts/list-${category.address}`, data: { allpost } },
    ]);
    await c.var.content.listChanged(category.address);
    return c.json({ address: category.address, entries: allpost.length }, 200);
  });

/** The studio API's routes, requests and answers, for the studio's typed client (client/studio/rpc.ts). */
export type StudioApiRoutes = typeof studioApi;
