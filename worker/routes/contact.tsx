import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { contactDetails } from "../../client/data/social";
import { emptyContact, type ContactFormProps } from "../../client/islands/ContactForm";
import { ContactPage } from "../../client/pages/ContactPage";
import { siteConfig } from "../config";
import { withinContactLimit } from "../contact/rate-limit";
import { storeContactMessage } from "../contact/store";
import { validateContact } from "../contact/validate";
import type { AppEnv } from "../env";
import { firestore } from "../firestore/client";
import { pageContext } from "../page-context";
import { renderPage, renderPageCached } from "../render";

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

const wantsJson = (c: Context<AppEnv>) => (c.req.header("content-type") ?? "").includes("application/json");

/** The form again after a refused post: never indexed, never cached. */
function renderContact(c: Context<AppEnv>, status: number, form: Omit<ContactFormProps, "action">, headers?: Record<string, string>) {
  const { site, path } = pageContext(c);
  return renderPage(<ContactPage form={{ action: "/contact", ...form }} />, {
    status,
    site,
    path,
    head: { ...CONTACT_HEAD, robots: "noindex" },
    headers: { "cache-control": "no-store", ...headers },
  });
}

/** Answers in the shape the sender used: JSON for the island, the page for a plain form. */
function reply(
  c: Context<AppEnv>,
  status: 400 | 413 | 429 | 503,
  form: Omit<ContactFormProps, "action" | "notice"> & { message: string },
  headers?: Record<string, string>,
): Response {
  if (wantsJson(c)) {
    return c.json({ ok: false, message: form.message, errors: form.errors }, status, { "cache-control": "no-store", ...headers });
  }
  return renderContact(c, status, { values: form.values, errors: form.errors, notice: { kind: "error", text: form.message } }, headers);
}

async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  try {
    if (wantsJson(c)) {
      const body: unknown = await c.req.json();
      return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    }
    return Object.fromEntries((await c.req.formData()).entries());
  } catch {
    return null;
  }
}

export function registerContact(app: Hono<AppEnv>): void {
  app.get("/contact", (c) => {
    const sent = c.req.query("sent") === "1";
    const { site, path } = pageContext(c);
    const form: ContactFormProps = {
      action: "/contact",
      values: emptyContact,
      errors: {},
      notice: sent ? { kind: "success", text: MESSAGES.sent } : null,
    };
    return renderPageCached(sent ? "sent" : "form", () => <ContactPage form={form} />, {
      status: 200,
      site,
      path,
      head: sent ? { ...CONTACT_HEAD, robots: "noindex" } : CONTACT_HEAD,
    });
  });

  app.post(
    "/contact",
    bodyLimit({
      maxSize: MAX_CONTACT_BYTES,
      onError: (c) => reply(c, 413, { values: emptyContact, errors: {}, message: MESSAGES.tooLarge }),
    }),
    async (c) => {
      const body = await readBody(c);
      if (!body) return reply(c, 400, { values: emptyContact, errors: {}, message: MESSAGES.badRequest });
      const { values, errors, isBot } = validateContact(body);
      if (isBot) {
        console.warn("Dropped a contact message that filled in the bot trap");
        return wantsJson(c) ? c.json({ ok: true, message: MESSAGES.sent }) : c.redirect("/contact?sent=1", 303);
      }
      if (Object.keys(errors).length > 0) return reply(c, 400, { values, errors, message: MESSAGES.invalid });
      if (!(await withinContactLimit(c.env, c.req.raw))) {
        return reply(c, 429, { values, errors: {}, message: MESSAGES.limited }, { "retry-after": String(RATE_LIMIT_RETRY_SECONDS) });
      }
      try {
        await storeContactMessage(firestore(c.env, siteConfig(c.env, c.req.url)).db, values, {
          userAgent: c.req.header("user-agent") ?? "",
        });
      } catch (error) {
        console.error("Failed to store contact message", error);
        return reply(c, 503, { values, errors: {}, message: MESSAGES.unavailable }, { "retry-after": "60" });
      }
      return wantsJson(c)
        ? c.json({ ok: true, message: MESSAGES.sent }, 200, { "cache-control": "no-store" })
        : c.redirect("/contact?sent=1", 303);
    },
  );
}
