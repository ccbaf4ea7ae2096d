import { useEffect, useState, useSyncExternalStore } from "react";

type Status = "idle" | "copied" | "failed";

const subscribeToNothing = () => () => {};

/**
 * "Copy parts list": copies a tutorial's parts as plain text, one line a part, for a shopping
 * list or a message. Hidden until hydrated, like CopyCode: without JavaScript the table itself
 * is the plain-text list.
 */
export function CopyParts({ text }: { text: string }) {
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [status, setStatus] = useState<Status>("idle");

  useEffect(() => {
    if (status === "idle") return;
    const timer = window.setTimeout(() => setStatus("idle"), 2500);
    return () => window.clearTimeout(timer);
  }, [status]);

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
