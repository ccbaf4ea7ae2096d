/**
 * The addresses of the learning pages: the index at /learn, and the topic pages and project
 * lists, which share /learn/{name} (./topics.ts and ./lists.ts name the ones there are, and
 * no topic slug is a list address). Every link to one of them is built here. It imports
 * nothing, so the menu island (through ./navigation.ts) carries only these few lines. Other
 * islands get their addresses as props from the server, and the studio builds its two links
 * itself: were a second browser bundle to import this module, Vite would give it a chunk of
 * its own, one more file on every page.
 */
export const LEARN_PATH = "/learn";

const LEARN_PREFIX = `${LEARN_PATH}/`;

/** A topic page: /learn/{slug}. */
export const topicPagePath = (slug: string): string => `${LEARN_PREFIX}${slug}`;

/** A project list's first page: /learn/{address}. */
export const listPagePath = (address: string): string => `${LEARN_PREFIX}${address}`;

/** The name in a /learn/{name} path (a topic slug or a list address); null for any other path. */
export function learnPageName(path: string): string | null {
  if (!path.startsWith(LEARN_PREFIX)) return null;
  const name = path.slice(LEARN_PREFIX.length);
  return name && !name.includes("/") ? name : null;
}
