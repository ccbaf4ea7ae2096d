/**
 * KV keys for content. Post keys include the author list, so changing AUTHOR_IDS never
 * serves a post chosen under the old priority. Long parts are hashed to stay within
 * KV's 512-byte key limit.
 */
const MAX_PART = 200;

async function shortPart(part: string): Promise<string> {
  if (new TextEncoder().encode(part).length <= MAX_PART) return part;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(part));
  return `#${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

export async function postKey(authorIds: string[], slug: string): Promise<string> {
  return `post:v3:${await shortPart(authorIds.join(","))}:${await shortPart(slug)}`;
}

export async function listKey(listAdminId: string, address: string): Promise<string> {
  // v2: entries carry their kind, and project ideas lead to their anchor on the topic page;
  // v3: an entry's image is a picture with its sized copies.
  return `list:v3:${await shortPart(listAdminId)}:${await shortPart(address)}`;
}

export async function sitemapKey(authorIds: string[]): Promise<string> {
  return `sitemap:v1:${await shortPart(authorIds.join(","))}`;
}

/** The newest published posts (home and the feed), from the read model (worker/read-model/read.ts). */
export async function latestKey(authorIds: string[]): Promise<string> {
  return `latest:v1:${await shortPart(authorIds.join(","))}`;
}

/** A topic page's published posts, from the read model. */
export async function topicPostsKey(authorIds: string[], topic: string): Promise<string> {
  // v3: with the topic's newest posts.
  return `topic-posts:v3:${await shortPart(authorIds.join(","))}:${await shortPart(topic)}`;
}

/** A post's previous, next and related posts, from the read model. */
export async function neighboursKey(authorIds: string[], slug: string): Promise<string> {
  // v3 (issue 31): neighbours on the post's board, and related candidates by board, topic and title words.
  return `neighbours:v3:${await shortPart(authorIds.join(","))}:${await shortPart(slug)}`;
}

/** A post's published questions (worker/questions/), by the post's document: its owner and id. */
export async function questionsKey(owner: string, postId: string): Promise<string> {
  return `questions:v1:${await shortPart(owner)}:${await shortPart(postId)}`;
}
