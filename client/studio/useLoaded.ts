import { useCallback, useEffect, useRef, useState } from "react";
import { problemOf } from "./api";

/** What a view shows while it loads: nothing asked for yet, waiting, the answer, or why it failed. */
export type Loaded<T> =
  { state: "idle" } | { state: "loading" } | { state: "ready"; value: T } | { state: "failed"; message: string };

export interface LoadedHandle<T> {
  loaded: Loaded<T>;
  /** Loads again: a "Try again" button, or opening the same thing afresh. */
  reload: () => void;
  /** Changes what was loaded the way the view changed it on the server (an item removed, a page added). */
  update: (change: (value: T) => T) => void;
}

/**
 * Loads what a studio view shows (the posts, the trash, a post's versions, a list, the
 * pictures) when it mounts, and again when `key` names something else or `reload` is called.
 * Only the newest load counts: an answer for a key no longer shown is dropped. A failure
 * keeps its message for the view to show (nothing, when the author signed out instead).
 * A null key loads nothing; `load` is given the key it loads.
 */
export function useLoaded<T>(key: string | null, load: (key: string) => Promise<T>): LoadedHandle<T> {
  const [attempt, setAttempt] = useState(0);
  // The answer, with the load it answers: a newer key or attempt reads as loading until its own comes.
  const [answer, setAnswer] = useState<{ of: string; loaded: Loaded<T> } | null>(null);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  const of = key === null ? null : `${attempt} ${key}`;
  useEffect(() => {
    if (of === null || key === null) return;
    let current = true;
    latestLoad.current(key).then(
      (value) => {
        if (current) setAnswer({ of, loaded: { state: "ready", value } });
      },
      (error: unknown) => {
        const message = problemOf(error);
        if (current && message) setAnswer({ of, loaded: { state: "failed", message } });
      },
    );
    return () => {
      current = false;
    };
  }, [of, key]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (value: T) => T) =>
      setAnswer((current) =>
        current?.loaded.state === "ready"
          ? { of: current.of, loaded: { state: "ready", value: change(current.loaded.value) } }
          : current,
      ),
    [],
  );

  const loaded: Loaded<T> = of === null ? { state: "idle" } : answer?.of === of ? answer.loaded : { state: "loading" };
  return { loaded, reload, update };
}
