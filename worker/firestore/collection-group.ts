import { convertFromFirestoreDocument } from "firebase-rest-firestore";
import type { Firestore } from "./client";

/** Firestore's answer when the single-field index a collection-group query needs is missing. */
export class MissingIndexError extends Error {}

export interface FoundDocument {
  /** Path below .../documents/, e.g. "admin-posts/author-a/posts/blink". */
  path: string;
  id: string;
  data: Record<string, unknown>;
}

/** One request: every document in any collection named `collectionId` whose `field` equals `value`. */
export async function collectionGroupWhereEquals(
  firestore: Firestore,
  collectionId: string,
  field: string,
  value: string,
  limit: number,
): Promise<FoundDocument[]> {
  const response = await fetch(`${firestore.baseUrl}:runQuery`, {
    method: "POST",
    headers: await firestore.headers(),
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId, allDescendants: true }],
        where: { fieldFilter: { field: { fieldPath: field }, op: "EQUAL", value: { stringValue: value } } },
        limit,
      },
    }),
  });
  const text = await response.text();
  if (!response.ok) {
    if (text.includes("FAILED_PRECONDITION")) throw new MissingIndexError(`Collection-group index missing: ${text}`);
    throw new Error(`Firestore API error: ${response.status} - ${text}`);
  }
  const results = JSON.parse(text) as Array<{ document?: { name: string; fields?: Record<string, unknown> } }>;
  return results.flatMap((result) => {
    if (!result.document) return [];
    const { name } = result.document;
    const { id, ...data } = convertFromFirestoreDocument(result.document as Parameters<typeof convertFromFirestoreDocument>[0]) as {
      id: string;
    } & Record<string, unknown>;
    return [{ path: name.slice(name.indexOf("/documents/") + "/documents/".length), id, data }];
  });
}
