import { useRef, useState } from "react";
import type { StudioApi } from "./api";
import { ListEditor } from "./ListEditor";
import { PostEditor } from "./PostEditor";
import { PostList } from "./PostList";
import type { Me } from "./types";

type View = { name: "posts" } | { name: "editor"; slug: string | null } | { name: "lists" };

/** The signed-in studio: who is signed in, the way between posts and lists, and the current view. */
export function Workspace({ api, me, onSignOut }: { api: StudioApi; me: Me; onSignOut: () => void }) {
  const [view, setView] = useState<View>(me.author ? { name: "posts" } : { name: "lists" });
  // Each opening of the editor is a fresh editor, even for the same post.
  const [openings, setOpenings] = useState(0);
  // While a post is open, the editor decides how to leave it (it asks first about unsaved changes).
  const leaveEditor = useRef<((then: () => void) => void) | null>(null);

  const tabs: Array<{ view: View & { name: "posts" | "lists" }; label: string }> = [
    ...(me.author ? [{ view: { name: "posts" as const }, label: "My posts" }] : []),
    ...(me.listAdmin ? [{ view: { name: "lists" as const }, label: "Project lists" }] : []),
  ];
  const current = view.name === "editor" ? "posts" : view.name;

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
                    const go = () => setView(tab.view);
                    if (view.name === "editor" && leaveEditor.current) leaveEditor.current(go);
                    else go();
                  }}
                >
                  {tab.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <p className="studio-account">
          Signed in as <strong>{me.email ?? me.name ?? me.uid}</strong>{" "}
          <button type="button" className="studio-button" onClick={onSignOut}>
            Sign out
          </button>
        </p>
      </div>
      {view.name === "posts" ? (
        <PostList
          api={api}
          onEdit={(slug) => {
            setOpenings((count) => count + 1);
            setView({ name: "editor", slug });
          }}
        />
      ) : null}
      {view.name === "editor" ? (
        <PostEditor key={openings} api={api} slug={view.slug} onClose={() => setView({ name: "posts" })} leaveRef={leaveEditor} />
      ) : null}
      {view.name === "lists" ? <ListEditor api={api} /> : null}
    </div>
  );
}
