/**
 * The studio's own addresses. The worker serves the same studio page at each of them, so a
 * reload returns to where the author was; the studio reads the address to know what to show.
 */
export const STUDIO_PATH = "/studio";
export const STUDIO_NEW_PATH = "/studio/new";
/** The Hono pattern of an open post's address (worker/routes/studio.tsx). */
export const STUDIO_POST_PATTERN = "/studio/posts/:slug";

export const studioPostPath = (slug: string) => `/studio/posts/${encodeURIComponent(slug)}`;

/**
 * What the studio shows: the list of posts, the editor (slug null for a new post), the lists,
 * the trash or the readers' questions.
 */
export type StudioView =
  { name: "posts" } | { name: "editor"; slug: string | null } | { name: "lists" } | { name: "trash" } | { name: "questions" };

/** Views without an address of their own: they live at /studio, named in the history entry. */
const UNADDRESSED = ["lists", "trash", "questions"] as const;
const unaddressed = (name: unknown): name is (typeof UNADDRESSED)[number] => UNADDRESSED.some((known) => known === name);

/** The address of a view. The lists, the trash and the questions have none of their own: they live at /studio. */
export function pathOfView(view: StudioView): string {
  if (view.name !== "editor") return STUDIO_PATH;
  return view.slug === null ? STUDIO_NEW_PATH : studioPostPath(view.slug);
}

/**
 * The view an address (and the history entry's state, for the views without an address of
 * their own) stands for; anything else under /studio is the list of posts.
 */
export function viewOfLocation(pathname: string, state: unknown): StudioView {
  const path = pathname.replace(/\/+$/, "");
  if (path === STUDIO_NEW_PATH) return { name: "editor", slug: null };
  const post = /^\/studio\/posts\/([^/]+)$/.exec(path);
  if (post?.[1]) {
    try {
      return { name: "editor", slug: decodeURIComponent(post[1]) };
    } catch {
      return { name: "posts" };
    }
  }
  const saved = typeof state === "object" && state !== null ? (state as { studioView?: unknown }).studioView : undefined;
  if (unaddressed(saved)) return { name: saved };
  return { name: "posts" };
}

/** The history entry state that brings back a view without an address of its own. */
export const historyStateOf = (view: StudioView) => (unaddressed(view.name) ? { studioView: view.name } : null);
