import { useState } from "react";
import { problemOf, type StudioApi } from "./api";
import { dateTimeText } from "./times";
import type { RevisionAnswer, RevisionSummary } from "./types";
import { useLoaded } from "./useLoaded";

const size = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`);

interface RevisionsPanelProps {
  api: StudioApi;
  slug: string;
  /** The revision shown in the preview, if any. */
  previewing: string | null;
  onPreview: (revision: RevisionAnswer) => void;
  onRestore: (revision: RevisionAnswer) => void;
}

/** The post's earlier versions, newest first: each can be previewed, or loaded into the editor. */
export function RevisionsPanel({ api, slug, previewing, onPreview, onRestore }: RevisionsPanelProps) {
  const { loaded } = useLoaded(`revisions ${slug}`, () => api.revisions(slug));
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const open = async (revision: RevisionSummary, then: (answer: RevisionAnswer) => void) => {
    setBusy(revision.id);
    setProblem(null);
    try {
      then(await api.revision(slug, revision.id));
    } catch (error) {
      const message = problemOf(error);
      if (message) setProblem(`The version from ${dateTimeText(revision.savedAt)} could not be opened. ${message}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="studio-revisions" aria-labelledby="revisions-title">
      <h3 id="revisions-title" tabIndex={-1}>
        Earlier versions
      </h3>
      <div role="alert">{problem ? <p className="notice notice--error">{problem}</p> : null}</div>
      {loaded.state === "loading" ? <p role="status">Loading the earlier versions…</p> : null}
      {loaded.state === "failed" ? (
        <p role="alert" className="notice notice--error">
          The earlier versions could not be loaded. {loaded.message}
        </p>
      ) : null}
      {loaded.state === "ready" && loaded.value.length === 0 ? (
        <p>There are no earlier versions yet: each save keeps the version it replaces.</p>
      ) : null}
      {loaded.state === "ready" && loaded.value.length > 0 ? (
        <ol className="studio-revision-list">
          {loaded.value.map((revision) => (
            <li key={revision.id} aria-current={previewing === revision.id ? "true" : undefined}>
              <span>
                <time dateTime={revision.savedAt}>{dateTimeText(revision.savedAt)}</time>: “{revision.title}” (
                {size(revision.bytes)})
              </span>{" "}
              <button
                type="button"
                className="studio-button studio-button--small"
                disabled={busy !== null}
                onClick={() => void open(revision, onPreview)}
              >
                Preview<span className="visually-hidden"> the version from {dateTimeText(revision.savedAt)}</span>
              </button>
              <button
                type="button"
                className="studio-button studio-button--small"
                disabled={busy !== null}
                onClick={() => void open(revision, onRestore)}
              >
                Restore<span className="visually-hidden"> the version from {dateTimeText(revision.savedAt)}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
