import type { ModerationAction, QuestionsAnswer, QuestionState } from "../data/questions";
import { authErrorMessage } from "./auth-errors";
import { retryAfterSeconds } from "./retry-after";
import type { User } from "./auth";
import { studioClient } from "./rpc";
import { storedPostOf } from "./stored-post";
import type {
  ListAnswer,
  ListEntry,
  MadePreviewLink,
  MediaPage,
  Me,
  OwnPost,
  PostAnswer,
  PostBody,
  PreviewLink,
  ReviewStepAnswer,
  RevisionAnswer,
  RevisionSummary,
  SaveAnswer,
  SubmittedPost,
  ServerVersion,
  TrashedPost,
  TrashRestoreAnswer,
  Uploaded,
  WaitingPost,
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
  /** The post's working private preview links, newest first. */
  previewLinks(slug: string): Promise<PreviewLink[]>;
  /** Makes a preview link to the post's last saved version that works for `days` days. */
  makePreviewLink(slug: string, days: number): Promise<MadePreviewLink>;
  revokePreviewLink(slug: string, id: string): Promise<void>;
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
  /**
   * One page of the author's uploads, newest first (with a query, those whose file name or
   * alt text holds it); `next` is the cursor of the following page.
   */
  media(cursor: string | null, query?: string): Promise<MediaPage>;
  deleteMedia(key: string): Promise<void>;
  /** A contributor's own post, if it is still the version `etag` names: submitted for review, or withdrawn from it. */
  submitForReview(slug: string, etag: string): Promise<ReviewStepAnswer>;
  withdrawFromReview(slug: string, etag: string): Promise<ReviewStepAnswer>;
  /** Editors: every contributor's submitted post, the longest waiting first. */
  waitingForReview(): Promise<WaitingPost[]>;
  /** Editors: one submitted post, with its page drawn as the preview draws it. */
  submittedPost(slug: string): Promise<SubmittedPost>;
  /** Editors' decisions on a submitted post, each on the version `etag` names. */
  publishSubmitted(slug: string, etag: string): Promise<ReviewStepAnswer>;
  scheduleSubmitted(slug: string, etag: string, publishAt: string): Promise<ReviewStepAnswer>;
  sendBack(slug: string, etag: string, note: string): Promise<ReviewStepAnswer>;
  /** Readers' questions on the author's posts in one state, with the counts of every state. */
  questions(state: QuestionState): Promise<QuestionsAnswer>;
  /** Approves, answers, edits (to remove personal data), marks as spam or deletes one question. */
  moderateQuestion(id: string, action: ModerationAction, text?: string): Promise<void>;
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

/** How many uploads a page of the media library shows. */
const MEDIA_PAGE = 24;

/** How many times a call that met 503 is tried again before the author is told it failed. */
export const UNAVAILABLE_RETRIES = 4;

const objectOf = (data: unknown): Record<string, unknown> =>
  typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};

/** The server's version in a 412 answer (its type: ServerVersion), read as leniently as any stored post. */
function versionOf(value: unknown): ServerVersion | null {
  const { post, etag, updated, published } = objectOf(value);
  if (typeof etag !== "string" || post === undefined) return null;
  const time = (value: unknown) => (typeof value === "string" ? value : null);
  return { post: storedPostOf(post), etag, updated: time(updated) ?? "", published: time(published) };
}

function refusal(status: number, data: unknown): ApiError {
  const { error, field, current } = objectOf(data);
  const message = typeof error === "string" && error ? error : null;
  if (status === 412) {
    const server = versionOf(current);
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

  /** One attempt with the token; a network failure becomes a message for the author. */
  async function send(input: RequestInfo | URL, init: RequestInit | undefined, idToken: string): Promise<Response> {
    const headers = new Headers(init?.headers);
    headers.set("authorization", `Bearer ${idToken}`);
    headers.set("accept", "application/json");
    try {
      return await fetch(input, { ...init, headers, cache: "no-store" });
    } catch (error) {
      // An abort is the caller's own doing: let it through as it is.
      if (init?.signal?.aborted) throw error;
      throw new ApiError("The site could not be reached. Check your connection and try again.", 0);
    }
  }

  /** One answer that is neither 401 nor 503, signing in again as often as the author needs to. */
  async function authorised(sendWith: (idToken: string) => Promise<Response>, signal?: AbortSignal | null): Promise<Response> {
    const attempt = async (idToken: string) => (idToken === NO_USER ? null : sendWith(idToken));
    for (let unavailable = 0; ;) {
      let response = await attempt(await token(false));
      if (!response || response.status === 401) response = await attempt(await token(true));
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
        await sleep(seconds * 1000, signal ?? undefined);
        continue;
      }
      if (unavailable > 0) session.onWaiting(null);
      return response;
    }
  }

  /** The typed client's fetch. The client sends JSON as a string, so a body can go again. */
  const client = studioClient((input, init) => authorised((idToken) => send(input, init, idToken), init?.signal));

  /** The answer if it is a success (typed by the server for its success statuses); otherwise the author's message, thrown. */
  async function succeeded<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(
    pending: Promise<R>,
  ): Promise<Exclude<R, { ok: false }>> {
    const response = await pending;
    // A failure status types `ok` as false, so the answers left are the successes.
    if (response.ok) return response as Exclude<R, { ok: false }>;
    throw refusal(response.status, response.status === 204 ? null : await response.json().catch(() => null));
  }

  const etagHeader = (response: { headers: Headers }) => response.headers.get("etag");
  const conditionHeaders = (condition: Precondition): Record<string, string> =>
    "create" in condition ? { "if-none-match": "*" } : { "if-match": condition.ifMatch };

  return {
    me: async () => (await succeeded(client.me.$get())).json(),
    posts: async () => (await (await succeeded(client.posts.$get())).json()).posts,
    post: async (slug) => {
      const response = await succeeded(client.posts[":slug"].$get({ param: { slug } }));
      const data = await response.json();
      return { ...data, post: { ...storedPostOf(data.post), slug }, etag: data.etag || etagHeader(response) || "" };
    },
    savePost: async (slug, body, condition) => {
      const response = await succeeded(
        client.posts[":slug"].$put({ param: { slug }, json: body }, { headers: conditionHeaders(condition) }),
      );
      const data = await response.json();
      return { ...data, etag: data.etag || etagHeader(response) || "", created: response.status === 201 };
    },
    deletePost: async (slug, etag) => {
      await succeeded(client.posts[":slug"].$delete({ param: { slug } }, { headers: etag ? { "if-match": etag } : {} }));
    },
    revisions: async (slug) =>
      (await (await succeeded(client.posts[":slug"].revisions.$get({ param: { slug } }))).json()).revisions,
    revision: async (slug, id) => {
      const data = await (await succeeded(client.posts[":slug"].revisions[":id"].$get({ param: { slug, id } }))).json();
      return { ...data, post: storedPostOf(data.post) };
    },
    previewLinks: async (slug) =>
      (await (await succeeded(client.posts[":slug"]["preview-links"].$get({ param: { slug } }))).json()).links,
    makePreviewLink: async (slug, days) =>
      (await succeeded(client.posts[":slug"]["preview-links"].$post({ param: { slug }, json: { days } }))).json(),
    revokePreviewLink: async (slug, id) => {
      await succeeded(client.posts[":slug"]["preview-links"][":id"].$delete({ param: { slug, id } }));
    },
    trash: async () => (await (await succeeded(client.trash.$get())).json()).posts,
    restoreFromTrash: async (id) => (await succeeded(client.trash[":id"].restore.$post({ param: { id } }))).json(),
    preview: async (body, signal) =>
      (await (await succeeded(client.preview.$post({ json: body }, { init: { signal } }))).json()).html,
    list: async (address) => (await succeeded(client.lists[":address"].$get({ param: { address } }))).json(),
    saveList: async (address, allpost) =>
      (await (await succeeded(client.lists[":address"].$put({ param: { address }, json: { allpost } }))).json()).entries,
    uploadMedia: async (sendWith) => {
      const response = await authorised(sendWith);
      if (!response.ok) throw refusal(response.status, await response.json().catch(() => null));
      // Sent by XMLHttpRequest (for its progress), past the typed client; the answer's type is still the server's.
      return (await response.json()) as Uploaded;
    },
    media: async (cursor, query) =>
      (
        await succeeded(
          client.media.$get({
            query: { limit: String(MEDIA_PAGE), ...(cursor ? { cursor } : {}), ...(query ? { q: query } : {}) },
          }),
        )
      ).json(),
    deleteMedia: async (key) => {
      await succeeded(client.media[":key"].$delete({ param: { key } }));
    },
    submitForReview: async (slug, etag) =>
      (await succeeded(client.posts[":slug"].submit.$post({ param: { slug } }, { headers: { "if-match": etag } }))).json(),
    withdrawFromReview: async (slug, etag) =>
      (await succeeded(client.posts[":slug"].withdraw.$post({ param: { slug } }, { headers: { "if-match": etag } }))).json(),
    waitingForReview: async () => (await (await succeeded(client.review.$get())).json()).posts,
    submittedPost: async (slug) => (await succeeded(client.review[":slug"].$get({ param: { slug } }))).json(),
    publishSubmitted: async (slug, etag) =>
      (await succeeded(client.review[":slug"].publish.$post({ param: { slug } }, { headers: { "if-match": etag } }))).json(),
    scheduleSubmitted: async (slug, etag, publishAt) =>
      (
        await succeeded(
          client.review[":slug"].schedule.$post({ param: { slug }, json: { publishAt } }, { headers: { "if-match": etag } }),
        )
      ).json(),
    sendBack: async (slug, etag, note) =>
      (
        await succeeded(
          client.review[":slug"]["send-back"].$post({ param: { slug }, json: { note } }, { headers: { "if-match": etag } }),
        )
      ).json(),
    questions: async (state) => (await succeeded(client.questions.$get({ query: { state } }))).json(),
    moderateQuestion: async (id, action, text) => {
      const json = action === "answer" || action === "edit" ? { action, text: text ?? "" } : { action };
      await succeeded(client.questions[":id"].$post({ param: { id }, json }));
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
