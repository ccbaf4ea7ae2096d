/**
 * Characters XML 1.0 does not allow at all, not even as a character reference: C0 controls
 * but tab, newline and carriage return; U+FFFE and U+FFFF; and lone surrogates (the `u`
 * flag reads a paired surrogate as the one code point it encodes, which is allowed).
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text for an XML element or a quoted attribute (sitemaps, the Atom feed): characters XML
 * cannot carry are dropped, since posts written straight into Firestore may hold them and one
 * would make the whole document unreadable; markup characters are escaped.
 */
export const escapeXml = (text: string): string =>
  text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
