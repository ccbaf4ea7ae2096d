import { useEffect, useState, useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * What a copy button needs besides its own copying: whether React runs in the browser yet
 * (false while the server renders and hydration matches it, so the button stays hidden
 * without JavaScript), and the outcome of the last try, shown for 2.5 s before it goes back
 * to "idle".
 */
export function useCopyButton<Outcome extends string>(): {
  ready: boolean;
  status: Outcome | "idle";
  setStatus: (status: Outcome) => void;
} {
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [status, setStatus] = useState<Outcome | "idle">("idle");
  useEffect(() => {
    if (status === "idle") return;
    const timer = window.setTimeout(() => setStatus("idle"), 2500);
    return () => window.clearTimeout(timer);
  }, [status]);
  return { ready, status, setStatus };
}
