import { useEffect, useRef, useState, type RefObject } from "react";
import { problemOf, type StudioApi } from "./api";
import { emptyForm, formFromStored, type PostForm } from "./post-form";
import { PostEditorForm } from "./PostEditorForm";

type Loaded =
  | { state: "loading" }
  | { state: "ready"; form: PostForm; savedSlug: string | null; skipped: number }
  | { state: "failed"; message: string };

/** Opens a post (or a new one) in the editor; focus starts on the editor's heading. */
interface PostEditorProps {
  api: StudioApi;
  /** The post to open, or null for a new one. */
  slug: string | null;
  onClose: () => void;
  leaveRef: RefObject<((then: () => void) => void) | null>;
}

export function PostEditor({ api, slug, onClose, leaveRef }: PostEditorProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [loaded, setLoaded] = useState<Loaded>(() =>
    slug === null ? { state: "ready", form: emptyForm(), savedSlug: null, skipped: 0 } : { state: "loading" },
  );

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (slug === null) return;
    let current = true;
    api.post(slug).then(
      ({ post }) => {
        const { form, skipped } = formFromStored(post);
        if (current) setLoaded({ state: "ready", form, savedSlug: post.slug, skipped });
      },
      (error: unknown) => {
        const message = problemOf(error);
        if (current && message) setLoaded({ state: "failed", message });
      },
    );
    return () => {
      current = false;
    };
  }, [api, slug]);

  return (
    <section className="studio-view" aria-labelledby="post-editor-title">
      <h2 id="post-editor-title" ref={heading} tabIndex={-1}>
        {slug === null ? "New post" : "Edit post"}
      </h2>
      {loaded.state === "loading" ? <p role="status">Loading the post…</p> : null}
      {loaded.state === "failed" ? (
        <>
          <p role="alert" className="notice notice--error">
            The post could not be opened. {loaded.message}
          </p>
          <button type="button" className="studio-button" onClick={onClose}>
            Back to my posts
          </button>
        </>
      ) : null}
      {loaded.state === "ready" ? (
        <>
          {loaded.skipped > 0 ? (
            <p className="notice notice--error">
              {loaded.skipped === 1 ? "One block" : `${loaded.skipped} blocks`} of this post could not be opened in the editor and
              will be left out when you save.
            </p>
          ) : null}
          <PostEditorForm api={api} initial={loaded.form} savedSlug={loaded.savedSlug} onClose={onClose} leaveRef={leaveRef} />
        </>
      ) : null}
    </section>
  );
}
