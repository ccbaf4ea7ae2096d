import type { Context, Hono } from "hono";
import { contactDetails } from "../../client/data/social";
import { emptyContact, type ContactFormProps, type ContactValues } from "../../client/islands/ContactForm";
import { ContactPage } from "../../client/pages/ContactPage";
import type { AppEnv } from "../env";
import { pageContext } from "../page-context";
import { renderPage } from "../render";

const CONTACT_HEAD = {
  title: "Contact",
  description:
    "Contact the team behind our electronics and embedded systems tutorials: questions about projects, corrections and suggestions are welcome.",
  keywords: ["contact", "electronics help", "Arduino help", "embedded systems questions"],
  canonical: "/contact",
};

// Sending arrives with the delivery endpoint; until then say so plainly and keep the text.
const NOT_AVAILABLE = `Sending messages through this form is not available yet, so your message has not been sent. Please e-mail us at ${contactDetails.email}; your text is still in the form to copy.`;

function renderContact(c: Context<AppEnv>, status: number, form: ContactFormProps): Response {
  const { site, path } = pageContext(c);
  return renderPage(<ContactPage form={form} />, {
    status,
    site,
    path,
    head: status === 200 ? CONTACT_HEAD : { ...CONTACT_HEAD, robots: "noindex" },
    headers: status === 200 ? undefined : { "cache-control": "no-store" },
  });
}

/** Reads the fields from a form post or the island's JSON, ignoring anything else. */
async function readContact(c: Context<AppEnv>): Promise<ContactValues> {
  const type = c.req.header("content-type") ?? "";
  let source: Record<string, unknown> = {};
  try {
    if (type.includes("application/json")) source = (await c.req.json()) as Record<string, unknown>;
    else source = Object.fromEntries((await c.req.formData()).entries());
  } catch {
    source = {};
  }
  const field = (name: keyof ContactValues) => (typeof source[name] === "string" ? (source[name] as string) : "");
  return { name: field("name"), email: field("email"), message: field("message") };
}

export function registerContact(app: Hono<AppEnv>): void {
  app.get("/contact", (c) =>
    renderContact(c, 200, { action: "/contact", values: emptyContact, errors: {}, notice: null }),
  );

  app.post("/contact", async (c) => {
    const values = await readContact(c);
    if ((c.req.header("accept") ?? "").includes("application/json")) {
      return c.json({ ok: false, message: NOT_AVAILABLE }, 501, { "cache-control": "no-store" });
    }
    return renderContact(c, 501, {
      action: "/contact",
      values,
      errors: {},
      notice: { kind: "error", text: NOT_AVAILABLE },
    });
  });
}
