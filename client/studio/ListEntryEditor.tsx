import { TextAreaField, TextField } from "./fields";
import type { EntryDraft } from "./list-form";

interface ListEntryEditorProps {
  entry: EntryDraft;
  index: number;
  count: number;
  errors: Partial<Record<"title" | "link", string>>;
  onChange: (entry: EntryDraft) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One card of a project list: its fields and its place in the list. */
export function ListEntryEditor({ entry, index, count, errors, onChange, onMove, onRemove }: ListEntryEditorProps) {
  const id = entry.id;
  const name = `entry ${index + 1}`;
  return (
    <fieldset className="studio-entry" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`}>
        Entry {index + 1}
        {entry.title.trim() ? <span className="studio-muted">: {entry.title}</span> : null}
      </legend>
      <TextField
        id={`${id}-title`}
        label="Title"
        maxLength={200}
        error={errors.title}
        value={entry.title}
        onValue={(title) => onChange({ ...entry, title })}
      />
      <TextField
        id={`${id}-link`}
        label="Link"
        hint="A post (/esp32-weather-station), a topic page (/learn/esp32) or an https address."
        error={errors.link}
        value={entry.link}
        inputMode="url"
        spellCheck={false}
        onValue={(link) => onChange({ ...entry, link })}
      />
      <TextField
        id={`${id}-image`}
        label="Image (optional)"
        hint="A path on this site or an https address."
        value={entry.image}
        inputMode="url"
        spellCheck={false}
        onValue={(image) => onChange({ ...entry, image })}
      />
      <TextAreaField
        id={`${id}-description`}
        label="Description (HTML)"
        hint="Paragraphs, emphasis, lists, line breaks, code and links are kept; anything else is removed when you save."
        rows={3}
        spellCheck
        value={entry.description}
        onValue={(description) => onChange({ ...entry, description })}
      />
      <div className="studio-actions">
        <button
          type="button"
          id={`${id}-up`}
          className="studio-button studio-button--small"
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          Move up<span className="visually-hidden"> {name}</span>
        </button>
        <button
          type="button"
          id={`${id}-down`}
          className="studio-button studio-button--small"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          Move down<span className="visually-hidden"> {name}</span>
        </button>
        <button
          type="button"
          id={`${id}-remove`}
          className="studio-button studio-button--small studio-button--danger"
          onClick={onRemove}
        >
          Remove<span className="visually-hidden"> {name}</span>
        </button>
      </div>
    </fieldset>
  );
}
