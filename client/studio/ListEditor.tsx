import { useEffect, useRef, useState } from "react";
import { listCategories, listCategory } from "../data/lists";
import { useAnnounce } from "./announce";
import { problemOf, type StudioApi } from "./api";
import { move, removeAt, replaceAt } from "./arrays";
import { ConfirmBox } from "./ConfirmBox";
import { focusSoon } from "./focus";
import { entryFromStored, firstMissing, newEntry, storedEntry, type EntryDraft } from "./list-form";
import { ListEntryEditor } from "./ListEntryEditor";
import { useLoaded } from "./useLoaded";

const LIST_OPTIONS = listCategories.map((category) => ({ value: category.address, label: category.title }));
const ERROR_ID = "list-editor-error";

/** The list admin's editor for the 24 project lists: pick one, edit its cards, save. */
export function ListEditor({ api }: { api: StudioApi }) {
  const announce = useAnnounce();
  const heading = useRef<HTMLHeadingElement>(null);
  const [choice, setChoice] = useState(LIST_OPTIONS[0]?.value ?? "");
  // The list opened, whose cards are loaded and edited; null until the admin opens one.
  const [address, setAddress] = useState<string | null>(null);
  const { loaded, reload, update } = useLoaded(address, async (opened) => {
    const list = await api.list(opened);
    focusSoon("list-entries-title");
    return list.allpost.map(entryFromStored);
  });
  const [dirty, setDirty] = useState(false);
  const [confirmingSwitch, setConfirmingSwitch] = useState(false);
  const [missing, setMissing] = useState<ReturnType<typeof firstMissing>>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ address: string; entries: number } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const open = (next: string) => {
    setConfirmingSwitch(false);
    setAddress(next);
    // The same list again starts afresh from the server, its changes discarded.
    reload();
    setDirty(false);
    setSaved(null);
    setFormError(null);
    setMissing(null);
  };

  const setEntries = (entries: EntryDraft[]) => {
    update(() => entries);
    setDirty(true);
  };

  const save = async () => {
    if (address === null || loaded.state !== "ready" || saving) return;
    const entries = loaded.value;
    const problem = firstMissing(entries);
    setMissing(problem);
    if (problem) {
      setFormError(`The list was not saved: entry ${problem.index + 1} needs a ${problem.field}.`);
      focusSoon(`${entries[problem.index]?.id}-${problem.field}`);
      return;
    }
    setSaving(true);
    setFormError(null);
    setSaved(null);
    try {
      const count = await api.saveList(address, entries.map(storedEntry));
      setSaved({ address, entries: count });
      setDirty(false);
    } catch (error) {
      const message = problemOf(error);
      if (message) {
        setFormError(`The list was not saved. ${message}`);
        focusSoon(ERROR_ID);
      }
    } finally {
      setSaving(false);
    }
  };

  const requestOpen = () => {
    if (dirty) {
      setConfirmingSwitch(true);
      focusSoon("list-switch-yes");
    } else open(choice);
  };

  const openedTitle = address === null ? null : (listCategory(address)?.title ?? address);

  return (
    <section className="studio-view" aria-labelledby="list-editor-title">
      <h2 id="list-editor-title" ref={heading} tabIndex={-1}>
        Project lists
      </h2>
      <div className="studio-add">
        <div className="field">
          <label htmlFor="list-choice">List</label>
          <select id="list-choice" value={choice} onChange={(event) => setChoice(event.target.value)}>
            {LIST_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" id="list-open" className="studio-button" onClick={requestOpen}>
          Open the list
        </button>
      </div>
      {confirmingSwitch ? (
        <ConfirmBox
          id="list-switch"
          question={`${openedTitle} has changes that are not saved. Open another list without saving them?`}
          confirm="Discard the changes"
          cancel="Keep editing"
          onConfirm={() => open(choice)}
          onCancel={() => setConfirmingSwitch(false)}
          returnFocusTo="list-open"
        />
      ) : null}

      {loaded.state === "loading" ? <p role="status">Loading {openedTitle}…</p> : null}
      {loaded.state === "failed" ? (
        <p role="alert" className="notice notice--error">
          {openedTitle} could not be opened. {loaded.message}
        </p>
      ) : null}
      {loaded.state === "ready" && address !== null ? (
        // Not a <form>: Enter in a one-line field must never save the list; saving is the button.
        <div className="studio-list-form">
          <h3 id="list-entries-title" tabIndex={-1}>
            {openedTitle}{" "}
            <span className="studio-muted">
              ({loaded.value.length} {loaded.value.length === 1 ? "entry" : "entries"})
            </span>
          </h3>
          <p>
            <a href={`/learn/${address}`}>/learn/{address}</a>
          </p>
          {loaded.value.length === 0 ? <p className="studio-muted">This list has no entries yet.</p> : null}
          {loaded.value.map((entry, index) => (
            <ListEntryEditor
              key={entry.id}
              entry={entry}
              index={index}
              count={loaded.value.length}
              errors={missing?.index === index ? { [missing.field]: missing.message } : {}}
              onChange={(changed) => setEntries(replaceAt(loaded.value, index, changed))}
              onMove={(delta) => {
                setEntries(move(loaded.value, index, delta));
                const [same, other] = delta < 0 ? ["up", "down"] : ["down", "up"];
                focusSoon(`${entry.id}-${same}`, `${entry.id}-${other}`);
                announce(`Entry moved to position ${index + delta + 1} of ${loaded.value.length}.`);
              }}
              onRemove={() => {
                setEntries(removeAt(loaded.value, index));
                const next = loaded.value[index + 1] ?? loaded.value[index - 1];
                focusSoon(...(next ? [`${next.id}-remove`] : []), "list-add-entry");
                announce(`Entry ${index + 1} removed.`);
              }}
            />
          ))}
          <div className="studio-actions">
            <button
              type="button"
              id="list-add-entry"
              className="studio-button"
              onClick={() => {
                const entry = newEntry();
                setEntries([...loaded.value, entry]);
                focusSoon(`${entry.id}-title`);
                announce(`Entry ${loaded.value.length + 1} added.`);
              }}
            >
              Add an entry
            </button>
          </div>
          <div className="studio-savebar">
            <div id={ERROR_ID} role="alert" tabIndex={-1}>
              {formError ? <p className="notice notice--error">{formError}</p> : null}
            </div>
            <div role="status">
              {saved ? (
                <p className="notice notice--success">
                  Saved {saved.entries} {saved.entries === 1 ? "entry" : "entries"}.{" "}
                  <a href={`/learn/${saved.address}`}>View the list</a>
                </p>
              ) : null}
            </div>
            <div className="studio-savebar-actions">
              <button type="button" className="button" disabled={saving} onClick={() => void save()}>
                {saving ? "Saving…" : "Save the list"}
              </button>
              {dirty ? <span className="studio-muted"> Unsaved changes</span> : null}
            </div>
          </div>
        </div>
      ) : null}
    </section>
  );
}
