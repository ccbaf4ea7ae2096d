import type { FirestoreClient } from "firebase-rest-firestore";

/** Every post slug across the authors' posts collections; list documents are not posts. */
export async function collectPostSlugs(db: FirestoreClient, authorIds: string[]): Promise<string[]> {
  const snapshots = await Promise.all(authorIds.map((authorId) => db.collection(`admin-posts/${authorId}/posts`).get()));
  const slugs = new Set<string>();
  for (const snapshot of snapshots) {
    for (const doc of snapshot.docs) {
      const slug = doc.data()?.slug;
      if (doc.id.startsWith("list-") || typeof slug !== "string" || !slug.trim()) continue;
      slugs.add(slug);
    }
  }
  return [...slugs].sort();
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** A sitemaps.org urlset of absolute addresses. */
export function sitemapXml(urls: string[]): string {
  const body = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}
