/** The contact form's fields and the rules both the form and the server apply. */
export type ContactField = "name" | "email" | "message";
export type ContactValues = Record<ContactField, string>;

/** Longest accepted value of each field, in characters. */
export const CONTACT_LIMITS: Readonly<Record<ContactField, number>> = { name: 100, email: 254, message: 5000 };

/** The hidden field only bots fill in. */
export const HONEYPOT_FIELD = "website";

export const emptyContact: ContactValues = { name: "", email: "", message: "" };

export interface ContactFormProps {
  /** Where the form posts: works as a plain HTML form and as the island's JSON target. */
  action: string;
  values: ContactValues;
  errors: Partial<Record<ContactField, string>>;
  /** A message from the server about the last attempt, shown above the form. */
  notice: { kind: "success" | "error"; text: string } | null;
}

/** What POST /contact answers a JSON sender. */
export interface ContactReply {
  ok: boolean;
  message: string;
  errors?: Partial<Record<ContactField, string>>;
}
