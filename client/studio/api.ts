import { authErrorMessage, endsSession } from "./auth-errors";
import type { User } from "./auth";
import type { ListAnswer, ListEntry, Me, OwnPost, PostAnswer, PostBody, SaveAnswer } from "./types";

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

/** The author was signed out (the studio already said why); whoever called just stops. */
export class SessionEndedError extends Error {
  override name = "SessionEndedError";
}

export interface StudioApi {
  me(): Promise<Me>;
  posts(): Promise<OwnPost[]>;
  post(slug: string): Promise<PostAnswer>;
  /** `created` is true when the server made a new post (201) rather than replacing one. */
  savePost(slug: string, body: PostBody): Promise<SaveAnswer & { created: boolean }>;
  deletePost(slug: string): Promise<void>;
  /** The server's own rendering of the post, as safe HTML. */
  preview(body: PostBody, signal: AbortSignal): Promise<string>;
  list(address: string): Promise<ListAnswer>;
  saveList(address: string, allpost: ListEntry[]): Promise<number>;
}

const SIGNED_OUT_401 = "The site no longer accepts your sign-in, so you have been signed out. Please sign in again.";

const errorOf = (data: unknown): { error?: unknown; field?: unknown } =>
  typeof data === "object" && data !== null ? (data as { error?: unknown; field?: unknown }) : {};

function refusal(status: number, data: unknown): ApiError {
  const { error, field } = errorOf(data);
  if (typeof error === "string" && error) return new ApiError(error, status, field === "slug" ? "slug" : null);
  if (status === 413) return new ApiError("That is too large to save.", status);
  if (status >= 500)
    return new ApiError(`The server could not do that just now (error ${status}). Please try again in a moment.`, status);
  return new ApiError(`The server refused that (error ${status}).`, status);
}

/**
 * The studio API for one signed-in user. Every call carries a current ID token (the SDK
 * refreshes it shortly before it expires); a 401 gets one retry with a freshly minted
 * token, because the server may have seen a token that expired in flight.
 */
export function createStudioApi(user: User, onSessionEnded: (message: string) => void): StudioApi {
  const endSession = (message: string): never => {
    onSessionEnded(message);
    throw new SessionEndedError(message);
  };

  async function token(forceRefresh: boolean): Promise<string> {
    try {
      return await user.getIdToken(forceRefresh);
    } catch (error) {
      if (endsSession(error)) return endSession(authErrorMessage(error));
      throw new ApiError(authErrorMessage(error), 0);
    }
  }

  async function send(method: string, path: string, body: unknown, signal: AbortSignal | undefined, idToken: string) {
    try {
      return await fetch(`/api/studio${path}`, {
        method,
        headers: {
          authorization: `Bearer ${idToken}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
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

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<{ status: number; data: T }> {
    let response = await send(method, path, body, signal, await token(false));
    if (response.status === 401) {
      response = await send(method, path, body, signal, await token(true));
      if (response.status === 401) return endSession(SIGNED_OUT_401);
    }
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) throw refusal(response.status, data);
    // The worker's answers have the shapes in ./types; it is the same project's code.
    return { status: response.status, data: data as T };
  }

  const slugPath = (slug: string) => `/posts/${encodeURIComponent(slug)}`;

  return {
    me: async () => (await call<Me>("GET", "/me")).data,
    posts: async () => (await call<{ posts: OwnPost[] }>("GET", "/posts")).data.posts,
    post: async (slug) => (await call<PostAnswer>("GET", slugPath(slug))).data,
    savePost: async (slug, body) => {
      const { status, data } = await call<SaveAnswer>("PUT", slugPath(slug), body);
      return { ...data, created: status === 201 };
    },
    deletePost: async (slug) => {
      await call<{ deleted: string }>("DELETE", slugPath(slug));
    },
    preview: async (body, signal) => (await call<{ html: string }>("POST", "/preview", body, signal)).data.html,
    list: async (address) => (await call<ListAnswer>("GET", `/lists/${encodeURIComponent(address)}`)).data,
    saveList: async (address, allpost) =>
      (await call<{ entries: number }>("PUT", `/lists/${encodeURIComponent(address)}`, { allpost })).data.entries,
  };
}

/** The message to show for a failed call, or null when there is nothing to show (signed out, aborted). */
export function problemOf(error: unknown): string | null {
  if (error instanceof SessionEndedError) return null;
  if (error instanceof DOMException && error.name === "AbortError") return null;
  if (error instanceof ApiError) return error.message;
  return "Something went wrong. Please try again.";
}
