import { CONTACT_LIMITS, HONEYPOT_FIELD, type ContactField, type ContactValues } from "../../client/data/contact";

// The shape of an address a reader can really be written to: local part, @, a domain with a dot.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export interface ContactSubmission {
  values: ContactValues;
  errors: Partial<Record<ContactField, string>>;
  /** True when the honeypot was filled in: a bot, to be thanked and ignored. */
  isBot: boolean;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Checks a submission as the server must, whatever the browser already checked. */
export function validateContact(source: Record<string, unknown>): ContactSubmission {
  const values: ContactValues = {
    name: text(source.name).trim(),
    email: text(source.email).trim(),
    message: text(source.message).replace(/\r\n/g, "\n").trim(),
  };
  const errors: ContactSubmission["errors"] = {};
  if (!values.name) errors.name = "Please tell us your name.";
  else if (values.name.length > CONTACT_LIMITS.name)
    errors.name = `Please keep your name under ${CONTACT_LIMITS.name} characters.`;
  if (!values.email) errors.email = "Please give an e-mail address so we can reply.";
  else if (values.email.length > CONTACT_LIMITS.email || !EMAIL.test(values.email)) {
    errors.email = "That does not look like an e-mail address; it should look like name@example.com.";
  }
  if (!values.message) errors.message = "Please write a message.";
  else if (values.message.length > CONTACT_LIMITS.message) {
    errors.message = `Please keep your message under ${CONTACT_LIMITS.message} characters (it has ${values.message.length}).`;
  }
  return { values, errors, isBot: text(source[HONEYPOT_FIELD]).trim() !== "" };
}
