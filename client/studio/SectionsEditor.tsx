import { useState } from "react";
import { useAnnounce } from "./announce";
import { move, removeAt, replaceAt } from "./arrays";
import { newBlock } from "./blocks";
import { focusSoon } from "./focus";
import { newSection, type SectionDraft } from "./post-form";
import { SectionEditor } from "./SectionEditor";

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

  const addSection = () => {
    // A new section comes with a paragraph, since a section is there to hold text.
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
    onChange(removeAt(sections, at));
    const next = sections[at + 1] ?? sections[at - 1];
    focusSoon(...(next ? [`${next.id}-style`] : []), "new-section-style");
    announce(`Section ${at + 1} removed.`);
  };

  return (
    <div className="studio-group">
      <h3>Sections</h3>
      <p className="studio-muted">
        Each section holds blocks: headings, paragraphs, code, tables, lists, callouts and images, shown in this order.
      </p>
      {sections.map((section, at) => (
        <SectionEditor
          key={section.id}
          section={section}
          index={at}
          count={sections.length}
          onChange={(changed) => onChange(replaceAt(sections, at, changed))}
          onMove={(delta) => moveSection(at, delta)}
          onRemove={() => removeSection(at)}
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
