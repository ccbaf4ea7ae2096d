// Minimal Firestore REST writer for seeding the emulator, with the worker's own value encoding.
import { toFields } from "../../worker/firestore/values.ts";

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
