import { FieldValue, type FirestoreClient } from "firebase-rest-firestore";
import type { ContactValues } from "../../client/islands/ContactForm";

export const CONTACT_COLLECTION = "contact-messages";

/** Saves a message with the server's timestamp; rejects when Firestore does. */
export async function storeContactMessage(
  db: FirestoreClient,
  values: ContactValues,
  context: { userAgent: string },
): Promise<void> {
  await db.collection(CONTACT_COLLECTION).add({
    name: values.name,
    email: values.email,
    message: values.message,
    userAgent: context.userAgent.slice(0, 300),
    createdAt: FieldValue.serverTimestamp(),
  });
}
