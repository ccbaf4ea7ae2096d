import { useEffect, useRef, useState } from "react";
import { useAnnounce } from "./announce";
import { ApiError, problemOf, type StudioApi } from "./api";
import { focusSoon } from "./focus";
import { dateTimeText } from "./times";
import type { TrashedPost } from "./types";
import { useLoaded } from "./useLoaded";

/** Posts the author deleted in the last 30 days, each of which can be brought back. */
export function DeletedPosts({ api, onEdit }: { api: StudioApi; onEdit: (slug: string) => void }) {
  const announce = useAnnounce();
  const heading = useRef<HTMLHeadingElement>(null);
  const { loaded, update } = useLoaded("trash", () => api.trash());
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [restored, setRestored] = useState<{ slug: string; title: string } | null>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const restore = async (post: TrashedPost) => {
    setBusy(post.id);
    setProblem(null);
    setRestored(null);
    try {
      const answer = await api.restoreFromTrash(post.id);
      update((posts) => posts.filter((item) => item.id !== post.id));
      setRestored({ slug: answer.slug, title: post.title });
      announce(`“${post.title}” is back among your posts, at /${answer.slug}.`);
      focusSoon("restored-open");
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 409
          ? `Its address /${post.slug} has been taken since it was deleted.`
          : problemOf(error);
      if (message) setProblem(`“${post.title}” was not restored. ${message}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="studio-view" aria-labelledby="deleted-posts-title">
      <h2 id="deleted-posts-title" ref={heading} tabIndex={-1}>
        Deleted posts
      </h2>
      <p className="studio-muted">Deleted posts are kept here for 30 days.</p>
      <div role="alert">{problem ? <p className="notice notice--error">{problem}</p> : null}</div>
      {restored ? (
        <p className="notice notice--success">
          “{restored.title}” is back among your posts.{" "}
          <button type="button" id="restored-open" className="studio-button" onClick={() => onEdit(restored.slug)}>
            Open it
          </button>
        </p>
      ) : null}
      {loaded.state === "loading" ? <p role="status">Loading your deleted posts…</p> : null}
      {loaded.state === "failed" ? (
        <p role="alert" className="notice notice--error">
          Your deleted posts could not be loaded. {loaded.message}
        </p>
      ) : null}
      {loaded.state === "ready" && loaded.value.length === 0 ? <p>No posts have been deleted in the last 30 days.</p> : null}
      {loaded.state === "ready" && loaded.value.length > 0 ? (
        <ul className="studio-trash">
          {loaded.value.map((post) => (
            <li key={post.id}>
              <span>
                “{post.title}” (/{post.slug}), deleted <time dateTime={post.deletedAt}>{dateTimeText(post.deletedAt)}</time>
              </span>{" "}
              <button
                type="button"
                className="studio-button studio-button--small"
                disabled={busy !== null}
                onClick={() => void restore(post)}
              >
                {busy === post.id ? "Restoring…" : "Restore"}
                <span className="visually-hidden"> “{post.title}”</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
