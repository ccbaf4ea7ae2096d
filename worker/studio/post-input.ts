import { topicPages } from "../../client/data/topics";
import { isRecord } from "../records";
import { safeUrl } from "../../client/data/safe-url";

/** A post as the studio stores it: the spec's fields, plus our draft flag and topic. */
export interface PostInput {
  title: string;
  meta: Record<string, string>;
  pageData?: Array<{ section: string; content: Array<Record<string, unknown>> }>;
  content?: string;
  draft: boolean;
  topic?: string;
  /** The slug the post had before, when this save renames it. */
  previousSlug?: string;
}

const META_KEYS = ["title", "keywords", "author", "description", "url", "canonical"] as const;
const LIMITS = { title: 200, meta: 1_000, text: 20_000, sections: 100, blocks: 400, items: 200, cells: 20 };

class InputError extends Error {}

const fail = (message: string): never => {
  throw new InputError(message);
};

/**
 * Characters XML 1.0 forbids (C0 controls but tab and newline, U+FFFE, U+FFFF): one in a
 * title would make the feed and the sitemaps malformed for every subscriber and crawler.
 * Windows line ends become newlines; the rest are dropped.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
export const withoutControlCharacters = (value: string) => value.replace(/\r\n?/g, "\n").replace(FORBIDDEN_CHARACTERS, "");

function text(input: unknown, what: string, max = LIMITS.text): string {
  if (typeof input !== "string") return fail(`${what} must be text.`);
  const value = withoutControlCharacters(input);
  if (value.length > max) return fail(`${what} is longer than ${max} characters.`);
  return value;
}

function texts(value: unknown, what: string, max: number): string[] {
  if (!Array.isArray(value) || value.length === 0) return fail(`${what} must be a non-empty list of text.`);
  if (value.length > max) return fail(`${what} has more than ${max} entries.`);
  return value.map((item, index) => text(item, `${what}, entry ${index + 1}`));
}

function address(value: unknown, what: string): string {
  const url = safeUrl(text(value, what));
  return url ?? fail(`${what} must be an http(s) address or a path on this site, like /images/x.svg.`);
}

/** One block, checked against the shapes the site renders; the stored form is returned. */
function block(value: unknown, where: string): Record<string, unknown> {
  if (!isRecord(value) || Object.keys(value).length !== 1) return fail(`${where} must name exactly one kind.`);
  const [kind, content] = Object.entries(value)[0]!;
  if (/^h[1-6]$/.test(kind) || kind === "p" || kind === "note" || kind === "warning") return { [kind]: text(content, where) };
  switch (kind) {
    case "img":
      return { img: address(content, `${where} (image address)`) };
    case "code": {
      if (typeof content === "string") return { code: text(content, where) };
      if (!isRecord(content)) return fail(`${where} must be code text, or { text, lang }.`);
      const lang = content.lang === undefined || content.lang === "" ? undefined : text(content.lang, `${where} (language)`, 20);
      return { code: { text: text(content.text, `${where} (code)`), ...(lang ? { lang } : {}) } };
    }
    case "ul":
    case "ol":
      return { [kind]: texts(content, where, LIMITS.items) };
    case "table": {
      if (!isRecord(content)) return fail(`${where} must be { header, rows }.`);
      const header = texts(content.header, `${where} (header)`, LIMITS.cells);
      if (!Array.isArray(content.rows) || content.rows.length === 0) return fail(`${where} needs at least one row.`);
      if (content.rows.length > LIMITS.items) return fail(`${where} has more than ${LIMITS.items} rows.`);
      const rows = content.rows.map((row, index) => {
        const cells = texts(isRecord(row) ? row.cells : undefined, `${where}, row ${index + 1}`, LIMITS.cells);
        return cells.length === header.length ? { cells } : fail(`${where}, row ${index + 1} needs ${header.length} cells.`);
      });
      return { table: { header, rows } };
    }
    case "figure": {
      if (!isRecord(content)) return fail(`${where} must be { src, alt, caption }.`);
      const caption =
        content.caption === undefined || content.caption === "" ? undefined : text(content.caption, `${where} (caption)`);
      return {
        figure: {
          src: address(content.src, `${where} (image address)`),
          alt: text(content.alt ?? "", `${where} (alt text)`, LIMITS.meta),
          ...(caption ? { caption } : {}),
        },
      };
    }
    default:
      return fail(`${where}: "${kind}" is not a kind of block the site knows.`);
  }
}

/**
 * Reads a studio PUT body into the document to store, or says what is wrong with it.
 * Stricter than the reader's side, which renders whatever Firestore holds defensively:
 * what the studio writes is always well-formed.
 */
export function readPostInput(body: unknown): { ok: true; post: PostInput } | { ok: false; error: string } {
  try {
    if (!isRecord(body)) return fail("The body must be a JSON object.");
    const title = text(body.title, "The title", LIMITS.title).trim() || fail("Give the post a title.");
    const meta: Record<string, string> = {};
    if (body.meta !== undefined) {
      if (!isRecord(body.meta)) return fail("meta must be an object.");
      for (const key of META_KEYS) {
        const value = body.meta[key];
        if (value === undefined || value === "") continue;
        meta[key] = text(value, `meta.${key}`, LIMITS.meta).trim();
      }
      for (const key of ["url", "canonical"] as const) if (meta[key]) meta[key] = address(meta[key], `meta.${key}`);
    }
    const post: PostInput = { title, meta, draft: body.draft === true };
    if (body.draft !== undefined && typeof body.draft !== "boolean") return fail("draft must be true or false.");
    if (body.topic !== undefined && body.topic !== "") {
      const topic = text(body.topic, "topic", 60);
      post.topic = topicPages.has(topic) ? topic : fail(`"${topic}" is not a topic page.`);
    }
    if (body.content !== undefined && body.content !== "") post.content = text(body.content, "content");
    if (body.pageData !== undefined) {
      if (!Array.isArray(body.pageData)) return fail("pageData must be a list of sections.");
      if (body.pageData.length > LIMITS.sections) return fail(`Keep to ${LIMITS.sections} sections.`);
      post.pageData = body.pageData.map((section, index) => {
        const where = `Section ${index + 1}`;
        if (!isRecord(section) || !Array.isArray(section.content))
          return fail(`${where} must be { section, content: [blocks] }.`);
        if (section.content.length > LIMITS.blocks) return fail(`${where} has more than ${LIMITS.blocks} blocks.`);
        return {
          section: text(section.section ?? "", `${where} (style name)`, 60),
          content: section.content.map((item, blockIndex) => block(item, `${where}, block ${blockIndex + 1}`)),
        };
      });
    }
    if (!post.pageData?.length && post.content === undefined)
      return fail("Write some content: at least one section, or the plain content field.");
    if (body.previousSlug !== undefined && body.previousSlug !== "")
      post.previousSlug = text(body.previousSlug, "previousSlug", 200);
    return { ok: true, post };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, error: error.message };
    throw error;
  }
}
