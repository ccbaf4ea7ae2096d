import type { Firestore } from "../firestore";

/** Documents read per request while walking a posts collection. */
const PAGE_SIZE = 1_000;

/**
 * Every post slug across the authors' posts collections, reading only the slug field
 * (a field mask), page by page. List documents are not posts.
 */
export async function collectPostSlugs(firestore: Firestore, authorIds: string[]): Promise<string[]> {
  const perAuthor = await Promise.all(authorIds.map((authorId) => authorSlugs(firestore, authorId)));
  return [...new Set(perAuthor.flat())].sort();
}

async function authorSlugs(firestore: Firestore, authorId: string): Promise<string[]> {
  const slugs: string[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await firestore.runQuery(`admin-posts/${authorId}`, {
      from: [{ collectionId: "posts" }],
      select: { fields: [{ fieldPath: "slug" }] },
      orderBy: [{ field: { fieldPath: "__name__" }, direction: "ASCENDING" }],
      ...(after ? { startAt: { values: [{ referenceValue: after }], before: false } } : {}),
      limit: PAGE_SIZE,
    });
    for (const document of page) {
      const slug = document.data.slug;
      if (!document.id.startsWith("list-") && typeof slug === "string" && slug.trim()) slugs.push(slug);
    }
    if (page.length < PAGE_SIZE) return slugs;
    after = `${firestore.databaseName}/documents/${page[page.length - 1]!.path}`;
  }
}
