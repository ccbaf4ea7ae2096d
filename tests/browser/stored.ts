import { inject } from "vitest";
import { wranglerVar } from "../../scripts/seed.mjs";

/**
 * The demo site's Firestore documents, read and written straight through the emulator's REST
 * API (as the owner), so a test can say what a save stored, field by field and in Firestore's
 * own typed values.
 */

export type FirestoreValue = Record<string, unknown>;
export type Fields = Record<string, FirestoreValue>;

const host = inject("firestoreHost");
// The project the demo site's seed wrote to (scripts/seed.mjs).
const projectId = process.env.FIREBASE_PROJECT_ID || (await wranglerVar("FIREBASE_PROJECT_ID"));
const documents = `http://${host}/v1/projects/${projectId}/databases/(default)/documents`;
const owner = { authorization: "Bearer owner", "content-type": "application/json" };
const url = (path: string) => `${documents}/${path.split("/").map(encodeURIComponent).join("/")}`;

/** A post document's path: admin-posts/{uid}/posts/{id}. */
export const postPath = (uid: string, id: string) => `admin-posts/${uid}/posts/${id}`;

/** A document's fields as stored, or null when there is none. */
export async function readFields(path: string): Promise<Fields | null> {
  const response = await fetch(url(path), { headers: owner });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Reading ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { fields?: Fields }).fields ?? {};
}

export async function writeFields(path: string, fields: Fields): Promise<void> {
  const response = await fetch(url(path), { method: "PATCH", headers: owner, body: JSON.stringify({ fields }) });
  if (!response.ok) throw new Error(`Writing ${path}: ${response.status} ${await response.text()}`);
}

/** Removes a document and the revisions kept under it. */
export async function deleteDocument(path: string): Promise<void> {
  const revisions = await fetch(`${url(path)}/revisions?pageSize=300`, { headers: owner });
  const listed = revisions.ok ? ((await revisions.json()) as { documents?: Array<{ name: string }> }).documents : [];
  for (const { name } of listed ?? []) {
    await fetch(`http://${host}/v1/${name}`, { method: "DELETE", headers: owner });
  }
  await fetch(url(path), { method: "DELETE", headers: owner });
}

/** The post with this slug in an author's posts: its path and fields. */
export async function findPost(uid: string, slug: string): Promise<{ path: string; fields: Fields } | null> {
  const response = await fetch(`${url(`admin-posts/${uid}`)}:runQuery`, {
    method: "POST",
    headers: owner,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: "posts" }],
        where: { fieldFilter: { field: { fieldPath: "slug" }, op: "EQUAL", value: { stringValue: slug } } },
        limit: 1,
      },
    }),
  });
  const [result] = (await response.json()) as Array<{ document?: { name: string; fields: Fields } }>;
  if (!result?.document) return null;
  return { path: result.document.name.split("/documents/")[1]!, fields: result.document.fields };
}

/** Firestore's typed value as plain data: what a reader of the document means by it. */
export function plain(value: FirestoreValue | undefined): unknown {
  if (!value) return undefined;
  if ("stringValue" in value) return value.stringValue;
  if ("integerValue" in value) return Number(value.integerValue);
  if ("doubleValue" in value) return value.doubleValue;
  if ("booleanValue" in value) return value.booleanValue;
  if ("nullValue" in value) return null;
  if ("timestampValue" in value) return value.timestampValue;
  if ("arrayValue" in value) return ((value.arrayValue as { values?: FirestoreValue[] }).values ?? []).map(plain);
  if ("mapValue" in value) return plainFields((value.mapValue as { fields?: Fields }).fields ?? {});
  return value;
}

export const plainFields = (fields: Fields): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, plain(value)]));
