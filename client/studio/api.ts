import { authErrorMessage } from "./auth-errors";
import { retryAfterSeconds } from "./retry-after";
import type { User } from "./auth";
import type {
  ListAnswer,
  ListEntry,
  MediaPage,
  Me,
  OwnPost,
  PostAnswer,
  PostBody,
  RevisionAnswer,
  RevisionSummary,
  SaveAnswer,
  ServerVersion,
  TrashedPost,
  TrashRestoreAnswer,
  Uploaded,
} from "./types";

/** The API refused or could not be reached; `message` is meant for the author. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer came. */
    readonly status: number,
    /** The form field the server blamed, when it named one. */
    readonly field: "slug" | null = null,
  ) {
    super(message);
  }
}

/**
 * 412: the post is not the version the write was based on. `current` is the server's
 * version (null when the post is gone), for the author to compare with their own.
 */
export class ConflictError extends ApiError {
  override name = "ConflictError";
  constructor(
    message: string,
    readonly current: ServerVersion | null,
  ) {
    super(message, 412);
  }
}

/** The author chose to sign out rather than sign in again; whoever called just stops. */
export class SessionEndedError extends Error {
  override name = "SessionEndedError";
}

/** How a write is conditioned: on the version it replaces, or on there being no post yet. */
export type Precondition = { ifMatch: string } | { create: true };

export interface StudioApi {
  me(): Promise<Me>;
  posts(): Promise<OwnPost[]>;
  post(slug: string): Promise<PostAnswer>;
  /** `created` is true when the server made a new post (201) rather than replacing one. */
  savePost(slug: string, body: PostBody, condition: Precondition): Promise<SaveAnswer & { created: boolean }>;
  /** Deletes the post if it is still the version `etag` names (null: a server that gave no ETag). */
  deletePost(slug: string, etag: string | null): Promise<void>;
  revisions(slug: string): Promise<RevisionSummary[]>;
  revision(slug: string, id: string): Promise<RevisionAnswer>;
  trash(): Promise<TrashedPost[]>;
  restoreFromTrash(id: string): Promise<TrashRestoreAnswer>;
  /** The server's own rendering of the post, as safe HTML. */
  preview(body: PostBody, signal: AbortSignal): Promise<string>;
  list(address: string): Promise<ListAnswer>;
  saveList(address: string, allpost: ListEntry[]): Promise<number>;
  /**
   * Uploads a picture, sent by `sendWith` with the token it is given (./upload-picture.ts
   * sends it by XMLHttpRequest, for its progress), signed in again and retried like any call.
   */
  uploadMedia(sendWith: (idToken: string) => Promise<Response>): Promise<Uploaded>;
  /** One page of the author's uploads, newest first; `next` is the cursor of the following page. */
  media(cursor: string | null): Promise<MediaPage>;
  deleteMedia(key: string): Promise<void>;
}

/** What the studio is waiting for while the site cannot answer, for the author to read. */
export interface Waiting {
  message: string;
  /** When the next try starts (ms since the epoch). */
  retryAt: number;
}

export interface StudioSession {
  /** The uid the session belongs to: a call never goes out under another account's token. */
  uid: string;
  /** The account Firebase has signed in now, or null. */
  currentUser: () => User | null;
  /**
   * Resolves once the author has signed in again as the same account (in a dialog over the
   * studio); rejects with SessionEndedError when they sign out instead.
   */
  signInAgain: () => Promise<void>;
  /** Called with what the studio waits for while the site cannot answer, and with null when it answered. */
  onWaiting: (waiting: Waiting | null) => void;
}

/** How many times a call that met 503 is tried again before the author is told it failed. */
export const UNAVAILABLE_RETRIES = 4;

const objectOf = (data: unknown): Record<string, unknown> =>
  typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};

function refusal(status: number, data: unknown): ApiError {
  const { error, field, current } = objectOf(data);
  const message = typeof error === "string" && error ? error : null;
  if (status === 412) {
    // The worker's 412 body carries the server's version in the shape of ./types.
    const server = typeof current === "object" && current !== null ? (current as ServerVersion) : null;
    return new ConflictError(message ?? "The post has changed on the server since you opened it.", server);
  }
  if (message) return new ApiError(message, status, field === "slug" ? "slug" : null);
  if (status === 413) return new ApiError("That is too large to save.", status);
  if (status >= 500)
    return new ApiError(`The server could not do that just now (error ${status}). Please try again in a moment.`, status);
  return new ApiError(`The server refused that (error ${status}).`, status);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        window.clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

const NO_USER = "no-user";

/**
 * The studio API for one signed-in author. Every call carries a current ID token. A 401 gets
 * one retry with a freshly minted token (the server may have seen one that expired in
 * flight); a second 401 asks the author to sign in again over the studio, and the call goes
 * on once they have. A 503 (the site cannot check tokens or reach its database) is tried
 * again after Retry-After: every write is conditional, so trying one again never applies it twice.
 */
export function createStudioApi(session: StudioSession): StudioApi {
  async function token(forceRefresh: boolean): Promise<string> {
    const user = session.currentUser();
    if (!user || user.uid !== session.uid) return NO_USER;
    try {
      return await user.getIdToken(forceRefresh);
    } catch (error) {
      // A network failure is worth saying; an expired or revoked session is the dialog's business.
      if (/network-request-failed/.test(String((error as { code?: unknown }).code))) {
        throw new ApiError(authErrorMessage(error), 0);
      }
      return NO_USER;
    }
  }

  async function send(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
    signal: AbortSignal | undefined,
    idToken: string,
  ) {
    try {
      return await fetch(`/api/studio${path}`, {
        method,
        headers: {
          authorization: `Bearer ${idToken}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        cache: "no-store",
      });
    } catch (error) {
      // An abort is the caller's own doing: let it through as it is.
      if (signal?.aborted) throw error;
      throw new ApiError("The site could not be reached. Check your connection and try again.", 0);
    }
  }

  /** One answer that is neither 401 nor 503, signing in again as often as the author needs to. */
  async function authorised(sendWith: (idToken: string) => Promise<Response>, signal?: AbortSignal): Promise<Response> {
    for (let unavailable = 0; ;) {
      let idToken = await token(false);
      let response = idToken === NO_USER ? null : await sendWith(idToken);
      if (!response || response.status === 401) {
        idToken = await token(true);
        response = idToken === NO_USER ? null : await sendWith(idToken);
      }
      if (!response || response.status === 401) {
        await session.signInAgain();
        continue;
      }
      if (response.status === 503 && unavailable < UNAVAILABLE_RETRIES && !signal?.aborted) {
        unavailable += 1;
        const seconds = retryAfterSeconds(response.headers.get("retry-after"));
        const { error, retryable } = objectOf(await response.json().catch(() => null));
        const reason =
          retryable === true
            ? "The site cannot check your sign-in just now."
            : typeof error === "string" && error
              ? error
              : "The site cannot answer just now.";
        session.onWaiting({
          message: `${reason} You are still signed in and your work stays here; trying again in ${seconds} seconds.`,
          retryAt: Date.now() + seconds * 1000,
        });
        await sleep(seconds * 1000, signal);
        continue;
      }
      if (unavailable > 0) session.onWaiting(null);
      return response;
    }
  }

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<{ status: number; data: T; etag: string | null }> {
    const response = await authorised(
      (idToken) => send(method, path, body, options.headers ?? {}, options.signal, idToken),
      options.signal,
    );
    return answered<T>(response);
  }

  async function answered<T>(response: Response): Promise<{ status: number; data: T; etag: string | null }> {
    const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    if (!response.ok) throw refusal(response.status, data);
    // The worker's answers have the shapes in ./types; it is the same project's code.
    return { status: response.status, data: data as T, etag: response.headers.get("etag") };
  }

  const slugPath = (slug: string) => `/posts/${encodeURIComponent(slug)}`;
  const conditionHeaders = (condition: Precondition): Record<string, string> =>
    "create" in condition ? { "if-none-match": "*" } : { "if-match": condition.ifMatch };

  return {
    me: async () => (await call<Me>("GET", "/me")).data,
    posts: async () => (await call<{ posts: OwnPost[] }>("GET", "/posts")).data.posts,
    post: async (slug) => {
      const { data, etag } = await call<PostAnswer>("GET", slugPath(slug));
      return { ...data, etag: data.etag ?? etag };
    },
    savePost: async (slug, body, condition) => {
      const { status, data, etag } = await call<SaveAnswer>("PUT", slugPath(slug), body, {
        headers: conditionHeaders(condition),
      });
      return { ...data, etag: data.etag ?? etag, created: status === 201 };
    },
    deletePost: async (slug, etag) => {
      await call<null>("DELETE", slugPath(slug), undefined, { headers: etag ? { "if-match": etag } : {} });
    },
    revisions: async (slug) =>
      (await call<{ revisions: RevisionSummary[] }>("GET", `${slugPath(slug)}/revisions`)).data.revisions,
    revision: async (slug, id) =>
      (await call<RevisionAnswer>("GET", `${slugPath(slug)}/revisions/${encodeURIComponent(id)}`)).data,
    trash: async () => (await call<{ posts: TrashedPost[] }>("GET", "/trash")).data.posts,
    restoreFromTrash: async (id) => (await call<TrashRestoreAnswer>("POST", `/trash/${encodeURIComponent(id)}/restore`)).data,
    preview: async (body, signal) => (await call<{ html: string }>("POST", "/preview", body, { signal })).data.html,
    list: async (address) => (await call<ListAnswer>("GET", `/lists/${encodeURIComponent(address)}`)).data,
    saveList: async (address, allpost) =>
      (await call<{ entries: number }>("PUT", `/lists/${encodeURIComponent(address)}`, { allpost })).data.entries,
    uploadMedia: async (sendWith) => (await answered<Uploaded>(await authorised(sendWith))).data,
    media: async (cursor) =>
      (await call<MediaPage>("GET", `/media?limit=24${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`)).data,
    deleteMedia: async (key) => {
      await call<null>("DELETE", `/media/${encodeURIComponent(key)}`);
    },
  };
}

/** The message to show for a failed call, or null when there is nothing to show (signed out, aborted). */
export function problemOf(error: unknown): string | null {
  if (error instanceof SessionEndedError) return null;
  if (error instanceof DOMException && error.name === "AbortError") return null;
  if (error instanceof ApiError) return error.message;
  return "Something went wrong. Please try again.";
}
