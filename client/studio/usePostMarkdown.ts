import { useState, type ClipboardEvent } from "react";
import { useAnnounce } from "./announce";
import { fromBlock, toStoredBlock, type BlockDraft } from "./blocks";
import { firstFieldId } from "./BlockEditor";
import { downloadText } from "./download";
import { focusSoon } from "./focus";
import { loadMarkdown, looksLikeMarkdown } from "./load-markdown";
import type { formFieldsFromMarkdown } from "./markdown";
import { bodyOf, newSection } from "./post-form";
import { insertText } from "./text-edit";
import type { SaveFlow } from "./useSaveFlow";
import { slugFromTitle } from "../data/slug";

type ImportedFields = ReturnType<typeof formFieldsFromMarkdown>;

const hasText = (block: BlockDraft) => toStoredBlock(block) !== null;

/**
 * Markdown in and out of the editor: a pasted document becomes blocks where it was pasted (its
 * `# Title` fills an empty title), a Markdown file replaces the post (asking first when that
 * would lose unsaved work), and the post downloads as Markdown. The converter loads on first use.
 */
export function usePostMarkdown(flow: SaveFlow, slugFollowsTitle: boolean) {
  const announce = useAnnounce();
  const { form, edit, report } = flow;
  // A Markdown file that would replace unsaved work, while the author is asked.
  const [importing, setImporting] = useState<{ name: string; fields: ImportedFields } | null>(null);

  /** Pasted Markdown as blocks where it was pasted; false when it is text after all. */
  const pasteMarkdown = async (blockId: string | null, markdown: string): Promise<boolean> => {
    const converted = (await loadMarkdown()).blocksFromMarkdown(markdown);
    if (!converted.structured) return false;
    if (converted.problems.length) {
      report(
        `Pasted as text: some lines are not Markdown the site can show (${converted.problems
          .map((problem) => `line ${problem.line}: ${problem.message}`)
          .join("; ")}).`,
      );
      return false;
    }
    const { title } = converted;
    const fillsTitle = title !== undefined && !form.title.trim();
    const heading = title !== undefined && !fillsTitle ? fromBlock({ h1: title }) : null;
    const blocks: BlockDraft[] = [...(heading ? [heading] : []), ...converted.blocks];
    edit((current) => ({
      ...current,
      ...(fillsTitle ? { title, ...(slugFollowsTitle ? { slug: slugFromTitle(title) } : {}) } : {}),
      sections: (current.sections.length ? current.sections : [newSection()]).map((section, sectionAt) => {
        // No block named: the document goes at the start of the post.
        if (blockId === null)
          return sectionAt === 0 ? { ...section, blocks: [...blocks, ...section.blocks.filter(hasText)] } : section;
        const at = section.blocks.findIndex((block) => block.id === blockId);
        const here = section.blocks[at];
        if (!here) return section;
        // An empty block is replaced by what was pasted; one with text keeps it, and the blocks follow.
        const keep = hasText(here);
        return {
          ...section,
          blocks: [...section.blocks.slice(0, keep ? at + 1 : at), ...blocks, ...section.blocks.slice(at + 1)],
        };
      }),
    }));
    const first = blocks[0];
    if (first) focusSoon(firstFieldId(first));
    announce(
      `${blocks.length === 1 ? "One block" : `${blocks.length} blocks`} made from the pasted Markdown${fillsTitle ? ", and its heading is the title" : ""}.`,
    );
    return true;
  };

  /**
   * A whole Markdown document (several lines) pasted into one of the post's own fields (its
   * address, title or description) is meant as the post: it fills the title and the first section.
   */
  const pasteDocument = (event: ClipboardEvent<HTMLDivElement>) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement)) return;
    const text = event.clipboardData.getData("text/plain");
    if (!text.trim().includes("\n") || !looksLikeMarkdown(text)) return;
    event.preventDefault();
    void pasteMarkdown(null, text).then(
      (done) => {
        if (!done) insertText(box, text);
      },
      () => insertText(box, text),
    );
  };

  const applyImport = (name: string, fields: ImportedFields) => {
    edit((current) => {
      const title = fields.title ?? current.title;
      return {
        ...current,
        title,
        ...(slugFollowsTitle ? { slug: fields.slug ?? slugFromTitle(title) } : {}),
        ...fields.change,
        meta: { ...current.meta, ...fields.change.meta },
        sections: fields.sections,
        format: "markdown",
      };
    });
    setImporting(null);
    announce(`${name} is in the editor: ${fields.sections.length === 1 ? "one section" : `${fields.sections.length} sections`}.`);
    focusSoon("post-title");
  };

  const importFile = async (file: File) => {
    report(null);
    const fields = (await loadMarkdown()).formFieldsFromMarkdown(await file.text());
    if (fields.problems.length) {
      report(
        `${file.name} was not imported: ${fields.problems.map((problem) => `line ${problem.line}: ${problem.message}`).join("; ")}`,
        true,
      );
      return;
    }
    if (flow.dirty) {
      setImporting({ name: file.name, fields });
      focusSoon("post-import-confirm-yes");
    } else applyImport(file.name, fields);
  };

  const exportMarkdown = async () => {
    const { postAsMarkdown } = await loadMarkdown();
    const name = `${form.slug || "post"}.md`;
    downloadText(name, postAsMarkdown(bodyOf(form)), "text/markdown");
    announce(`The post was downloaded as ${name}.`);
  };

  return {
    pasteMarkdown,
    pasteDocument,
    importFile,
    importing,
    confirmImport: () => importing && applyImport(importing.name, importing.fields),
    cancelImport: () => setImporting(null),
    exportMarkdown,
  };
}
