import { useEffect, useRef, useState } from "react";
import { useAnnounce } from "./announce";
import { problemOf, type StudioApi } from "./api";
import { focusSoon } from "./focus";
import { ReviewNote } from "./ReviewNote";
import { browserTimeZone, scheduledText } from "./publish-time-input";
import type { OwnPost } from "./types";
import { useLoaded } from "./useLoaded";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function Updated({ iso }: { iso: string | null }) {
  if (!iso) return <>Unknown</>;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? <>Unknown</> : <time dateTime={iso}>{dateFormat.format(date)}</time>;
}

type PostState = "published" | "scheduled" | "draft";
const stateOf = (post: OwnPost): PostState => (post.draft ? "draft" : post.publishAt ? "scheduled" : "published");

/** The list's filters: every post, or those in one state. */
const FILTERS = [
  { id: "all", label: "All" },
  { id: "scheduled", label: "Scheduled" },
  { id: "draft", label: "Drafts" },
  { id: "published", label: "Published" },
] as const;
type Filter = (typeof FILTERS)[number]["id"];

/** A post's state for its writer: published, scheduled, a draft, submitted for review, or sent back by an editor. */
function Status({ post, zone }: { post: OwnPost; zone: string }) {
  const state = stateOf(post);
  if (state === "draft" && post.review?.state === "submitted")
    return <span className="studio-badge studio-badge--review">Submitted for review</span>;
  if (state === "draft" && post.review?.state === "returned")
    return (
      <>
        <span className="studio-badge studio-badge--returned">Sent back</span>
        <ReviewNote review={post.review} />
      </>
    );
  if (state === "scheduled")
    return (
      <span className="studio-badge studio-badge--scheduled">
        Scheduled for <time dateTime={post.publishAt}>{scheduledText(post.publishAt!, zone)}</time> ({zone})
      </span>
    );
  return (
    <span className={state === "draft" ? "studio-badge studio-badge--draft" : "studio-badge"}>
      {state === "draft" ? "Draft" : "Published"}
    </span>
  );
}

/**
 * The author's own posts, with the way into the editor and a delete that asks first. A filter
 * shows one state at a time: "Scheduled" lists the posts waiting for their time, soonest first.
 */
export function PostList({ api, onEdit }: { api: StudioApi; onEdit: (slug: string | null) => void }) {
  const announce = useAnnounce();
  const heading = useRef<HTMLHeadingElement>(null);
  const { loaded, reload, update } = useLoaded("posts", () => api.posts());
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [filter, setFilter] = useState<Filter>("all");
  const zone = browserTimeZone();

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const remove = async (post: OwnPost) => {
    setDeleting(true);
    setProblem(null);
    try {
      // The list has no versions: delete the one there is now (a rename or a save elsewhere changes it).
      const { etag } = await api.post(post.slug);
      await api.deletePost(post.slug, etag);
      setConfirming(null);
      update((posts) => posts.filter((item) => item.slug !== post.slug));
      announce(`“${post.title}” deleted. It is kept in Deleted posts for 30 days.`);
      focusSoon("new-post");
    } catch (error) {
      const message = problemOf(error);
      if (message) setProblem(`“${post.title}” was not deleted. ${message}`);
    } finally {
      setDeleting(false);
    }
  };

  const returned = loaded.state === "ready" ? loaded.value.filter((post) => post.draft && post.review?.state === "returned") : [];

  return (
    <section className="studio-view" aria-labelledby="post-list-title">
      <h2 id="post-list-title" ref={heading} tabIndex={-1}>
        My posts
      </h2>
      <div className="studio-actions">
        <button type="button" id="new-post" className="button" onClick={() => onEdit(null)}>
          New post
        </button>
      </div>
      <div role="alert">{problem ? <p className="notice notice--error">{problem}</p> : null}</div>
      {loaded.state === "loading" ? <p role="status">Loading your posts…</p> : null}
      {loaded.state === "failed" ? (
        <div role="alert">
          <p className="notice notice--error">Your posts could not be loaded. {loaded.message}</p>
          <button type="button" className="studio-button" onClick={reload}>
            Try again
          </button>
        </div>
      ) : null}
      {returned.length > 0 ? (
        <p className="notice studio-review-note">
          {returned.length === 1
            ? `An editor sent “${returned[0]!.title}” back with a note: see it below, change the post and submit it again.`
            : `Editors sent ${returned.length} posts back with notes: see them below, change the posts and submit them again.`}
        </p>
      ) : null}
      {loaded.state === "ready" && loaded.value.length === 0 ? <p>You have no posts yet. Start one with “New post”.</p> : null}
      {loaded.state === "ready" && loaded.value.length > 0 ? (
        <div role="group" aria-label="Show" className="studio-actions studio-filters">
          {FILTERS.map((each) => (
            <button
              key={each.id}
              type="button"
              id={`posts-filter-${each.id}`}
              className="studio-button"
              aria-pressed={filter === each.id}
              onClick={() => setFilter(each.id)}
            >
              {each.label} (
              {each.id === "all" ? loaded.value.length : loaded.value.filter((post) => stateOf(post) === each.id).length})
            </button>
          ))}
        </div>
      ) : null}
      {loaded.state === "ready" && loaded.value.length > 0 && shownPosts(loaded.value, filter).length === 0 ? (
        <p>No posts here.</p>
      ) : null}
      {loaded.state === "ready" && shownPosts(loaded.value, filter).length > 0 ? (
        <div className="table-scroll">
          {/* On a phone each row becomes a card (site.css: studio tables); data-label names each cell there. */}
          <table className="studio-posts studio-cards">
            <caption className="visually-hidden">
              {filter === "scheduled"
                ? "Your scheduled posts, the soonest first"
                : `Your ${filter === "all" ? "" : `${FILTERS.find((each) => each.id === filter)!.label.toLowerCase()} `}posts, the most recently changed first`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Heading readers see</th>
                <th scope="col">Address</th>
                <th scope="col">Status</th>
                <th scope="col">Last updated</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shownPosts(loaded.value, filter).map((post) => (
                <tr key={post.slug}>
                  <th scope="row">
                    {post.heading}
                    {post.heading !== post.title ? (
                      <span className="studio-short-title">Differs from the short title for lists: “{post.title}”</span>
                    ) : null}
                  </th>
                  <td data-label="Address">
                    {stateOf(post) === "published" ? <a href={`/${post.slug}`}>/{post.slug}</a> : <span>/{post.slug}</span>}
                  </td>
                  <td data-label="Status">
                    <Status post={post} zone={zone} />
                  </td>
                  <td data-label="Last updated">
                    <Updated iso={post.updated} />
                  </td>
                  <td className="studio-row-actions">
                    {confirming === post.slug ? (
                      <span role="group" aria-label={`Delete “${post.title}”?`} className="studio-confirm-inline">
                        <span>Delete it? It is kept in Deleted posts for 30 days.</span>
                        <button
                          type="button"
                          id={`delete-yes-${post.slug}`}
                          className="studio-button studio-button--danger"
                          disabled={deleting}
                          onClick={() => void remove(post)}
                        >
                          {deleting ? "Deleting…" : "Delete"}
                          <span className="visually-hidden"> “{post.title}”</span>
                        </button>
                        <button
                          type="button"
                          className="studio-button"
                          disabled={deleting}
                          onClick={() => {
                            setConfirming(null);
                            focusSoon(`delete-${post.slug}`);
                          }}
                        >
                          Keep it
                        </button>
                      </span>
                    ) : (
                      <>
                        <button type="button" className="studio-button" onClick={() => onEdit(post.slug)}>
                          Edit<span className="visually-hidden"> “{post.title}”</span>
                        </button>
                        <button
                          type="button"
                          id={`delete-${post.slug}`}
                          className="studio-button studio-button--danger"
                          onClick={() => {
                            setConfirming(post.slug);
                            setProblem(null);
                            focusSoon(`delete-yes-${post.slug}`);
                          }}
                        >
                          Delete<span className="visually-hidden"> “{post.title}”</span>
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** The posts a filter shows: scheduled ones by their time, soonest first; the rest as the server lists them. */
function shownPosts(posts: OwnPost[], filter: Filter): OwnPost[] {
  if (filter === "all") return posts;
  const shown = posts.filter((post) => stateOf(post) === filter);
  return filter === "scheduled" ? shown.sort((a, b) => (a.publishAt ?? "").localeCompare(b.publishAt ?? "")) : shown;
}
