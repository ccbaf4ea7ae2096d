import sanitizeHtml from "sanitize-html";

/**
 * The only markup a project description may keep: paragraphs, emphasis, lists, line
 * breaks, code and links with http(s) or relative targets. Everything else is removed:
 * scripts and styles with their content, every other tag keeping only its text, and any
 * attribute not listed (so no event handlers, no `style`).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "code", "pre", "a"],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "iframe", "object", "template"],
  transformTags: {
    // Links from the database leave the site in a new tab without handing it our window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" }
        : attribs,
    }),
  },
};

export function sanitiseDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
