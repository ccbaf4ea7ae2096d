import { useEffect, useRef, useState } from "react";
import { useAnnounce } from "./announce";
import { ApiError, problemOf, type StudioApi } from "./api";
import { ConfirmBox } from "./ConfirmBox";
import { focusSoon } from "./focus";
import { dateTimeText } from "./times";
import type { MediaItem, MediaPage } from "./types";
import { useLoaded } from "./useLoaded";

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

/**
 * The author's uploads, newest first, a page at a time: each can be put in the post again,
 * says which posts show it, and can be deleted once none does. A modal <dialog>; loaded
 * only when the author opens it, so the studio's first load does not carry it.
 */
export default function MediaLibrary({ api, onInsert, onClose }: MediaLibraryProps) {
  const announce = useAnnounce();
  const dialog = useRef<HTMLDialogElement>(null);
  // The first page, once, when the library opens; later pages are added to it.
  const { loaded, update } = useLoaded("media", async () => {
    const page = await api.media(null);
    return { items: page.uploads, next: page.next };
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const items = loaded.state === "ready" ? loaded.value.items : [];
  const next = loaded.state === "ready" ? loaded.value.next : null;
  const loading = loaded.state === "loading" || loadingMore;
  const error = loaded.state === "failed" ? loaded.message : moreError;
  const [confirming, setConfirming] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});

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

  const showMore = (cursor: string) => {
    setLoadingMore(true);
    setMoreError(null);
    api.media(cursor).then(
      (page: MediaPage) => {
        update((shown) => ({ items: [...shown.items, ...page.uploads], next: page.next }));
        setLoadingMore(false);
        const first = page.uploads[0];
        if (first) focusSoon(`${idOf(first)}-insert`);
      },
      (caught: unknown) => {
        setMoreError(problemOf(caught));
        setLoadingMore(false);
      },
    );
  };

  const remove = async (item: MediaItem) => {
    setConfirming(null);
    try {
      await api.deleteMedia(item.key);
      update((shown) => ({ ...shown, items: shown.items.filter((each) => each.key !== item.key) }));
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
      <div role="alert">{error ? <p className="notice notice--error">{error}</p> : null}</div>
      {!loading && !error && items.length === 0 ? (
        <p>You have not uploaded any pictures yet. Use “Upload a picture” in a section, or drop one onto the editor.</p>
      ) : null}
      <ul className="studio-library-list">
        {items.map((item) => {
          const id = idOf(item);
          const described = `${item.width} × ${item.height} ${typeText(item.type)}, uploaded ${dateTimeText(item.uploaded)}`;
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
                <p>
                  {described}, {sizeText(item.bytes)}
                </p>
                <p>
                  {item.usedIn.length
                    ? `Used in ${item.usedIn.map((use) => `“${use.title}” (/${use.slug})`).join(", ")}.`
                    : "Not used in any post."}
                </p>
                <div className="studio-actions">
                  <button type="button" id={`${id}-insert`} className="studio-button" onClick={() => onInsert(item)}>
                    Insert as a figure<span className="visually-hidden">: {described}</span>
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
                      Delete<span className="visually-hidden">: {described}</span>
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
      <div role="status">{loading ? <p className="studio-muted">Loading your pictures…</p> : null}</div>
      {next && !loading ? (
        <button type="button" className="studio-button" onClick={() => showMore(next)}>
          Show more pictures
        </button>
      ) : null}
    </dialog>
  );
}
