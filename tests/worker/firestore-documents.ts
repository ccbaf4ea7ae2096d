import { env } from "cloudflare:workers";
import { COLLECTIONS } from "../../worker/firestore/paths";
import { TEST_PROJECT_ID } from "../fixtures/posts";

/** Every post document with this slug in Firestore, whoever wrote it. */
export async function documentsWithSlug(slug: string): Promise<string[]> {
  const response = await fetch(
    `http://${env.FIRESTORE_EMULATOR_HOST}/v1/projects/${TEST_PROJECT_ID}/databases/(default)/documents:runQuery`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: COLLECTIONS.posts, allDescendants: true }],
          where: { fieldFilter: { field: { fieldPath: "slug" }, op: "EQUAL", value: { stringValue: slug } } },
        },
      }),
    },
  );
  const results = (await response.json()) as Array<{ document?: { name: string } }>;
  // Old addresses of renamed posts are claims that redirect, not posts.
  return results.flatMap((result) =>
    result.document && !result.document.name.includes("/_claims/") ? [result.document.name] : [],
  );
}
