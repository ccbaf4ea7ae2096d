import type { Firestore } from "../firestore";
import { isDraft, walkPosts } from "../posts/walk";

/**
 * Every published post slug across the authors' posts collections, reading only the slug
 * and draft fields, page by page.
 */
export async function collectPostSlugs(firestore: Firestore, authorIds: string[]): Promise<string[]> {
  const perAuthor = await Promise.all(
    authorIds.map(async (authorId) => {
      const slugs: string[] = [];
      for await (const page of walkPosts(firestore, authorId, { fields: ["slug", "draft"], pageSize: 1_000 })) {
        for (const { data } of page) {
          if (typeof data.slug === "string" && data.slug.trim() && !isDraft(data)) slugs.push(data.slug);
        }
      }
      return slugs;
    }),
  );
  return [...new Set(perAuthor.flat())].sort();
}
