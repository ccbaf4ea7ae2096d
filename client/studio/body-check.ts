import * as v from "valibot";
import { missingAltText } from "../data/figure-alt";
import { blockSchemas, postSchema } from "../data/post-schema";
import { firstFieldId } from "./BlockEditor";
import { sentConnections, sentParts, toStoredBlock, type BlockDraft } from "./blocks";
import type { PostForm } from "./post-form";
import type { PostBody } from "./types";

/** What the server would refuse in a body, said where the author can find it, and the field to focus. */
export interface BodyProblem {
  message: string;
  focus: string | null;
}

/**
 * The sections a body sends, each with its blocks, as the form has them: the body leaves
 * empty blocks and sections out, so its indexes count only the ones it has.
 */
export const sentSections = (form: PostForm) =>
  form.sections
    .map((section, at) => ({ section, at, blocks: section.blocks.filter((block) => toStoredBlock(block) !== null) }))
    .filter((entry) => entry.blocks.length > 0);

/** The form's block at a place in the body sent (pageData index, content index). */
export const sentBlock = (form: PostForm, section: number, block: number): BlockDraft | undefined =>
  sentSections(form)[section]?.blocks[block];

/** How a wiring or parts block's rows and fields are named in its form, for a problem inside one. */
const ROW_FORMS = {
  wiring: {
    list: "connections",
    row: "connection",
    add: "add-connection",
    fields: { board: "board pin", part: "part's pin", note: "note" } as Record<string, string>,
    top: { board: "board", part: "part" } as Record<string, string>,
  },
  parts: {
    list: "items",
    row: "part",
    add: "add-part",
    fields: { qty: "quantity", name: "name", note: "note", link: "link" } as Record<string, string>,
    top: {} as Record<string, string>,
  },
};

/**
 * The first problem inside a wiring or parts block, said the way its form names things
 * ("connection 2, part's pin: ...") with the input to focus; null for other blocks.
 */
function rowProblem(block: BlockDraft): BodyProblem | null {
  if (block.kind !== "wiring" && block.kind !== "parts") return null;
  const stored = toStoredBlock(block) as Record<string, unknown> | null;
  const result = v.safeParse(blockSchemas[block.kind], stored?.[block.kind]);
  if (result.success) return null;
  const form = ROW_FORMS[block.kind];
  const issue = result.issues[0];
  const [key, at, field] = (issue.path ?? []).map((item) => item.key);
  if (key === form.list && typeof at === "number") {
    const row = (block.kind === "wiring" ? sentConnections(block) : sentParts(block))[at];
    const name = typeof field === "string" ? form.fields[field] : undefined;
    return {
      message: `${form.row} ${at + 1}${name ? `, ${name}` : ""}: ${issue.message}`,
      focus: row ? `${row.id}-${typeof field === "string" ? field : "remove"}` : null,
    };
  }
  const name = typeof key === "string" ? form.top[key] : undefined;
  if (name) return { message: `${name}: ${issue.message}`, focus: `${block.id}-${String(key)}` };
  return {
    message: `${form.list === key ? `${form.row}s` : block.kind}: ${issue.message}`,
    focus: key === form.list ? `${block.id}-${form.add}` : null,
  };
}

/**
 * Checks the body against the one post schema the server checks it against
 * (client/data/post-schema.ts), and a published post's figures for alt text, before it is
 * sent, so the author learns which block needs attention ("Section 1, block 2: Write
 * something here, or remove it.") and lands on it.
 */
export function bodyProblem(form: PostForm, body: PostBody): BodyProblem | null {
  const result = v.safeParse(postSchema, body);
  if (result.success) {
    const noAlt = missingAltText(body);
    if (!noAlt) return null;
    const figure = sentBlock(form, noAlt.section, noAlt.block);
    return { message: noAlt.message, focus: figure ? `${figure.id}-alt` : null };
  }
  const issue = result.issues[0];
  const keys = (issue.path ?? []).map((item) => item.key);
  if (keys[0] === "pageData" && typeof keys[1] === "number") {
    const entry = sentSections(form)[keys[1]];
    const section = entry?.section;
    if (keys[2] === "content" && typeof keys[3] === "number") {
      const block = entry?.blocks[keys[3]];
      const blockAt = block && section ? section.blocks.indexOf(block) : keys[3];
      const inside = block ? rowProblem(block) : null;
      return {
        message: `Section ${(entry?.at ?? keys[1]) + 1}, block ${blockAt + 1}${inside ? `, ${inside.message}` : `: ${issue.message}`}`,
        focus: inside?.focus ?? (block ? firstFieldId(block) : null),
      };
    }
    return { message: `Section ${(entry?.at ?? keys[1]) + 1}: ${issue.message}`, focus: section ? `${section.id}-style` : null };
  }
  const where = keys.map((key) => (typeof key === "number" ? String(key + 1) : String(key))).join(" › ");
  // A post field's own input is named for it (post-minutes, post-topic); the caller falls back when there is none.
  const field = typeof keys[0] === "string" ? `post-${keys[0]}` : null;
  return { message: where ? `${where}: ${issue.message}` : issue.message, focus: field };
}
