import { LIMITS, QUANTITY_RULE } from "../data/post-schema";
import { useAnnounce } from "./announce";
import { removeAt, replaceAt } from "./arrays";
import { newPart, type BlockDraft, type PartDraft } from "./blocks";
import { TextField } from "./fields";
import { focusSoon } from "./focus";

type PartsDraft = Extract<BlockDraft, { kind: "parts" }>;

/** A row's quantity problem, once the row has a name to count (an empty row is dropped on save). */
function quantityProblem(part: PartDraft): string | null {
  if (!part.name.trim()) return null;
  const qty = part.qty.trim();
  return /^\d+$/.test(qty) && Number(qty) >= 1 && Number(qty) <= 1_000 ? null : QUANTITY_RULE;
}

/** A link readers can follow: http or https only (the schema's rule), said while the author types. */
const linkProblem = (part: PartDraft) =>
  part.link.trim() && !/^https?:\/\/\S+$/i.test(part.link.trim()) ? "Use an address starting with http:// or https://." : null;

/** A parts block as a form: one row a part, with its quantity, name, a note and a link. */
export function PartsEditor({ block, onChange }: { block: PartsDraft; onChange: (block: PartsDraft) => void }) {
  const announce = useAnnounce();
  const { id, items } = block;
  const setItems = (next: PartDraft[]) => onChange({ ...block, items: next });
  const change = (at: number, part: PartDraft) => setItems(replaceAt(items, at, part));

  return (
    <div className="studio-block-fields studio-parts">
      <ol className="studio-rows">
        {items.map((part, at) => (
          <li key={part.id}>
            <fieldset className="studio-row" aria-labelledby={`${part.id}-legend`}>
              <legend id={`${part.id}-legend`}>Part {at + 1}</legend>
              <div className="studio-row-fields">
                <TextField
                  id={`${part.id}-qty`}
                  label="Quantity"
                  type="number"
                  min={1}
                  max={1000}
                  step={1}
                  inputMode="numeric"
                  error={quantityProblem(part)}
                  value={part.qty}
                  onValue={(qty) => change(at, { ...part, qty })}
                />
                <TextField
                  id={`${part.id}-name`}
                  label="Name"
                  value={part.name}
                  maxLength={200}
                  onValue={(name) => change(at, { ...part, name })}
                />
                <TextField
                  id={`${part.id}-note`}
                  label="Note (optional)"
                  hint="e.g. 220 Ω, or any 5 mm LED"
                  value={part.note}
                  maxLength={300}
                  onValue={(note) => change(at, { ...part, note })}
                />
                <TextField
                  id={`${part.id}-link`}
                  label="Link (optional)"
                  hint="Where to read about it or buy it: an http or https address."
                  type="url"
                  inputMode="url"
                  spellCheck={false}
                  error={linkProblem(part)}
                  value={part.link}
                  onValue={(link) => change(at, { ...part, link })}
                />
              </div>
              <div className="studio-actions">
                <button
                  type="button"
                  id={`${part.id}-remove`}
                  className="studio-button studio-button--small studio-button--danger"
                  onClick={() => {
                    const next = items[at + 1] ?? items[at - 1];
                    setItems(removeAt(items, at));
                    focusSoon(...(next ? [`${next.id}-remove`] : []), `${id}-add-part`);
                    announce(`Part ${at + 1} removed.`);
                  }}
                >
                  Remove<span className="visually-hidden"> part {at + 1}</span>
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="studio-actions">
        <button
          type="button"
          id={`${id}-add-part`}
          className="studio-button"
          disabled={items.length >= LIMITS.parts}
          onClick={() => {
            const part = newPart();
            setItems([...items, part]);
            focusSoon(`${part.id}-qty`);
            announce(`Part ${items.length + 1} added.`);
          }}
        >
          Add a part
        </button>
      </div>
    </div>
  );
}
