import { useState } from "react";
import { useAnnounce } from "./announce";
import { move, replaceAt } from "./arrays";
import { BlockEditor, firstFieldId } from "./BlockEditor";
import { BLOCK_KINDS, kindLabel, newBlock, type AddableKind, type BlockDraft } from "./blocks";
import { TextField } from "./fields";
import { ConfirmBox } from "./ConfirmBox";
import { focusSoon } from "./focus";
import type { SectionDraft } from "./post-form";

interface SectionEditorProps {
  section: SectionDraft;
  index: number;
  count: number;
  onChange: (section: SectionDraft) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  /** Removes the block at this place (the sections keep it, so the removal can be undone). */
  onRemoveBlock: (at: number) => void;
}

/** One section of a post: its style name and its blocks, each movable and removable. */
export function SectionEditor({ section, index, count, onChange, onMove, onRemove, onRemoveBlock }: SectionEditorProps) {
  const announce = useAnnounce();
  const [kind, setKind] = useState<AddableKind>("p");
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const id = section.id;
  const name = `Section ${index + 1}`;
  const setBlocks = (blocks: BlockDraft[]) => onChange({ ...section, blocks });

  const addBlock = () => {
    const block = newBlock(kind);
    setBlocks([...section.blocks, block]);
    focusSoon(firstFieldId(block));
    announce(`${kindLabel(kind)} added as block ${section.blocks.length + 1} of ${name}.`);
  };
  const moveBlock = (at: number, delta: -1 | 1) => {
    const block = section.blocks[at];
    if (!block) return;
    setBlocks(move(section.blocks, at, delta));
    // Follow the block with focus; at either end its button is disabled, so take the other one.
    const [same, other] = delta < 0 ? ["up", "down"] : ["down", "up"];
    focusSoon(`${block.id}-${same}`, `${block.id}-${other}`);
    announce(`Block moved to position ${at + delta + 1} of ${section.blocks.length}.`);
  };
  return (
    <fieldset className="studio-section" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`} className="studio-section-legend">
        {name}
        {section.style ? <span className="studio-muted"> ({section.style})</span> : null}
      </legend>
      <div className="studio-section-head">
        <TextField
          id={`${id}-style`}
          label="Style name"
          hint="Becomes the section's class, e.g. intro, parts, wiring."
          value={section.style}
          maxLength={60}
          onValue={(style) => onChange({ ...section, style })}
        />
        <div className="studio-actions">
          <button type="button" id={`${id}-up`} className="studio-button" disabled={index === 0} onClick={() => onMove(-1)}>
            Move up<span className="visually-hidden"> {name}</span>
          </button>
          <button
            type="button"
            id={`${id}-down`}
            className="studio-button"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            Move down<span className="visually-hidden"> {name}</span>
          </button>
          {confirmingRemove ? null : (
            <button
              type="button"
              id={`${id}-remove`}
              className="studio-button studio-button--danger"
              onClick={() => {
                if (section.blocks.length === 0) return onRemove();
                setConfirmingRemove(true);
                focusSoon(`${id}-remove-yes`);
              }}
            >
              Remove<span className="visually-hidden"> {name}</span>
            </button>
          )}
        </div>
      </div>
      {confirmingRemove ? (
        <ConfirmBox
          id={`${id}-remove`}
          question={`Remove ${name} and its ${section.blocks.length === 1 ? "block" : `${section.blocks.length} blocks`}?`}
          confirm="Remove the section"
          cancel="Keep it"
          onConfirm={onRemove}
          onCancel={() => setConfirmingRemove(false)}
          returnFocusTo={`${id}-remove`}
        />
      ) : null}

      {section.blocks.length === 0 ? <p className="studio-muted">This section has no blocks yet.</p> : null}
      <ol className="studio-blocks">
        {section.blocks.map((block, at) => (
          <li key={block.id} className={`studio-block studio-block--${block.kind}`}>
            <fieldset aria-labelledby={`${block.id}-legend`}>
              <legend id={`${block.id}-legend`}>
                Block {at + 1}: {kindLabel(block.kind, block)}
              </legend>
              <BlockEditor block={block} onChange={(changed) => setBlocks(replaceAt(section.blocks, at, changed))} />
              <div className="studio-actions">
                <button
                  type="button"
                  id={`${block.id}-up`}
                  className="studio-button studio-button--small"
                  disabled={at === 0}
                  onClick={() => moveBlock(at, -1)}
                >
                  Move up<span className="visually-hidden"> block {at + 1}</span>
                </button>
                <button
                  type="button"
                  id={`${block.id}-down`}
                  className="studio-button studio-button--small"
                  disabled={at === section.blocks.length - 1}
                  onClick={() => moveBlock(at, 1)}
                >
                  Move down<span className="visually-hidden"> block {at + 1}</span>
                </button>
                <button
                  type="button"
                  id={`${block.id}-remove`}
                  className="studio-button studio-button--small studio-button--danger"
                  onClick={() => onRemoveBlock(at)}
                >
                  Remove<span className="visually-hidden"> block {at + 1}</span>
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>

      <div className="studio-add">
        <div className="field">
          <label htmlFor={`${id}-kind`}>Kind of block to add</label>
          <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as AddableKind)}>
            {BLOCK_KINDS.map((option) => (
              <option key={option.kind} value={option.kind}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" id={`${id}-add`} className="studio-button" onClick={addBlock}>
          Add the block<span className="visually-hidden"> to {name}</span>
        </button>
      </div>
    </fieldset>
  );
}
