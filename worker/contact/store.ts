import type { ContactValues } from "../../client/data/contact";
import { FirestoreError, type Firestore } from "../firestore";
import { paths } from "../firestore/paths";

async function hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Saves a message in one commit, stamped with the server's time. The document id is derived
 * from the message and the day, and the write requires that the document does not exist
 * yet, so a retry of the same submission (after a timeout, a double click) stores nothing
 * twice and still counts as sent. Rejects when Firestore does.
 */
export async function storeContactMessage(
  firestore: Firestore,
  values: ContactValues,
  context: { userAgent: string },
): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  const id = await hex(JSON.stringify([day, values.name, values.email, values.message]));
  try {
    await firestore.commit([
      {
        path: paths.contactMessage(id),
        data: { name: values.name, email: values.email, message: values.message, userAgent: context.userAgent.slice(0, 300) },
        mustNotExist: true,
        serverTimestamps: ["createdAt"],
      },
    ]);
  } catch (error) {
    if (error instanceof FirestoreError && error.status === "ALREADY_EXISTS") return;
    throw error;
  }
}
