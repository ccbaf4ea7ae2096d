import { useState } from "react";
import { useAnnounce } from "./announce";
import { move, replaceAt } from "./arrays";
import { BlockEditor, firstFieldId } from "./BlockEditor";
import { BLOCK_KINDS, kindLabel, newBlock, type AddableKind, type BlockDraft } from "./blocks";
import { TextField } from "./fields";
import { ConfirmBox } from "./ConfirmBox";
import { focusSoon } from "./focus";
import type { SectionDraft } from "./post-form";
import { useEditorTools } from "./editor-context";
import { loadMarkdown } from "./load-markdown";
import { PictureButtons, workingPlace } from "./pictures";
import type { MarkdownProblem } from "../markdown/from-markdown";

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
  const { format, addPictures, openLibrary } = useEditorTools();
  // The section as Markdown text while the author edits it so; null while it shows blocks.
  const [markdown, setMarkdown] = useState<string | null>(null);
  const [problems, setProblems] = useState<MarkdownProblem[]>([]);

  const showMarkdown = async () => {
    const { sectionAsMarkdown } = await loadMarkdown();
    setMarkdown(sectionAsMarkdown(section.blocks, format));
    setProblems([]);
    focusSoon(`${id}-markdown`);
  };
  /** Every change that converts cleanly becomes the section's blocks at once, so a save never misses it. */
  const editMarkdown = async (text: string) => {
    setMarkdown(text);
    const converted = (await loadMarkdown()).blocksFromMarkdown(text, true);
    setProblems(converted.problems);
    if (!converted.problems.length) setBlocks(converted.blocks);
  };
  const showBlocks = () => {
    if (problems.length) {
      focusSoon(`${id}-markdown-problems`);
      return;
    }
    setMarkdown(null);
    focusSoon(`${id}-markdown-toggle`);
    announce(`${name} shows its blocks again.`);
  };

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
    <fieldset className="studio-section" aria-labelledby={`${id}-legend`} data-section-id={id}>
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

      <div className="studio-actions">
        <button
          type="button"
          id={`${id}-markdown-toggle`}
          className="studio-button"
          aria-pressed={markdown !== null}
          onClick={() => (markdown === null ? void showMarkdown() : showBlocks())}
        >
          {markdown === null ? "Edit as Markdown" : "Back to blocks"}
          <span className="visually-hidden"> {name}</span>
        </button>
      </div>
      {markdown !== null ? (
        <div className="field">
          <label htmlFor={`${id}-markdown`}>{name} as Markdown</label>
          <textarea
            id={`${id}-markdown`}
            className="studio-code-input"
            rows={Math.min(30, Math.max(8, markdown.split("\n").length + 2))}
            spellCheck={false}
            value={markdown}
            aria-describedby={`${id}-markdown-problems`}
            aria-invalid={problems.length ? true : undefined}
            onChange={(event) => void editMarkdown(event.target.value)}
          />
          <div id={`${id}-markdown-problems`} tabIndex={-1} className="field-error" aria-live="polite">
            {problems.length ? (
              <>
                <p>These lines cannot become blocks yet; the section keeps its last blocks until they can:</p>
                <ul>
                  {problems.map((problem) => (
                    <li key={`${problem.line}-${problem.message}`}>
                      Line {problem.line}: {problem.message}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
      {markdown === null && section.blocks.length === 0 ? <p className="studio-muted">This section has no blocks yet.</p> : null}
      {markdown !== null ? null : (
        <ol className="studio-blocks">
          {section.blocks.map((block, at) => (
            <li key={block.id} className={`studio-block studio-block--${block.kind}`} data-block-id={block.id}>
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
      )}

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
      <PictureButtons
        sectionId={id}
        name={name}
        onFiles={(files) => addPictures(files, workingPlace(id))}
        onLibrary={() => openLibrary(workingPlace(id))}
      />
    </fieldset>
  );
}
