import { useCopyButton } from "../hydration/copy-button";

/**
 * "Copy parts list": copies a tutorial's parts as plain text, one line a part, for a shopping
 * list or a message. Hidden until hydrated, like CopyCode: without JavaScript the table itself
 * is the plain-text list.
 */
export function CopyParts({ text }: { text: string }) {
  const { ready, status, setStatus } = useCopyButton<"copied" | "failed">();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  };

  const label =
    status === "copied" ? "Copied" : status === "failed" ? "Could not copy: select the table instead" : "Copy parts list";
  return (
    <button type="button" className="copy-parts" hidden={!ready} onClick={() => void copy()}>
      <span aria-live="polite">{label}</span>
    </button>
  );
}
