import { useEffect, useRef } from "react";
import type { PostForm } from "./post-form";
import { keepWorkingCopy } from "./working-copy";

/** How long after a change the working copy is kept: typing does not write on every key. */
export const KEEP_DELAY_MS = 400;

/**
 * Keeps the editor's working copy in the browser a moment after each change, and at once
 * when the page is hidden (a reload, a closed tab, a switch to another app) or the editor
 * closes. Nothing is kept while there are no unsaved changes.
 */
export function useWorkingCopy(
  key: string,
  copy: { form: PostForm; etag: string | null; savedSlug: string | null },
  dirty: boolean,
): void {
  const latest = useRef({ key, copy, dirty });
  useEffect(() => {
    latest.current = { key, copy, dirty };
  });

  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => keepWorkingCopy(key, { ...copy, keptAt: Date.now() }), KEEP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, copy, dirty]);

  useEffect(() => {
    const keepNow = () => {
      const { key, copy, dirty } = latest.current;
      if (dirty) keepWorkingCopy(key, { ...copy, keptAt: Date.now() });
    };
    window.addEventListener("pagehide", keepNow);
    return () => {
      window.removeEventListener("pagehide", keepNow);
      keepNow();
    };
  }, []);
}
