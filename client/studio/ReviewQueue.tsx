import { useState, type ReactNode } from "react";
import { useAnnounce } from "./announce";
import { ApiError, ConflictError, problemOf, type StudioApi } from "./api";
import { TextAreaField, TextField } from "./fields";
import { focusSoon } from "./focus";
import { MAX_REVIEW_NOTE } from "../data/review";
import { dateTimeText } from "./times";
import type { SubmittedPost, WaitingPost } from "./types";
import { useLoaded } from "./useLoaded";
import { browserTimeZone, localInputValue, publishTimeProblem, utcFromLocalInput } from "./publish-time-input";

/** What the editor has open under the list: a post's preview, or the form of a decision about it. */
type Open = { slug: string; mode: "preview" | "schedule" | "send-back" };

type Outcome = "published" | "scheduled" | "sent back";

/** One decision on a submitted post that needs a word from the editor first (a time, a note), with its confirm and cancel. */
function DecisionPanel(props: {
  title: ReactNode;
  action: string;
  doing: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { title, action, doing, busy, onConfirm, onCancel, children } = props;
  return (
    <div className="studio-review-panel" role="group" aria-labelledby="review-open-title">
      <h3 id="review-open-title">{title}</h3>
      {children}
      <p className="studio-actions">
        <button type="button" className="button" disabled={busy} onClick={onConfirm}>
          {busy ? doing : action}
        </button>{" "}
        <button type="button" className="studio-button" onClick={onCancel}>
          Cancel
        </button>
      </p>
    </div>
  );
}

/**
 * The editors' "Waiting for review" list, on the studio's first screen: every contributor's
 * submitted post, the longest waiting first, each with its preview and the three decisions
 * (publish now, schedule, send back with a note). Every decision is made on the version the
 * editor looked at: one the writer changed since is refused (412), and the editor looks again.
 */
export function ReviewQueue({ api }: { api: StudioApi }) {
  const announce = useAnnounce();
  const { loaded, reload, update } = useLoaded("review", () => api.waitingForReview());
  const [open, setOpen] = useState<Open | null>(null);
  // The post the editor looked at: its preview, and the version a decision is made on.
  const [looked, setLooked] = useState<{ slug: string; read: SubmittedPost } | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [when, setWhen] = useState("");
  const [whenError, setWhenError] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);

  const posts = loaded.state === "ready" ? loaded.value : [];
  const openPost = open ? posts.find((post) => post.slug === open.slug) : undefined;

  /** The version the editor looked at, else the submitted post as the server has it now. */
  const current = async (slug: string): Promise<SubmittedPost> => {
    if (looked?.slug === slug) return looked.read;
    const read = await api.submittedPost(slug);
    setLooked({ slug, read });
    return read;
  };

  const fail = (post: WaitingPost, doing: string, error: unknown) => {
    const message =
      error instanceof ConflictError
        ? `${post.writer.name} changed it since you looked at it (or another editor acted on it). Preview it again to see the current version.`
        : error instanceof ApiError && error.status === 404
          ? "It is no longer waiting for review: it was withdrawn, or another editor decided on it."
          : problemOf(error);
    if (!message) return;
    setProblem(`“${post.title}” was not ${doing}. ${message}`);
    if (error instanceof ApiError && error.status === 404) update((rows) => rows.filter((row) => row.slug !== post.slug));
    setLooked(null);
    focusSoon("review-queue-error");
  };

  const done = (post: WaitingPost, outcome: Outcome, detail: string) => {
    update((rows) => rows.filter((row) => row.slug !== post.slug));
    setOpen(null);
    setLooked(null);
    setProblem(null);
    announce(`“${post.title}” ${outcome === "sent back" ? "was sent back" : `is ${outcome}`}${detail}.`);
    focusSoon("review-queue-title");
  };

  const preview = async (post: WaitingPost) => {
    setProblem(null);
    setOpen({ slug: post.slug, mode: "preview" });
    setLooked(null);
    setLoading(post.slug);
    try {
      setLooked({ slug: post.slug, read: await api.submittedPost(post.slug) });
      focusSoon("review-open-title");
    } catch (error) {
      setOpen(null);
      fail(post, "opened", error);
    } finally {
      setLoading(null);
    }
  };

  const publish = async (post: WaitingPost) => {
    setBusy(true);
    setProblem(null);
    try {
      const { etag } = await current(post.slug);
      const answer = await api.publishSubmitted(post.slug, etag);
      done(post, "published", ` at ${answer.url ?? `/${post.slug}`}`);
    } catch (error) {
      fail(post, "published", error);
    } finally {
      setBusy(false);
    }
  };

  const schedule = async (post: WaitingPost) => {
    // The same rules and time conversion as an author's own schedule (ScheduleFields).
    const publishAt = utcFromLocalInput(when, browserTimeZone());
    const problem = publishTimeProblem(publishAt);
    if (problem || !publishAt) {
      setWhenError(problem);
      return focusSoon("review-schedule-at");
    }
    setBusy(true);
    setProblem(null);
    try {
      const { etag } = await current(post.slug);
      const answer = await api.scheduleSubmitted(post.slug, etag, publishAt);
      done(post, "scheduled", ` to be published ${dateTimeText(answer.publishAt ?? publishAt)}`);
    } catch (error) {
      fail(post, "scheduled", error);
    } finally {
      setBusy(false);
    }
  };

  const sendBack = async (post: WaitingPost) => {
    if (!note.trim()) {
      setNoteError("Write a note: say what to change before it can be published.");
      return focusSoon("review-note");
    }
    setBusy(true);
    setProblem(null);
    try {
      const { etag } = await current(post.slug);
      await api.sendBack(post.slug, etag, note.trim());
      done(post, "sent back", ` to ${post.writer.name} with your note`);
    } catch (error) {
      fail(post, "sent back", error);
    } finally {
      setBusy(false);
    }
  };

  const choose = (post: WaitingPost, mode: "schedule" | "send-back") => {
    setProblem(null);
    setOpen({ slug: post.slug, mode });
    if (mode === "schedule") {
      setWhen(localInputValue(new Date(Date.now() + 60 * 60_000).toISOString(), browserTimeZone()));
      setWhenError(null);
      focusSoon("review-schedule-at");
    } else {
      setNote("");
      setNoteError(null);
      focusSoon("review-note");
    }
  };

  const close = () => {
    if (open) focusSoon(`review-${open.mode}-${open.slug}`);
    setOpen(null);
  };

  const count = loaded.state === "ready" ? ` (${posts.length})` : "";

  return (
    <section className="studio-view studio-review" aria-labelledby="review-queue-title">
      <h2 id="review-queue-title" tabIndex={-1}>
        Waiting for review{count}
      </h2>
      <div id="review-queue-error" role="alert" tabIndex={-1}>
        {problem ? <p className="notice notice--error">{problem}</p> : null}
      </div>
      {loaded.state === "loading" ? <p role="status">Loading the posts waiting for review…</p> : null}
      {loaded.state === "failed" ? (
        <div role="alert">
          <p className="notice notice--error">The posts waiting for review could not be loaded. {loaded.message}</p>
          <button type="button" className="studio-button" onClick={reload}>
            Try again
          </button>
        </div>
      ) : null}
      {loaded.state === "ready" && posts.length === 0 ? <p>No contributor’s post is waiting for review.</p> : null}
      {posts.length > 0 ? (
        <div className="table-scroll">
          <table className="studio-posts studio-cards studio-review-list">
            <caption className="visually-hidden">Posts contributors submitted for review, the longest waiting first</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Address</th>
                <th scope="col">Writer</th>
                <th scope="col">Submitted</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.slug}>
                  <th scope="row">{post.heading}</th>
                  <td data-label="Address">/{post.slug}</td>
                  <td data-label="Writer">{post.writer.name}</td>
                  <td data-label="Submitted">
                    <time dateTime={post.submittedAt}>{dateTimeText(post.submittedAt)}</time>
                  </td>
                  <td className="studio-row-actions">
                    <button
                      type="button"
                      id={`review-preview-${post.slug}`}
                      className="studio-button"
                      aria-expanded={open?.slug === post.slug && open.mode === "preview"}
                      disabled={busy}
                      onClick={() => void preview(post)}
                    >
                      {loading === post.slug ? "Opening…" : "Preview"}
                      <span className="visually-hidden"> “{post.title}”</span>
                    </button>
                    <button type="button" className="studio-button" disabled={busy} onClick={() => void publish(post)}>
                      Publish<span className="visually-hidden"> “{post.title}”</span>
                    </button>
                    <button
                      type="button"
                      id={`review-schedule-${post.slug}`}
                      className="studio-button"
                      aria-expanded={open?.slug === post.slug && open.mode === "schedule"}
                      disabled={busy}
                      onClick={() => choose(post, "schedule")}
                    >
                      Schedule<span className="visually-hidden"> “{post.title}”</span>
                    </button>
                    <button
                      type="button"
                      id={`review-send-back-${post.slug}`}
                      className="studio-button"
                      aria-expanded={open?.slug === post.slug && open.mode === "send-back"}
                      disabled={busy}
                      onClick={() => choose(post, "send-back")}
                    >
                      Send back<span className="visually-hidden"> “{post.title}”</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {open && openPost && open.mode === "schedule" ? (
        <DecisionPanel
          title={<>Schedule “{openPost.title}”</>}
          action="Schedule"
          doing="Scheduling…"
          busy={busy}
          onConfirm={() => void schedule(openPost)}
          onCancel={close}
        >
          <TextField
            id="review-schedule-at"
            type="datetime-local"
            label={`Publish at (your time, ${browserTimeZone()})`}
            hint="The post goes public at this time, within a few minutes."
            error={whenError}
            value={when}
            onValue={(value) => {
              setWhen(value);
              setWhenError(null);
            }}
          />
        </DecisionPanel>
      ) : null}

      {open && openPost && open.mode === "send-back" ? (
        <DecisionPanel
          title={
            <>
              Send “{openPost.title}” back to {openPost.writer.name}
            </>
          }
          action="Send back"
          doing="Sending back…"
          busy={busy}
          onConfirm={() => void sendBack(openPost)}
          onCancel={close}
        >
          <TextAreaField
            id="review-note"
            label="Note for the writer (required)"
            hint="Say what to change. The writer sees it in their list and at the top of the post."
            error={noteError}
            value={note}
            rows={4}
            maxLength={MAX_REVIEW_NOTE}
            required
            onValue={(value) => {
              setNote(value);
              setNoteError(null);
            }}
          />
        </DecisionPanel>
      ) : null}

      {open && openPost && open.mode === "preview" && looked?.slug === open.slug ? (
        <section className="studio-preview" aria-labelledby="review-open-title">
          <h3 id="review-open-title" className="studio-preview-title" tabIndex={-1}>
            Preview of “{openPost.title}” by {looked.read.writer.name}
          </h3>
          <p className="studio-actions">
            <button type="button" className="studio-button studio-button--small" onClick={close}>
              Close the preview
            </button>
          </p>
          {/* The server's own rendering (worker/studio/preview.tsx), every value escaped, as in the editor's preview. */}
          <div className="studio-preview-page" dangerouslySetInnerHTML={{ __html: looked.read.html }} />
        </section>
      ) : null}
    </section>
  );
}
