import { Hono, type Context } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { renderToString } from "react-dom/server";
import { listCategory } from "../../client/data/lists";
import { PostPage } from "../../client/pages/PostPage";
import type { AppEnv } from "../app-env";
import { InvalidTokenError, verifyIdToken, type AuthUser } from "../auth/verify-id-token";
import { firestoreFor } from "../firestore";
import { isJsonMediaType } from "../http/media-type";
import { postTitle } from "../posts/head";
import { normalisePost } from "../posts/normalise";
import type { PostChange } from "../read-model/changes";
import { indexEntry } from "../read-model/entry";
import { afterListWrite, afterPostWrite } from "../studio/after-write";
import { readListInput } from "../studio/list-input";
import { readPostInput, type PostInput } from "../studio/post-input";
import { slugProblem } from "../studio/slug";
import { deletePost, findOwnPost, listOwnPosts, otherOwner, postsOf, writePost } from "../studio/store";

type StudioEnv = AppEnv & { Variables: { user: AuthUser } };

/** Largest body a studio call may send (Firestore's document limit is 1 MiB). */
const MAX_BODY_BYTES = 900 * 1024;

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

const writeContext = (c: Context<StudioEnv>) => ({ config: c.var.config, kv: c.env.CONTENT_CACHE, db: c.env.READ_MODEL });

const readJson = (c: { req: { json: () => Promise<unknown> } }) => c.req.json().catch(() => undefined);

/** The fields a post document has, as the studio stores them (for the preview's normaliser). */
const documentOf = (uid: string, slug: string, input: PostInput) => ({
  path: `${postsOf(uid)}/${slug}`,
  id: slug,
  data: { slug, ...input } as Record<string, unknown>,
});

/** /api/studio/*: the authoring API of ../shared/design.md, "Authoring and search". */
export const studioApi = new Hono<StudioEnv>()
  .basePath("/api/studio")
  .use(async (c, next) => {
    await next();
    c.header("cache-control", "no-store");
  })
  .use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: "That is too large to save." }, 413) }))
  .use(authenticated, studioUsersOnly)
  .get("/me", (c) => {
    const { user } = c.var;
    return c.json({ uid: user.uid, email: user.email, name: user.name, author: isAuthor(c), listAdmin: isListAdmin(c) });
  })
  .use("/posts/*", authorsOnly)
  .use("/posts", authorsOnly)
  .use("/preview", authorsOnly)
  .use("/lists/*", listAdminOnly)
  .get("/posts", async (c) => c.json({ posts: await listOwnPosts(firestoreFor(c.var.config), c.var.user.uid) }))
  .get("/posts/:slug", async (c) => {
    const document = await findOwnPost(firestoreFor(c.var.config), c.var.user.uid, c.req.param("slug"));
    return document
      ? c.json({ post: document.data, published: document.createTime, updated: document.updateTime })
      : c.json({ error: "You have no post with that address." }, 404);
  })
  .put("/posts/:slug", jsonBody, async (c) => {
    const slug = c.req.param("slug");
    const problem = slugProblem(slug);
    if (problem) return c.json({ error: problem, field: "slug" }, 400);
    const read = readPostInput(await readJson(c));
    if (!read.ok) return c.json({ error: read.error }, 400);
    const { post } = read;
    const { uid } = c.var.user;
    const firestore = firestoreFor(c.var.config);
    const owner = await otherOwner(firestore, c.var.config.authorIds, uid, slug);
    if (owner)
      return c.json({ error: `Another author already publishes at /${slug}; choose another address.`, field: "slug" }, 409);
    // Saving under a new address renames the post: its document keeps its id and takes the new slug.
    const renamedFrom = post.previousSlug && post.previousSlug !== slug ? post.previousSlug : null;
    const existing =
      (await findOwnPost(firestore, uid, slug)) ?? (renamedFrom ? await findOwnPost(firestore, uid, renamedFrom) : null);
    await writePost(firestore, uid, existing?.id ?? slug, slug, post);
    const savedAt = new Date().toISOString();
    const id = existing?.id ?? slug;
    const saved = {
      ...documentOf(uid, slug, post),
      path: `${postsOf(uid)}/${id}`,
      id,
      createTime: existing?.createTime ?? savedAt,
      updateTime: savedAt,
    };
    const entry = post.draft ? null : indexEntry(normalisePost(uid, saved, slug));
    // TODO(lead): versions from the Firestore commit answer (commitTime) instead of this clock.
    const changes: PostChange[] = [
      { slug, version: savedAt, entry },
      ...(renamedFrom ? [{ slug: renamedFrom, version: savedAt, entry: null }] : []),
    ];
    await afterPostWrite(writeContext(c), renamedFrom ? [slug, renamedFrom] : [slug], changes);
    return c.json({ slug, draft: post.draft, url: post.draft ? null : `/${slug}` }, existing ? 200 : 201);
  })
  .delete("/posts/:slug", async (c) => {
    const slug = c.req.param("slug");
    const firestore = firestoreFor(c.var.config);
    const existing = await findOwnPost(firestore, c.var.user.uid, slug);
    if (!existing) return c.json({ error: "You have no post with that address." }, 404);
    await deletePost(firestore, c.var.user.uid, existing.id);
    await afterPostWrite(writeContext(c), [slug], [{ slug, version: new Date().toISOString(), entry: null }]);
    return c.json({ deleted: slug });
  })
  .post("/preview", jsonBody, async (c) => {
    const read = readPostInput(await readJson(c));
    if (!read.ok) return c.json({ error: read.error }, 400);
    const slug = "preview";
    const post = normalisePost(c.var.user.uid, documentOf(c.var.user.uid, slug, read.post), slug);
    return c.json({ html: renderToString(<PostPage post={post} title={postTitle(post)} />) });
  })
  .get("/lists/:address", async (c) => {
    if (c.var.user.uid !== c.var.config.listAdminId)
      return c.json({ error: "Only the list admin account edits project lists." }, 403);
    const category = listCategory(c.req.param("address"));
    if (!category) return c.json({ error: "No such list." }, 404);
    const document = await firestoreFor(c.var.config).getDocument(
      `admin-posts/${c.var.config.listAdminId}/posts/list-${category.address}`,
    );
    return c.json({ title: category.title, allpost: Array.isArray(document?.data.allpost) ? document.data.allpost : [] });
  })
  .put("/lists/:address", jsonBody, async (c) => {
    if (c.var.user.uid !== c.var.config.listAdminId)
      return c.json({ error: "Only the list admin account edits project lists." }, 403);
    const category = listCategory(c.req.param("address"));
    if (!category) return c.json({ error: "No such list." }, 404);
    const read = readListInput(await readJson(c));
    if (!read.ok) return c.json({ error: read.error }, 400);
    await firestoreFor(c.var.config).commit([
      { path: `admin-posts/${c.var.config.listAdminId}/posts/list-${category.address}`, data: { allpost: read.allpost } },
    ]);
    await afterListWrite(writeContext(c), category.address);
    return c.json({ address: category.address, entries: read.allpost.length });
  });
