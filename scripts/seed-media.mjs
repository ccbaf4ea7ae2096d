// Uploads the demo pictures through the studio's media API of a running worker (so they are
// stored exactly as an author's uploads are), then puts each into its tutorial as a figure.
// Called by `npm start` and the browser tests once `wrangler dev` is up.
import { readFile } from "node:fs/promises";
import { demoAccounts } from "./demo/accounts.mjs";
import { demoDocuments } from "./demo/index.mjs";
import { demoPictures } from "./demo/media/pictures.mjs";
import { writeDocuments } from "./lib/firestore-rest.mjs";

/**
 * An ID token for a demo account from the Auth emulator.
 * @param {string} authHost @param {{ email: string, password: string }} account
 */
export async function signIn(authHost, account) {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  const body = /** @type {{ idToken?: string }} */ (await response.json());
  if (!body.idToken) throw new Error(`Could not sign in ${account.email} to upload the demo pictures`);
  return body.idToken;
}

/**
 * The blocks of a post with a figure after the heading named `after` (null if there is none).
 * @param {Array<{ section: string, content: Array<Record<string, unknown>> }>} pageData
 * @param {string} after
 * @param {{ src: string, alt: string, caption: string }} figure
 */
export function withFigure(pageData, after, figure) {
  for (const [sectionIndex, section] of pageData.entries()) {
    const at = section.content.findIndex((block) => ["h2", "h3", "h4"].some((level) => block[level] === after));
    if (at < 0) continue;
    const content = [...section.content.slice(0, at + 1), { figure }, ...section.content.slice(at + 1)];
    return pageData.map((each, index) => (index === sectionIndex ? { ...each, content } : each));
  }
  return null;
}

/**
 * @param {{ baseUrl: string, authHost: string, firestoreHost: string, projectId: string, authorIds: string[], listAdminId: string }} options
 * @returns {Promise<number>} how many figures were placed
 */
export async function seedMedia({ baseUrl, authHost, firestoreHost, projectId, authorIds, listAdminId }) {
  const [author] = demoAccounts({ authorIds });
  if (!author) throw new Error("No demo author to upload the pictures");
  const token = await signIn(authHost, author);
  const documents = demoDocuments({ authorIds, listAdminId });
  /** @type {Map<string, { path: string, data: Record<string, unknown> }>} */
  const changed = new Map();
  let placed = 0;
  for (const picture of demoPictures) {
    const bytes = await readFile(new URL(`./demo/media/${picture.file}`, import.meta.url));
    const response = await fetch(
      `${baseUrl}/api/studio/media?alt=${encodeURIComponent(picture.alt)}&name=${encodeURIComponent(picture.file)}`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
        body: bytes,
      },
    );
    if (!response.ok) throw new Error(`Uploading ${picture.file} failed: ${response.status} ${await response.text()}`);
    const { url } = /** @type {{ url: string }} */ (await response.json());
    const document =
      changed.get(picture.post) ?? documents.find((each) => each.data.slug === picture.post && Array.isArray(each.data.pageData));
    const pageData =
      document &&
      withFigure(
        /** @type {Array<{ section: string, content: Array<Record<string, unknown>> }>} */ (document.data.pageData),
        picture.after,
        { src: url, alt: picture.alt, caption: picture.caption },
      );
    if (!document || !pageData) {
      console.warn(`No heading "${picture.after}" in the post ${picture.post}; ${picture.file} is uploaded but not placed.`);
      continue;
    }
    changed.set(picture.post, { path: document.path, data: { ...document.data, pageData } });
    placed += 1;
  }
  await writeDocuments({ host: firestoreHost, projectId, documents: [...changed.values()] });
  return placed;
}
