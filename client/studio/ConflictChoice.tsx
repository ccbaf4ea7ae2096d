import { useEffect, useMemo, useRef } from "react";
import { comparePosts } from "../data/post-diff";
import { DiffText, partName, type ChangeWords } from "./DiffText";
import { dateTimeText } from "./times";
import type { PostBody } from "./types";

const HEADINGS = {
  changed: "This post was changed elsewhere",
  gone: "This post has been deleted elsewhere",
  exists: "You already have a post at this address",
} as const;

/** What a screen reader hears around the words only one side has. */
const CONFLICT_WORDS: ChangeWords = { removed: "only on the server:", added: "only in yours:" };

interface ConflictChoiceProps {
  /** The server's version, as the body a save would send; null when there is none. */
  theirs: PostBody | null;
  /** The author's version, as they tried to save it. */
  mine: PostBody;
  /** When the server's version was saved, when known. */
  updated: string | null;
  /**
   * What the server holds: a newer version of the post, nothing (it was deleted since the
   * author opened it), or another post of theirs at the address a new post was meant for.
   */
  kind: "changed" | "gone" | "exists";
  busy: boolean;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
  onCopyMine: () => void;
}

/**
 * A save met a newer version on the server (another tab, another device). The author sees
 * what differs, part by part and word by word (the history's comparison: this component is
 * loaded only when a conflict happens, and jsdiff with it), and chooses; nothing is
 * overwritten or thrown away until they do.
 */
export function ConflictChoice({ theirs, mine, updated, kind, busy, onTakeTheirs, onKeepMine, onCopyMine }: ConflictChoiceProps) {
  const gone = kind === "gone";
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const changes = useMemo(() => (theirs ? comparePosts(theirs, mine).changes : []), [theirs, mine]);
  const when = updated ? ` at ${dateTimeText(updated)}` : "";
  return (
    <section className="studio-conflict" aria-labelledby="conflict-title">
      <h3 id="conflict-title" ref={heading} tabIndex={-1}>
        {HEADINGS[kind]}
      </h3>
      <p role="alert">
        {gone
          ? "Your changes were not saved: the post was deleted (in another tab or on another device) since you opened it. Your text is still here."
          : kind === "exists"
            ? `Your post was not saved: you already have a post at this address (saved${when}, perhaps in another tab). Your text is still here; choose what to keep.`
            : `Your changes were not saved: someone saved this post${when} (in another tab or on another device) after you opened it. Your text is still here; choose what to keep.`}
      </p>
      {changes.length ? (
        <div className="table-scroll">
          <table className="studio-changes">
            <caption>What differs: words only on the server are struck through, words only in yours underlined</caption>
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">On the server</th>
                <th scope="col">Yours</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change, at) => (
                <tr key={at}>
                  <th scope="row">{partName(change, { added: "only in yours", removed: "only on the server" })}</th>
                  <td className="studio-diff-text" data-label="On the server">
                    {change.status === "added" ? (
                      <span className="studio-muted">Not there</span>
                    ) : (
                      <DiffText pieces={change.pieces} show="older" words={CONFLICT_WORDS} />
                    )}
                  </td>
                  <td className="studio-diff-text" data-label="Yours">
                    {change.status === "removed" ? (
                      <span className="studio-muted">Not there</span>
                    ) : (
                      <DiffText pieces={change.pieces} show="newer" words={CONFLICT_WORDS} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : gone ? null : (
        <p>The saved version has the same content as yours.</p>
      )}
      <div className="studio-actions">
        {gone ? null : (
          <button type="button" className="studio-button" disabled={busy} onClick={onTakeTheirs}>
            Take theirs
          </button>
        )}
        <button type="button" id="conflict-keep-mine" className="button" disabled={busy} onClick={onKeepMine}>
          {busy
            ? "Saving…"
            : gone
              ? "Save mine as the post again"
              : kind === "exists"
                ? "Keep mine (replaces that post)"
                : "Keep mine"}
        </button>
        <button type="button" className="studio-button" disabled={busy} onClick={onCopyMine}>
          Download my version
        </button>
      </div>
    </section>
  );
}
