import type { Firestore, FirestoreDocument } from "../firestore";
import { COLLECTIONS, isListDocumentId, paths } from "../firestore/paths";

/**
 * Every document of one author's posts collection, a page at a time, in document-name
 * order with a cursor, so no single answer grows with the site. `fields` reads only those
 * fields (a field mask); list documents are not posts and are skipped.
 */
export async function* walkPosts(
  firestore: Firestore,
  authorId: string,
  { fields, pageSize = 300 }: { fields?: string[]; pageSize?: number } = {},
): AsyncGenerator<FirestoreDocument[]> {
  let after: string | null = null;
  for (;;) {
    const page: FirestoreDocument[] = await firestore.runQuery(paths.account(authorId), {
      from: [{ collectionId: COLLECTIONS.posts }],
      ...(fields ? { select: { fields: fields.map((fieldPath) => ({ fieldPath })) } } : {}),
      orderBy: [{ field: { fieldPath: "__name__" }, direction: "ASCENDING" }],
      ...(after ? { startAt: { values: [{ referenceValue: after }], before: false } } : {}),
      limit: pageSize,
    });
    yield page.filter((document) => !isListDocumentId(document.id));
    if (page.length < pageSize) return;
    after = `${firestore.databaseName}/documents/${page[page.length - 1]!.path}`;
  }
}
