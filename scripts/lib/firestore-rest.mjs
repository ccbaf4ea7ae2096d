// Minimal Firestore REST writer for seeding the emulator: plain JSON in, typed Values out.

/**
 * Encodes a plain JS value as a Firestore REST `Value`.
 * @param {unknown} value
 * @returns {Record<string, unknown>}
 */
export function toValue(value) {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === "string") return { stringValue: value };
  if (typeof value === "boolean") return { booleanValue: value };
  if (typeof value === "number") return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === "object") return { mapValue: { fields: toFields(/** @type {Record<string, unknown>} */ (value)) } };
  throw new Error(`Cannot store ${typeof value} in Firestore`);
}

/** @param {Record<string, unknown>} object */
export function toFields(object) {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, toValue(value)]));
}

/**
 * Writes documents (path -> fields) into an emulator, replacing what was there.
 * @param {{ host: string, projectId: string, documents: Array<{ path: string, data: Record<string, unknown> }> }} options
 */
export async function writeDocuments({ host, projectId, documents }) {
  const base = `http://${host}/v1/projects/${projectId}/databases/(default)/documents`;
  for (const { path, data } of documents) {
    const response = await fetch(`${base}/${path.split("/").map(encodeURIComponent).join("/")}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ fields: toFields(data) }),
    });
    if (!response.ok) throw new Error(`Writing ${path} failed: ${response.status} ${await response.text()}`);
  }
}
