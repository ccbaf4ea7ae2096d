import { describe, expect, it } from "vitest";
import { BLOCK_KINDS, SERVER_FIELDS } from "../../client/data/post-schema";
import { readStoredPost } from "../../client/data/stored-post";
import { markdownToBlocks } from "../../client/markdown/from-markdown";
import { checkedFrontFields, postAsMarkdown } from "../../client/markdown/post-markdown";
import { formFieldsFromMarkdown } from "../../client/studio/markdown";
import { bodyOf, formFromStored } from "../../client/studio/post-form";
import { normalisePost } from "../../worker/posts/normalise";
import { paths } from "../../worker/firestore/paths";
import { keptProblem, readPostBody } from "../../worker/studio/post-body";
import { fullPost } from "../fixtures/full-post";

/** A stored document without the fields the server writes itself. */
const withoutServerFields = (document: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(document).filter(([field]) => !(SERVER_FIELDS as readonly string[]).includes(field)));

describe("one lenient reader of a stored post", () => {
  it("keeps every field, meta key, section and block: what it cannot read stays as stored", () => {
    const read = readStoredPost(fullPost("every-field"));
    expect(read.fields).toMatchObject({ title: "Every field", difficulty: "intermediate", minutes: 60, boards: ["esp32"] });
    expect(read.other).toEqual({ embargoUntil: "2026-12-01T09:00:00Z" });
    expect(read.otherMeta).toEqual({ image: "/media/social.png" });
    expect(read.sections?.map((section) => section.content.length)).toEqual([BLOCK_KINDS.length, 3]);
    const [gallery, unsafe] = read.sections![1]!.content;
    expect(gallery).toMatchObject({ kind: "gallery", words: "A gallery", kept: { gallery: expect.anything() } });
    expect(unsafe).toMatchObject({ kind: "figure", words: "An unsafe picture" });
  });

  it("mends a table with one short row the same way for the page, the studio and the export", () => {
    const stored = {
      title: "Ragged",
      pageData: [{ section: "", content: [{ table: { header: ["Pin", "Use", "Note"], rows: [{ cells: ["D13"] }] } }] }],
    };
    const mended = { table: { header: ["Pin", "Use", "Note"], rows: [{ cells: ["D13", "", ""] }] } };
    const page = normalisePost("a", { id: "r", path: paths.post("a", "r"), data: stored }, "ragged");
    expect(page.sections?.[0]?.blocks[0]?.block).toEqual(mended);
    const { form } = formFromStored({ ...stored, slug: "ragged" });
    expect(bodyOf(form).pageData?.[0]?.content[0]).toEqual(mended);
    expect(markdownToBlocks(postAsMarkdown(stored)).pageData[0]?.content[0]).toEqual(mended);
  });

  it("shows a block it cannot read as its words, never as markup or an unsafe address", () => {
    const page = normalisePost("a", { id: "e", path: paths.post("a", "e"), data: fullPost("e") }, "e");
    const more = page.sections![1]!.blocks.map((placed) => placed.block);
    expect(more).toEqual([{ p: "A gallery" }, { p: "An unsafe picture" }, { p: "The end." }]);
  });
});

describe("the studio keeps what it does not edit", () => {
  it("sends back every field, meta key and block of a stored post, in place, when nothing was changed", () => {
    const stored = fullPost("every-field");
    const { form, kept } = formFromStored(stored);
    expect(kept).toBe(2);
    const { slug: _slug, ...fields } = stored;
    expect(bodyOf(form)).toEqual(withoutServerFields(fields));
  });

  it("changes only the field the author changed", () => {
    const stored = fullPost("every-field");
    const { form } = formFromStored(stored);
    const body = bodyOf({ ...form, meta: { ...form.meta, description: `${form.meta.description} Tested.` } });
    const { slug: _slug, ...fields } = stored;
    expect(body).toEqual({ ...fields, meta: { ...fields.meta, description: `${fields.meta.description} Tested.` } });
  });

  it("carries difficulty, build time and boards through Markdown export and import", () => {
    const markdown = postAsMarkdown(fullPost("every-field"));
    expect(markdown).toMatch(/^---\n[\s\S]*difficulty: intermediate\n[\s\S]*minutes: 60\n[\s\S]*boards:\n {2}- esp32\n/);
    const imported = formFieldsFromMarkdown(markdown);
    expect(imported.problems).toEqual([]);
    expect(imported.change).toMatchObject({ difficulty: "intermediate", minutes: "60", boards: ["esp32"], topic: "esp32" });
    expect(imported.change.other).toEqual({ embargoUntil: "2026-12-01T09:00:00Z" });
    expect(imported.change.otherMeta).toEqual({ image: "/media/social.png" });
    expect(imported.sections[1]!.blocks.map((block) => block.kind)).toEqual(["kept", "kept", "p"]);
  });

  it("names a front matter value the schema refuses instead of dropping it", () => {
    const { problems, checked } = checkedFrontFields({ difficulty: "expert", minutes: 30, boards: ["esp32", "arduino-duo"] });
    expect(checked).toEqual({ minutes: 30 });
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining("difficulty in the front matter"),
      expect.stringContaining("boards in the front matter"),
    ]);
  });
});

describe("the server reads a body part by part", () => {
  it("takes what the schema knows and keeps the rest, to be let through only unchanged", () => {
    const stored = fullPost("every-field");
    const { slug: _slug, ...body } = stored;
    const read = readPostBody(body);
    if (!read.ok) throw new Error(read.error);
    expect(read.body.kept.fields.map((part) => part.field)).toEqual(["embargoUntil"]);
    expect(read.body.kept.meta.map((part) => part.key)).toEqual(["image"]);
    expect(read.body.kept.blocks.map((part) => part.where)).toEqual(["section 2, block 1", "section 2, block 2"]);
    expect(read.body.document).toEqual(body);
    expect(keptProblem(read.body.kept, stored)).toBeNull();
  });

  it("refuses a kept part the stored post does not hold as it is, naming it", () => {
    const { slug: _slug, ...body } = fullPost("every-field");
    const read = readPostBody({ ...body, embargoUntil: "tomorrow" });
    if (!read.ok) throw new Error(read.error);
    expect(keptProblem(read.body.kept, fullPost("every-field"))).toBe('"embargoUntil" is not a field of a post.');
    expect(keptProblem(read.body.kept, null)).toBe('"embargoUntil" is not a field of a post.');
    const changedBlock = readPostBody({ title: "T", pageData: [{ section: "", content: [{ gallery: { pictures: [] } }] }] });
    if (!changedBlock.ok) throw new Error(changedBlock.error);
    expect(keptProblem(changedBlock.body.kept, fullPost("every-field"))).toMatch(
      /^Section 1, block 1: "gallery" is not a kind of block the site knows/,
    );
  });
});
