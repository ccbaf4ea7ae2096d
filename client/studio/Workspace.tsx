import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { StudioApi } from "./api";
import type { QuestionCounts } from "../data/questions";
import { QuestionsWaiting } from "./QuestionsWaiting";
import { historyStateOf, pathOfView, studioPostPath, viewOfLocation, type StudioView } from "./paths";
import { PostList } from "./PostList";
import type { Me } from "./types";

/**
 * The editor (its forms, the post schema's checks, the block editors) is a chunk of its own:
 * the studio's first view is the list of posts, so the editor is fetched once the workspace is
 * up, in the background, and a post opened before it arrives waits for it.
 */
const loadEditor = () => import("./PostEditor");
const PostEditor = lazy(() => loadEditor().then((module) => ({ default: module.PostEditor })));
// Views most visits never open (the trash; the lists, for the list admin only) load when opened.
const DeletedPosts = lazy(() => import("./DeletedPosts").then((module) => ({ default: module.DeletedPosts })));
const ListEditor = lazy(() => import("./ListEditor").then((module) => ({ default: module.ListEditor })));
// Only editors have a review queue.
const ReviewQueue = lazy(() => import("./ReviewQueue").then((module) => ({ default: module.ReviewQueue })));
const QuestionsView = lazy(() => import("./QuestionsView").then((module) => ({ default: module.QuestionsView })));

type Tab = "posts" | "questions" | "trash" | "lists";

/** What this account may see: the lists alone for the list admin who writes no posts. */
function allowed(view: StudioView, me: Me): StudioView {
  if (view.name === "lists") return me.listAdmin ? view : { name: "posts" };
  return me.author ? view : { name: "lists" };
}

/**
 * The signed-in studio: who is signed in, the way between posts and lists, and the current
 * view. Each view that has an address of its own is at it (/studio/new, /studio/posts/{slug}),
 * so a reload comes back to it and the browser's Back button goes back through the studio.
 */
export function Workspace({ api, me, onSignOut }: { api: StudioApi; me: Me; onSignOut: () => void }) {
  const [view, setView] = useState<StudioView>(() => allowed(viewOfLocation(location.pathname, history.state), me));
  // Each opening of the editor is a fresh editor, even for the same post.
  const [openings, setOpenings] = useState(0);
  // While a post is open, the editor decides how to leave it (it asks first about unsaved changes).
  const leaveEditor = useRef<((then: () => void) => void) | null>(null);
  // Readers' questions by state, for the first screen; null until known, "unknown" when the site could not say.
  const [questionCounts, setQuestionCounts] = useState<QuestionCounts | null | "unknown">(null);

  useEffect(() => {
    if (me.author) void loadEditor();
  }, [me.author]);

  // The first screen says how many questions wait, afresh each time the author comes back to it.
  useEffect(() => {
    if (!me.author || view.name !== "posts") return;
    let live = true;
    api.questions("waiting").then(
      (answer) => {
        if (live) setQuestionCounts(answer.counts);
      },
      // Without the count the first screen is still whole; the questions' own view says what went wrong.
      () => {
        if (live) setQuestionCounts((known) => known ?? "unknown");
      },
    );
    return () => {
      live = false;
    };
  }, [api, me.author, view.name]);

  useEffect(() => {
    const onPop = () => {
      // The editor keeps its working copy as it closes, so going Back loses nothing.
      setView(allowed(viewOfLocation(location.pathname, history.state), me));
      setOpenings((count) => count + 1);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [me]);

  const go = (next: StudioView) => {
    history.pushState(historyStateOf(next), "", pathOfView(next));
    if (next.name === "editor") setOpenings((count) => count + 1);
    setView(next);
  };

  const tabs: Array<{ view: StudioView & { name: Tab }; label: string }> = [
    ...(me.author
      ? [
          { view: { name: "posts" as const }, label: "My posts" },
          // One label whatever the count (the first screen says it): a tab that grew when the count came
          // would move what sits below the bar under a pointer on its way to it.
          { view: { name: "questions" as const }, label: "Questions" },
          { view: { name: "trash" as const }, label: "Deleted posts" },
        ]
      : []),
    ...(me.listAdmin ? [{ view: { name: "lists" as const }, label: "Project lists" }] : []),
  ];
  const current: Tab = view.name === "editor" ? "posts" : view.name;

  return (
    <div className="studio-workspace">
      <div className="studio-bar">
        <nav aria-label="Studio" className="studio-nav">
          <ul>
            {tabs.map((tab) => (
              <li key={tab.view.name}>
                <button
                  type="button"
                  className="studio-tab"
                  aria-current={current === tab.view.name ? "page" : undefined}
                  onClick={() => {
                    const there = () => go(tab.view);
                    if (view.name === "editor" && leaveEditor.current) leaveEditor.current(there);
                    else there();
                  }}
                >
                  {tab.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <p className="studio-account">
          Signed in as <strong>{me.email ?? me.name ?? me.uid}</strong>
          {me.role ? ` (${me.role})` : ""}{" "}
          <button type="button" className="studio-button" onClick={onSignOut}>
            Sign out
          </button>
        </p>
      </div>
      {view.name === "posts" && me.author ? (
        // Shown from the first moment, with the count once it comes, so the list below never moves.
        <QuestionsWaiting
          count={questionCounts === null || questionCounts === "unknown" ? questionCounts : questionCounts.waiting}
          onOpen={() => go({ name: "questions" })}
        />
      ) : null}
      {view.name === "posts" ? <PostList api={api} onEdit={(slug) => go({ name: "editor", slug })} /> : null}
      {view.name === "posts" && me.role === "editor" ? (
        <Suspense fallback={<p className="studio-muted">Loading the posts waiting for review…</p>}>
          <ReviewQueue api={api} />
        </Suspense>
      ) : null}
      {view.name === "questions" ? (
        <Suspense fallback={<p className="studio-muted">Loading the questions…</p>}>
          <QuestionsView api={api} onCounts={setQuestionCounts} />
        </Suspense>
      ) : null}
      {view.name === "trash" ? (
        <Suspense fallback={<p className="studio-muted">Loading deleted posts…</p>}>
          <DeletedPosts api={api} onEdit={(slug) => go({ name: "editor", slug })} />
        </Suspense>
      ) : null}
      {view.name === "editor" ? (
        <Suspense fallback={<p className="studio-muted">Loading the editor…</p>}>
          <PostEditor
            key={openings}
            api={api}
            uid={me.uid}
            contributor={me.role === "contributor"}
            slug={view.slug}
            onClose={() => go({ name: "posts" })}
            // The editor stays as it is; only the address follows the post, for a reload or a bookmark.
            onSavedAt={(slug) => history.replaceState(null, "", studioPostPath(slug))}
            leaveRef={leaveEditor}
          />
        </Suspense>
      ) : null}
      {view.name === "lists" ? (
        <Suspense fallback={<p className="studio-muted">Loading the project lists…</p>}>
          <ListEditor api={api} />
        </Suspense>
      ) : null}
    </div>
  );
}
