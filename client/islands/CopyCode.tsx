import { useRef } from "react";
import { useCopyButton } from "../hydration/copy-button";

/**
 * The "Copy" button of a code block. The server renders it hidden, because without
 * JavaScript it could do nothing (the code itself is plain, selectable text); once
 * hydrated it appears and copies the text of the block it sits in.
 */
export function CopyCode() {
  const ref = useRef<HTMLButtonElement>(null);
  const { ready, status, setStatus } = useCopyButton<"copied" | "select">();

  const copy = async () => {
    const code = ref.current?.closest(".code-block")?.querySelector("code");
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code.textContent ?? "");
      setStatus("copied");
    } catch {
      // No clipboard access (an insecure origin, a denied permission): select the code instead.
      window.getSelection()?.selectAllChildren(code);
      setStatus("select");
    }
  };

  const label = status === "copied" ? "Copied" : status === "select" ? "Selected: press Ctrl+C" : "Copy";
  return (
    <button ref={ref} type="button" className="copy-code" hidden={!ready} onClick={() => void copy()}>
      <span aria-live="polite">{label}</span>
    </button>
  );
}
