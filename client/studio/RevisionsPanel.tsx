import { useState } from "react";
import type { PostComparison } from "../data/post-diff";
import { problemOf, type StudioApi } from "./api";
import { focusSoon } from "./focus";
import { dateTimeSecondsText } from "./times";
import type { PostBody, RevisionAnswer, RevisionSummary } from "./types";
import { useLoaded } from "./useLoaded";
import { COMPARISON_TITLE_ID, VersionComparison } from "./VersionComparison";

const size = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`);

/** The editor's text, as one of the things a version can be compared with. */
const EDITOR = "editor";

const who = (revision: RevisionSummary) => revision.by.name || "Author not recorded";
const state = (revision: RevisionSummary) => (revision.draft ? "Draft" : "Published");

/** A version as the comparison's menus name it. */
const versionName = (revision: RevisionSummary) =>
  `${dateTimeSecondsText(revision.savedAt)} · ${who(revision)} · ${state(revision)}${revision.current ? " (current)" : ""}`;

interface RevisionsPanelProps {
  api: StudioApi;
  slug: string;
  /** The post's current version (its ETag): the history is loaded again after each save. */
  version: string | null;
  /** The revision shown in the preview, if any. */
  previewing: string | null;
  /** What the editor holds now, as a save would send it. */
  editorText: () => PostBody;
  onPreview: (revision: RevisionAnswer) => void;
  onRestore: (revision: RevisionAnswer) => void;
}

interface Compared {
  title: string;
  summary: string;
  comparison: PostComparison;
}

/**
 * The post's versions, newest first, the current one at the top: when each was saved (to
 * the second), by whom, whether it was a draft, and what its save changed. Each can be
 * previewed or loaded into the editor, and any two (or one and the editor's text) compared.
 */
export function RevisionsPanel({ api, slug, version, previewing, editorText, onPreview, onRestore }: RevisionsPanelProps) {
  const { loaded } = useLoaded(`revisions ${slug} ${version ?? ""}`, () => api.revisions(slug));
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [compared, setCompared] = useState<Compared | null>(null);

  const rows = loaded.state === "ready" ? loaded.value : [];
  // The default comparison is what the last save changed: the version before the current one, and the current one.
  const fromId = from && rows.some((row) => row.id === from) ? from : (rows[1]?.id ?? rows[0]?.id ?? "");
  const toId = to === EDITOR || (to && rows.some((row) => row.id === to)) ? to : rows.length > 1 ? (rows[0]?.id ?? "") : EDITOR;

  const open = async (revision: RevisionSummary, then: (answer: RevisionAnswer) => void) => {
    setBusy(revision.id);
    setProblem(null);
    try {
      then(await api.revision(slug, revision.id));
    } catch (error) {
      const message = problemOf(error);
      if (message) setProblem(`The version from ${dateTimeSecondsText(revision.savedAt)} could not be opened. ${message}`);
    } finally {
      setBusy(null);
    }
  };

  const compare = async () => {
    const older = rows.find((row) => row.id === fromId);
    const newer = rows.find((row) => row.id === toId);
    if (!older || (toId !== EDITOR && !newer)) return;
    setBusy("compare");
    setProblem(null);
    try {
      // The comparison (and jsdiff with it) is loaded only now, when it is first needed.
      const [diff, before, after] = await Promise.all([
        import("../data/post-diff"),
        api.revision(slug, older.id).then((answer) => answer.post),
        newer ? api.revision(slug, newer.id).then((answer) => answer.post) : Promise.resolve(editorText()),
      ]);
      const comparison = diff.comparePosts(before, after);
      setCompared({
        title: `From ${versionName(older)} to ${newer ? versionName(newer) : "the editor's text now"}`,
        summary: diff.summaryText(diff.summarise(comparison)),
        comparison,
      });
      focusSoon(COMPARISON_TITLE_ID);
    } catch (error) {
      const message = problemOf(error);
      if (message) setProblem(`The versions could not be compared. ${message}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="studio-revisions" aria-labelledby="revisions-title">
      <h3 id="revisions-title" tabIndex={-1}>
        Earlier versions
      </h3>
      <p className="studio-muted">
        Each save keeps the version it replaces: every version of the last 30 days, and at least the 50 newest.
      </p>
      <div role="alert">{problem ? <p className="notice notice--error">{problem}</p> : null}</div>
      {loaded.state === "loading" ? <p role="status">Loading the earlier versions…</p> : null}
      {loaded.state === "failed" ? (
        <p role="alert" className="notice notice--error">
          The earlier versions could not be loaded. {loaded.message}
        </p>
      ) : null}
      {loaded.state === "ready" && rows.length <= 1 ? (
        <p>There are no earlier versions yet: each save keeps the version it replaces.</p>
      ) : null}
      {rows.length > 0 ? (
        <ol className="studio-revision-list">
          {rows.map((revision) => (
            <li
              key={revision.id}
              className={revision.current ? "studio-revision studio-revision--current" : "studio-revision"}
              aria-current={previewing === revision.id ? "true" : undefined}
            >
              <p className="studio-revision-facts">
                <time dateTime={revision.savedAt}>{dateTimeSecondsText(revision.savedAt)}</time>
                {" · "}
                <span className="studio-revision-by">{who(revision)}</span>
                {" · "}
                <span className={`studio-state studio-state--${revision.draft ? "draft" : "published"}`}>{state(revision)}</span>
                {revision.current ? " · Current version" : null}
              </p>
              <p className="studio-revision-summary">{revision.summary}</p>
              <p className="studio-revision-title">
                “{revision.title}” ({size(revision.bytes)})
              </p>
              <div className="studio-actions">
                <button
                  type="button"
                  className="studio-button studio-button--small"
                  disabled={busy !== null}
                  onClick={() => void open(revision, onPreview)}
                >
                  Preview<span className="visually-hidden"> the version from {dateTimeSecondsText(revision.savedAt)}</span>
                </button>
                {revision.current ? null : (
                  <button
                    type="button"
                    className="studio-button studio-button--small"
                    disabled={busy !== null}
                    onClick={() => void open(revision, onRestore)}
                  >
                    Restore<span className="visually-hidden"> the version from {dateTimeSecondsText(revision.savedAt)}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {rows.length > 0 ? (
        <fieldset className="studio-group studio-compare">
          <legend>Compare two versions</legend>
          <div className="studio-compare-fields">
            <label htmlFor="compare-from">Older</label>
            <select id="compare-from" value={fromId} onChange={(event) => setFrom(event.target.value)}>
              {rows.map((revision) => (
                <option key={revision.id} value={revision.id}>
                  {versionName(revision)}
                </option>
              ))}
            </select>
            <label htmlFor="compare-to">Newer</label>
            <select id="compare-to" value={toId ?? EDITOR} onChange={(event) => setTo(event.target.value)}>
              <option value={EDITOR}>The editor&apos;s text now</option>
              {rows.map((revision) => (
                <option key={revision.id} value={revision.id}>
                  {versionName(revision)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            id="compare-versions"
            className="studio-button"
            disabled={busy !== null}
            onClick={() => void compare()}
          >
            {busy === "compare" ? "Comparing…" : "Compare"}
          </button>
        </fieldset>
      ) : null}
      {compared ? <VersionComparison {...compared} /> : null}
    </section>
  );
}
