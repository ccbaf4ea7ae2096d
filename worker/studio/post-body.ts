import * as v from "valibot";
import {
  blockSchema,
  firstIssue,
  LIMITS,
  META_KEYS,
  POST_FIELDS,
  postFieldSchemas,
  postObjectSchema,
  postSchema,
  SERVER_FIELDS,
  type Block,
  type KeptBlock,
  type PostInput,
} from "../../client/data/post-schema";
import { isRecord } from "../records";

/**
 * A studio post body, read part by part: each field the schema knows and each block is
 * checked with the post schema (client/data/post-schema.ts); whatever it refuses or does not
 * know is kept with its problem, because a client sends back what it could not read of the
 * stored post (a field a newer schema added, a block of a kind it does not know) exactly as
 * it got it. The save (./posts-service.ts) lets a kept part through only when the stored post
 * holds it unchanged; anything new must pass the schema.
 */
export interface KeptPart {
  /** Where it is, in the words the answer uses: "minutes", "meta › image", "section 2, block 3". */
  where: string;
  value: unknown;
  problem: string;
}

export interface CheckedBody {
  /** The fields and blocks the schema took, as it gives them (defaults applied). */
  input: PostInput;
  /** The document's fields as they will be stored: `input`, with the kept parts in their places. */
  document: Record<string, unknown>;
  kept: {
    fields: Array<KeptPart & { field: string }>;
    meta: Array<KeptPart & { key: string }>;
    blocks: Array<KeptPart & { value: KeptBlock }>;
  };
}

export type BodyRead = { ok: true; body: CheckedBody } | { ok: false; error: string };

const OWN_FIELDS = new Set<string>([...POST_FIELDS, "previousSlug"]);

/** Reads a parsed JSON body as a post (see above); the error names the first problem that is not a kept part. */
export function readPostBody(json: unknown): BodyRead {
  if (!isRecord(json)) return { ok: false, error: "The body is not a post: send a JSON object." };
  const kept: CheckedBody["kept"] = { fields: [], meta: [], blocks: [] };
  const known: Record<string, unknown> = {};
  const document: Record<string, unknown> = {};

  for (const [field, value] of Object.entries(json)) {
    if ((SERVER_FIELDS as readonly string[]).includes(field)) continue;
    if (field === "meta" || field === "pageData") continue;
    if (!OWN_FIELDS.has(field)) {
      kept.fields.push({ field, where: field, value, problem: `"${field}" is not a field of a post.` });
      document[field] = value;
      continue;
    }
    if (field === "title" || field === "previousSlug") {
      known[field] = value;
      continue;
    }
    const checked = v.safeParse(postFieldSchemas[field as keyof typeof postFieldSchemas], value);
    if (checked.success) known[field] = value;
    else {
      kept.fields.push({ field, where: field, value, problem: `${field}: ${firstIssue(checked.issues)}` });
      document[field] = value;
    }
  }

  if (json.meta !== undefined) {
    if (!isRecord(json.meta)) return { ok: false, error: "meta: Send the meta fields as an object." };
    const meta: Record<string, unknown> = {};
    const keptMeta: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(json.meta)) {
      const own = (META_KEYS as readonly string[]).includes(key);
      const checked = own ? v.safeParse(postFieldSchemas.meta, { [key]: value }) : null;
      if (checked?.success) meta[key] = value;
      else {
        const problem = checked ? `meta › ${key}: ${firstIssue(checked.issues)}` : `meta › ${key}: not a meta field of a post.`;
        kept.meta.push({ key, where: `meta › ${key}`, value, problem });
        keptMeta[key] = value;
      }
    }
    known.meta = meta;
    document.meta = keptMeta;
  }

  let sections: Array<{ section: unknown; content: Array<Block | KeptBlock | null> }> | undefined;
  if (json.pageData !== undefined) {
    if (!Array.isArray(json.pageData)) return { ok: false, error: "pageData: Send the sections as a list." };
    if (json.pageData.length > LIMITS.sections) return { ok: false, error: `pageData: Keep to ${LIMITS.sections} sections.` };
    sections = [];
    for (const [sectionAt, raw] of json.pageData.entries()) {
      if (!isRecord(raw) || !Array.isArray(raw.content))
        return { ok: false, error: `pageData › ${sectionAt + 1}: A section is { section, content: [blocks] }.` };
      if (raw.content.length > LIMITS.blocks)
        return { ok: false, error: `pageData › ${sectionAt + 1}: Keep to ${LIMITS.blocks} blocks a section.` };
      const content = raw.content.map((block, blockAt): Block | KeptBlock | null => {
        const checked = v.safeParse(blockSchema, block);
        if (checked.success) return checked.output;
        if (!isRecord(block)) return null;
        kept.blocks.push({
          where: `section ${sectionAt + 1}, block ${blockAt + 1}`,
          value: block,
          problem: `Section ${sectionAt + 1}, block ${blockAt + 1}: ${firstIssue(checked.issues)}`,
        });
        return block;
      });
      if (content.includes(null))
        return { ok: false, error: `pageData › ${sectionAt + 1}: A block is an object naming its kind, like { p: "text" }.` };
      sections.push({ section: raw.section, content });
    }
    known.pageData = sections.map((section) => ({
      ...(section.section === undefined ? {} : { section: section.section }),
      content: section.content.filter((block): block is Block => kept.blocks.every((part) => part.value !== block)),
    }));
  }

  const checked = v.safeParse(postSchema, known);
  if (!checked.success) {
    // A post whose content is all kept blocks still has content.
    const onlyKept = kept.blocks.length > 0 && checked.issues.every((issue) => issue.type === "check" && !issue.path);
    if (!onlyKept) return { ok: false, error: firstIssue(checked.issues) };
  }
  const input: PostInput = checked.success ? checked.output : v.parse(postObjectSchema, known);
  const { previousSlug: _rename, ...fields } = input;
  // The schema's fields, then the kept parts over them (a default never hides a kept value).
  const keptFields = { ...document };
  Object.assign(document, fields, keptFields, {
    meta: { ...fields.meta, ...(keptFields.meta as Record<string, unknown> | undefined) },
  });
  if (sections && input.pageData) {
    // The known blocks as the schema gave them, the kept ones as sent, in the author's order.
    document.pageData = sections.map((section, sectionAt) => {
      const parsed = input.pageData![sectionAt]!;
      let next = 0;
      return {
        section: parsed.section,
        content: section.content.map((block) =>
          kept.blocks.some((part) => part.value === block) ? block : parsed.content[next++]!,
        ),
      };
    });
  }
  return { ok: true, body: { input, document, kept } };
}

/** Deep equality of two JSON values (what Firestore stores): same keys, same values, in any key order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
  }
  return false;
}

/**
 * The first kept part the stored post does not hold as it is (a new or changed field or
 * block the schema refuses), as the 400's sentence; null when every kept part is unchanged.
 */
export function keptProblem(kept: CheckedBody["kept"], stored: Record<string, unknown> | null): string | null {
  const storedMeta = isRecord(stored?.meta) ? stored.meta : {};
  for (const part of kept.fields)
    if (!stored || !Object.hasOwn(stored, part.field) || !sameJson(stored[part.field], part.value)) return part.problem;
  for (const part of kept.meta)
    if (!Object.hasOwn(storedMeta, part.key) || !sameJson(storedMeta[part.key], part.value)) return part.problem;
  const storedBlocks = Array.isArray(stored?.pageData)
    ? stored.pageData.flatMap((section) => (isRecord(section) && Array.isArray(section.content) ? section.content : []))
    : [];
  for (const part of kept.blocks) if (!storedBlocks.some((block) => sameJson(block, part.value))) return part.problem;
  return null;
}

/**
 * What the stored post holds that no client sent and the schema does not know (a newer
 * schema's fields, meta keys): kept by the server, because a client cannot mean to remove
 * what it could not read.
 */
export function unknownStoredFields(stored: Record<string, unknown> | null): {
  fields: Record<string, unknown>;
  meta: Record<string, unknown>;
} {
  if (!stored) return { fields: {}, meta: {} };
  const fields = Object.fromEntries(
    Object.entries(stored).filter(([field]) => !OWN_FIELDS.has(field) && !(SERVER_FIELDS as readonly string[]).includes(field)),
  );
  const meta = isRecord(stored.meta)
    ? Object.fromEntries(Object.entries(stored.meta).filter(([key]) => !(META_KEYS as readonly string[]).includes(key)))
    : {};
  return { fields, meta };
}
