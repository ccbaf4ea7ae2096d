import { useEffect, useRef, useState } from "react";
import { problemOf, type StudioApi } from "./api";
import type { PostBody } from "./types";

/** How long typing must pause before the preview is asked for again. */
export const PREVIEW_DELAY_MS = 600;

export interface PreviewState {
  /** The server's rendering of the last body it accepted, or null before the first. */
  html: string | null;
  /** Why the latest body could not be previewed, when it could not. */
  problem: string | null;
  pending: boolean;
}

/**
 * The server's rendering of the post as the author types, asked for once typing pauses.
 * Only the newest request's answer is used: an older one is aborted, and any answer that
 * still arrives for it is ignored. `body` is null while there is nothing to preview.
 */
export function usePreview(api: StudioApi, body: PostBody | null): PreviewState {
  const [state, setState] = useState<PreviewState>({ html: null, problem: null, pending: false });
  const latest = useRef(0);
  // Comparing the JSON lets a re-render with an equal body keep the timer running.
  const key = body ? JSON.stringify(body) : null;

  useEffect(() => {
    if (key === null) return;
    const serial = ++latest.current;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState((current) => ({ ...current, pending: true }));
      api
        .preview(JSON.parse(key) as PostBody, controller.signal)
        .then((html) => {
          if (serial === latest.current) setState({ html, problem: null, pending: false });
        })
        .catch((error: unknown) => {
          const problem = problemOf(error);
          if (serial === latest.current && problem) setState((current) => ({ ...current, problem, pending: false }));
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [api, key]);

  return state;
}
