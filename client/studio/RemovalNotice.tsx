/**
 * Says what was just removed, with an Undo button that puts it back where it was. The
 * message is polite-live; the notice stays until the author undoes, dismisses it or removes
 * something else.
 */
export function RemovalNotice({ text, onUndo, onDismiss }: { text: string | null; onUndo: () => void; onDismiss: () => void }) {
  return (
    <div role="status" className="studio-removal">
      {text ? (
        <p className="notice">
          {text}{" "}
          <button type="button" id="removal-undo" className="studio-button studio-button--small" onClick={onUndo}>
            Undo
          </button>{" "}
          <button type="button" className="studio-button studio-button--small" onClick={onDismiss}>
            Dismiss
          </button>
        </p>
      ) : null}
    </div>
  );
}
