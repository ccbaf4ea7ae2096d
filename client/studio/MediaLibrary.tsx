import { useEffect, useRef, useState } from "react";
import { MEDIA_QUERY_MAX } from "../data/media";
import { useAnnounce } from "./announce";
import { ApiError, problemOf, type StudioApi } from "./api";
import { ConfirmBox } from "./ConfirmBox";
import { focusSoon } from "./focus";
import { dateTimeText } from "./times";
import type { MediaItem, MediaPage } from "./types";

interface MediaLibraryProps {
  api: StudioApi;
  /** Puts the upload in the post as a figure (the library closes). */
  onInsert: (item: MediaItem) => void;
  onClose: () => void;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const typeText = (type: string) => type.replace("image/", "").toUpperCase();

/** A short id for an upload's controls: its key starts with its SHA-256, unique enough in one list. */
const idOf = (item: MediaItem) => `library-${item.key.slice(0, 16)}`;

/** How long typing pauses before the library searches what is typed (Enter searches at once). */
const TYPING_PAUSE_MS = 300;

/** What a search found, in words (the status line reads it out). */
function foundText(query: string, count: number, more: boolean): string {
  const found =
    count === 0
      ? `No picture's file name or alt text contains “${query}”.`
      : `Found ${count === 1 ? "1 picture" : `${count} pictures`} whose file name or alt text contains “${query}”.`;
  return more ? `${found} Older pictures are not searched yet: choose “Show more pictures”.` : found;
}

/**
 * The author's uploads, newest first, a page at a time, each with its file name: each can be
 * put in the post again (with the alt text last written for it), says which posts show it,
 * and can be deleted once none does; the search box finds them by file name or alt text. A
 * modal <dialog>; loaded only when the author opens it, so the studio's first load does not carry it.
 */
export default function MediaLibrary({ api, onInsert, onClose }: MediaLibraryProps) {
  const announce = useAnnounce();
  const dialog = useRef<HTMLDialogElement>(null);
  const [items, setItems] = useState<MediaItem[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  // What the search box holds, and the search whose pictures are shown.
  const [typed, setTyped] = useState("");
  const [shown, setShown] = useState("");
  // Only the answer to the latest request is shown: an earlier search may answer last.
  const asked = useRef(0);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    element.addEventListener("cancel", cancel);
    return () => {
      element.removeEventListener("cancel", cancel);
      element.close();
    };
  }, [onClose]);

  const showPage = (page: MediaPage, more: boolean) => {
    setItems((current) => (more ? [...current, ...page.uploads] : page.uploads));
    setNext(page.next);
    setLoading(false);
    const first = page.uploads[0];
    // A search's next page may add nothing: focus goes back to the search box rather than nowhere.
    if (more) focusSoon(first ? `${idOf(first)}-insert` : "library-search");
  };
  const failed = (caught: unknown) => {
    setError(problemOf(caught));
    setLoading(false);
  };

  useEffect(() => {
    // The first page, once, when the library opens.
    const ask = ++asked.current;
    api.media(null).then(
      (page) => {
        if (ask === asked.current) showPage(page, false);
      },
      (caught: unknown) => {
        if (ask === asked.current) failed(caught);
      },
    );
    return () => {
      asked.current += 1;
      clearTimeout(typing.current);
    };
  }, [api]);

  const load = (query: string, cursor: string | null) => {
    const ask = ++asked.current;
    setLoading(true);
    setError(null);
    api.media(cursor, query).then(
      (page) => {
        if (ask === asked.current) showPage(page, cursor !== null);
      },
      (caught: unknown) => {
        if (ask === asked.current) failed(caught);
      },
    );
  };
  const search = (text: string) => {
    clearTimeout(typing.current);
    const query = text.trim();
    setShown(query);
    setRefusals({});
    setConfirming(null);
    load(query, null);
  };
  const showMore = (cursor: string) => load(shown, cursor);

  const remove = async (item: MediaItem) => {
    setConfirming(null);
    try {
      await api.deleteMedia(item.key);
      setItems((current) => current.filter((each) => each.key !== item.key));
      announce("The picture was deleted.");
      focusSoon("library-title");
    } catch (caught) {
      const message =
        caught instanceof ApiError && caught.status === 409
          ? `Not deleted: ${caught.message}`
          : `Not deleted. ${problemOf(caught) ?? ""}`.trim();
      setRefusals((current) => ({ ...current, [item.key]: message }));
      focusSoon(`${idOf(item)}-refusal`);
    }
  };

  return (
    <dialog ref={dialog} className="studio-dialog studio-library" aria-labelledby="library-title">
      <div className="studio-library-head">
        <h2 id="library-title" tabIndex={-1}>
          My pictures
        </h2>
        <button type="button" id="library-close" className="studio-button" onClick={onClose}>
          Close
        </button>
      </div>
      <form
        role="search"
        aria-label="My pictures"
        className="studio-library-search"
        onSubmit={(event) => {
          event.preventDefault();
          search(typed);
        }}
      >
        <div className="field">
          <label htmlFor="library-search">Find by file name or alt text</label>
          <div className="studio-library-search-row">
            <input
              id="library-search"
              type="search"
              autoComplete="off"
              maxLength={MEDIA_QUERY_MAX}
              value={typed}
              onChange={(event) => {
                const text = event.target.value;
                setTyped(text);
                clearTimeout(typing.current);
                typing.current = setTimeout(() => search(text), TYPING_PAUSE_MS);
              }}
            />
            <button type="submit" className="studio-button">
              Find
            </button>
          </div>
        </div>
      </form>
      <div role="status">
        {loading ? (
          <p className="studio-muted">{shown ? `Searching for “${shown}”…` : "Loading your pictures…"}</p>
        ) : shown && !error ? (
          <p>{foundText(shown, items.length, next !== null)}</p>
        ) : null}
      </div>
      <div role="alert">{error ? <p className="notice notice--error">{error}</p> : null}</div>
      {!loading && !error && !shown && items.length === 0 ? (
        <p>You have not uploaded any pictures yet. Use “Upload a picture” in a section, or drop one onto the editor.</p>
      ) : null}
      <ul className="studio-library-list">
        {items.map((item) => {
          const id = idOf(item);
          const described = `${item.width} × ${item.height} ${typeText(item.type)}, uploaded ${dateTimeText(item.uploaded)}`;
          const named = `${item.name || "no file name"}, ${described}`;
          return (
            <li key={item.key} className="studio-library-item">
              <img
                src={`${item.url}?w=320`}
                alt={item.alt}
                width={item.width}
                height={item.height}
                loading="lazy"
                decoding="async"
              />
              <div className="studio-library-text">
                <p className="studio-library-name">{item.name || "No file name (uploaded before names were kept)"}</p>
                <p>
                  {described}, {sizeText(item.bytes)}
                </p>
                <p>{item.alt ? `Alt text: “${item.alt}”` : "No alt text written for it yet."}</p>
                <p>
                  {item.usedIn.length
                    ? `Used in ${item.usedIn.map((use) => `“${use.title}” (/${use.slug})`).join(", ")}.`
                    : "Not used in any post."}
                </p>
                <div className="studio-actions">
                  <button type="button" id={`${id}-insert`} className="studio-button" onClick={() => onInsert(item)}>
                    Insert as a figure<span className="visually-hidden">: {named}</span>
                  </button>
                  {item.usedIn.length === 0 && confirming !== item.key ? (
                    <button
                      type="button"
                      id={`${id}-delete`}
                      className="studio-button studio-button--danger"
                      onClick={() => {
                        setConfirming(item.key);
                        focusSoon(`${id}-confirm-yes`);
                      }}
                    >
                      Delete<span className="visually-hidden">: {named}</span>
                    </button>
                  ) : null}
                </div>
                {confirming === item.key ? (
                  <ConfirmBox
                    id={`${id}-confirm`}
                    question="Delete this picture for good? No post shows it."
                    confirm="Delete the picture"
                    cancel="Keep it"
                    onConfirm={() => void remove(item)}
                    onCancel={() => setConfirming(null)}
                    returnFocusTo={`${id}-delete`}
                  />
                ) : null}
                <div id={`${id}-refusal`} role="alert" tabIndex={-1}>
                  {refusals[item.key] ? <p className="notice notice--error">{refusals[item.key]}</p> : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {next && !loading ? (
        <button type="button" className="studio-button" onClick={() => showMore(next)}>
          Show more pictures
        </button>
      ) : null}
    </dialog>
  );
}
