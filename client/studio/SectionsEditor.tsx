import { useState } from "react";
import { useAnnounce } from "./announce";
import { insertAt, move, removeAt, replaceAt } from "./arrays";
import { firstFieldId } from "./BlockEditor";
import { newBlock, type BlockDraft } from "./blocks";
import { focusSoon } from "./focus";
import { newSection, type SectionDraft } from "./post-form";
import { RemovalNotice } from "./RemovalNotice";
import { SectionEditor } from "./SectionEditor";

/** The last thing removed, and where it was, so Undo can put it back. */
type Removed =
  | { kind: "section"; section: SectionDraft; at: number; text: string }
  | { kind: "block"; sectionId: string; block: BlockDraft; at: number; text: string };

/** The post's pageData: its sections in order, and a way to add one. */
export function SectionsEditor({
  sections,
  onChange,
}: {
  sections: SectionDraft[];
  onChange: (sections: SectionDraft[]) => void;
}) {
  const announce = useAnnounce();
  const [style, setStyle] = useState("");
  const [removed, setRemoved] = useState<Removed | null>(null);

  const addSection = () => {
    // A new section comes with a paragraph to type into; left empty, it is not saved (bodyOf drops it).
    const section = { ...newSection(style.trim()), blocks: [newBlock("p")] };
    onChange([...sections, section]);
    setStyle("");
    focusSoon(`${section.id}-style`);
    announce(`Section ${sections.length + 1} added.`);
  };
  const moveSection = (at: number, delta: -1 | 1) => {
    const section = sections[at];
    if (!section) return;
    onChange(move(sections, at, delta));
    const [same, other] = delta < 0 ? ["up", "down"] : ["down", "up"];
    focusSoon(`${section.id}-${same}`, `${section.id}-${other}`);
    announce(`Section moved to position ${at + delta + 1} of ${sections.length}.`);
  };
  const removeSection = (at: number) => {
    const section = sections[at];
    if (!section) return;
    onChange(removeAt(sections, at));
    const next = sections[at + 1] ?? sections[at - 1];
    focusSoon(...(next ? [`${next.id}-style`] : []), "new-section-style");
    // The notice is a live region, so it says this itself.
    setRemoved({ kind: "section", section, at, text: `Section ${at + 1} removed.` });
  };
  const removeBlock = (sectionAt: number, at: number) => {
    const section = sections[sectionAt];
    const block = section?.blocks[at];
    if (!section || !block) return;
    onChange(replaceAt(sections, sectionAt, { ...section, blocks: removeAt(section.blocks, at) }));
    const next = section.blocks[at + 1] ?? section.blocks[at - 1];
    focusSoon(...(next ? [`${next.id}-remove`] : []), `${section.id}-kind`);
    setRemoved({
      kind: "block",
      sectionId: section.id,
      block,
      at,
      text: `Block ${at + 1} removed from Section ${sectionAt + 1}.`,
    });
  };
  /** Puts the last removal back at its place in the sections as they are now. */
  const undo = () => {
    if (!removed) return;
    if (removed.kind === "section") {
      onChange(insertAt(sections, Math.min(removed.at, sections.length), removed.section));
      focusSoon(`${removed.section.id}-style`);
      announce(`Section ${Math.min(removed.at, sections.length) + 1} is back.`);
    } else {
      const sectionAt = sections.findIndex((section) => section.id === removed.sectionId);
      const section = sections[sectionAt];
      if (!section) {
        announce("The block's section has been removed too: undo that first.");
        return;
      }
      const at = Math.min(removed.at, section.blocks.length);
      onChange(replaceAt(sections, sectionAt, { ...section, blocks: insertAt(section.blocks, at, removed.block) }));
      focusSoon(firstFieldId(removed.block));
      announce(`Block ${at + 1} of Section ${sectionAt + 1} is back.`);
    }
    setRemoved(null);
  };

  return (
    <div className="studio-group">
      <h3>Sections</h3>
      <p className="studio-muted">
        Each section holds blocks: headings, paragraphs, code, tables, lists, callouts and images, shown in this order.
      </p>
      <RemovalNotice text={removed?.text ?? null} onUndo={undo} onDismiss={() => setRemoved(null)} />
      {sections.map((section, at) => (
        <SectionEditor
          key={section.id}
          section={section}
          index={at}
          count={sections.length}
          onChange={(changed) => onChange(replaceAt(sections, at, changed))}
          onMove={(delta) => moveSection(at, delta)}
          onRemove={() => removeSection(at)}
          onRemoveBlock={(block) => removeBlock(at, block)}
        />
      ))}
      <div className="studio-add">
        <div className="field">
          <label htmlFor="new-section-style">Style name of a new section</label>
          <input
            id="new-section-style"
            value={style}
            maxLength={60}
            placeholder="e.g. wiring"
            onChange={(event) => setStyle(event.target.value)}
            onKeyDown={(event) => {
              // Enter here adds the section rather than saving the whole post.
              if (event.key === "Enter") {
                event.preventDefault();
                addSection();
              }
            }}
          />
        </div>
        <button type="button" id="add-section" className="studio-button" onClick={addSection}>
          Add a section
        </button>
      </div>
    </div>
  );
}
