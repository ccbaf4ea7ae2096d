import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { pageTrail } from "../../client/data/breadcrumbs";
import { emptyContact, type ContactFormProps, type ContactReply } from "../../client/data/contact";
import { contactDetails } from "../../client/data/social";
import { ContactPage } from "../../client/pages/ContactPage";
import type { AppEnv } from "../app-env";
import { jsonDepthProblem } from "../http/json-depth";
import { withinContactLimit } from "../contact/rate-limit";
import { storeContactMessage } from "../contact/store";
import { validateContact } from "../contact/validate";
import { firestoreFor } from "../firestore";
import { isJsonMediaType } from "../http/media-type";
import { isRecord } from "../records";

/** Largest contact request body accepted; anything bigger is 413. */
export const MAX_CONTACT_BYTES = 16 * 1024;
const RATE_LIMIT_RETRY_SECONDS = 60;

const CONTACT_HEAD = {
  title: "Contact",
  description:
    "Contact the team behind our electronics and embedded systems tutorials: questions about projects, corrections and suggestions are welcome.",
  keywords: ["contact", "electronics help", "Arduino help", "embedded systems questions"],
  canonical: "/contact",
};

const MESSAGES = {
  sent: "Thank you: your message has been sent. We usually reply within a few days.",
  invalid: "Please check the highlighted fields; your message has not been sent yet.",
  tooLarge: `That message is too long to send (the limit is ${MAX_CONTACT_BYTES / 1024} KB). Please shorten it and try again.`,
  limited: "You have sent several messages in a short time. Please wait a minute and try again; your text is still here.",
  unavailable: `We could not save your message just now, so it has not been sent. Your text is still here: please try again in a minute, or e-mail us at ${contactDetails.email}.`,
  badRequest: "The form could not be read. Please try again.",
} as const;

const CONTACT_TRAIL = pageTrail("Contact", "/contact");

const wantsJson = (c: Context<AppEnv>) => isJsonMediaType(c.req.header("content-type"));

type Refusal = Omit<ContactFormProps, "action" | "notice"> & { message: string };

/**
 * Answers a refused message in the shape the sender used: JSON for the island, the form
 * again for a plain HTML post, with the reader's text kept. Never indexed, never cached.
 */
function refuse(
  c: Context<AppEnv>,
  status: 400 | 413 | 429 | 503,
  { values, errors, message }: Refusal,
): Response | Promise<Response> {
  c.header("cache-control", "no-store");
  if (wantsJson(c)) return c.json({ ok: false, message, errors } satisfies ContactReply, status);
  c.status(status);
  return c.render(<ContactPage form={{ action: "/contact", values, errors, notice: { kind: "error", text: message } }} />, {
    head: { ...CONTACT_HEAD, robots: "noindex" },
    breadcrumbs: CONTACT_TRAIL,
  });
}

function sent(c: Context<AppEnv>): Response {
  return wantsJson(c)
    ? c.json({ ok: true, message: MESSAGES.sent } satisfies ContactReply, 200, { "cache-control": "no-store" })
    : c.redirect("/contact?sent=1", 303);
}

async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  try {
    if (wantsJson(c) && jsonDepthProblem(await c.req.text())) return null;
    const body: unknown = wantsJson(c) ? await c.req.json() : Object.fromEntries((await c.req.formData()).entries());
    return isRecord(body) ? body : null;
  } catch {
    return null;
  }
}

/** GET and POST /contact: the form, and the messages it sends (as a plain form or JSON). */
export const contact = new Hono<AppEnv>()
  .get("/contact", (c) => {
    const thanked = c.req.query("sent") === "1";
    const form: ContactFormProps = {
      action: "/contact",
      values: emptyContact,
      errors: {},
      notice: thanked ? { kind: "success", text: MESSAGES.sent } : null,
    };
    return c.render(<ContactPage form={form} />, {
      head: thanked ? { ...CONTACT_HEAD, robots: "noindex" } : CONTACT_HEAD,
      breadcrumbs: CONTACT_TRAIL,
      version: thanked ? "sent" : "form",
    });
  })
  .post(
    "/contact",
    bodyLimit({
      maxSize: MAX_CONTACT_BYTES,
      onError: (c) => refuse(c, 413, { values: emptyContact, errors: {}, message: MESSAGES.tooLarge }),
    }),
    async (c) => {
      const body = await readBody(c);
      if (!body) return refuse(c, 400, { values: emptyContact, errors: {}, message: MESSAGES.badRequest });
      const { values, errors, isBot } = validateContact(body);
      if (isBot) {
        console.warn("Dropped a contact message that filled in the bot trap");
        return sent(c);
      }
      if (Object.keys(errors).length > 0) return refuse(c, 400, { values, errors, message: MESSAGES.invalid });
      if (!(await withinContactLimit(c.env, c.req.raw))) {
        c.header("retry-after", String(RATE_LIMIT_RETRY_SECONDS));
        return refuse(c, 429, { values, errors: {}, message: MESSAGES.limited });
      }
      try {
        await storeContactMessage(firestoreFor(c.var.config), values, { userAgent: c.req.header("user-agent") ?? "" });
      } catch (error) {
        console.error("Failed to store contact message", error);
        c.header("retry-after", "60");
        return refuse(c, 503, { values, errors: {}, message: MESSAGES.unavailable });
      }
      return sent(c);
    },
  );
