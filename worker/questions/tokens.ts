/** Random identifiers and one-way hashes for questions. */

const base64url = (bytes: Uint8Array) => {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

/** Bytes of an asker's private token: 192 random bits, 32 characters. */
const TOKEN_BYTES = 24;
/** The form of a token this site hands out; anything else is not looked up. */
export const TOKEN_FORM = /^[A-Za-z0-9_-]{32}$/;

/** A new asker's token: the key to their question's private page, of which only the hash is stored. */
export const newToken = () => base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));

/** A question's public id (its anchor on the page, its handle in the studio). */
export const newQuestionId = () => base64url(crypto.getRandomValues(new Uint8Array(12)));

/** A question id as this site makes them (16 characters), checked before any lookup. */
export const QUESTION_ID_FORM = /^[A-Za-z0-9_-]{16}$/;

/** SHA-256 of the text, as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
