import { useEffect, useRef } from "react";
import type { BlockPinWarnings } from "./publish-check";

/**
 * Asked once when a post is published whose wiring uses pins the boards' pinouts flag: each
 * pin and its limit in a sentence, and three ways on. A modal <dialog>: focus stays in it,
 * starts on the choice that tells readers, and Escape goes back to editing.
 */
export function PublishCheckDialog({
  located,
  onAddWarnings,
  onPublishAsItIs,
  onGoBack,
}: {
  located: readonly BlockPinWarnings[];
  onAddWarnings: () => void;
  onPublishAsItIs: () => void;
  onGoBack: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const warnings = located.flatMap((entry) => entry.warnings);
  const goBack = useRef(onGoBack);
  useEffect(() => {
    goBack.current = onGoBack;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    document.getElementById("publish-check-add")?.focus();
    const cancel = (event: Event) => {
      event.preventDefault();
      goBack.current();
    };
    element.addEventListener("cancel", cancel);
    return () => {
      element.removeEventListener("cancel", cancel);
      element.close();
    };
  }, []);

  return (
    <dialog ref={dialog} className="studio-dialog" aria-labelledby="publish-check-title" aria-describedby="publish-check-why">
      <h2 id="publish-check-title">Check the wiring before you publish</h2>
      <p id="publish-check-why">
        The board&apos;s pinout flags {warnings.length === 1 ? "a pin" : `${warnings.length} pins`} this post wires. Readers see
        nothing about {warnings.length === 1 ? "it" : "them"} unless you add a warning.
      </p>
      <ul className="studio-warnings">
        {warnings.map((warning, at) => (
          <li key={at}>{warning}</li>
        ))}
      </ul>
      <div className="studio-actions">
        <button type="button" id="publish-check-add" className="button" onClick={onAddWarnings}>
          Add {warnings.length === 1 ? "it as a warning" : "them as warnings"} beside the diagram and publish
        </button>
        <button type="button" id="publish-check-as-is" className="studio-button" onClick={onPublishAsItIs}>
          Publish as it is
        </button>
        <button type="button" id="publish-check-back" className="studio-button" onClick={onGoBack}>
          Go back to editing
        </button>
      </div>
    </dialog>
  );
}
