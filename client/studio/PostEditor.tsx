import { useEffect, useRef, useState, type RefObject } from "react";
import { problemOf, type StudioApi } from "./api";
import { emptyForm, formFromStored } from "./post-form";
import { PostEditorForm } from "./PostEditorForm";
import { readReview } from "../data/review";
import type { EditorStart } from "./useSaveFlow";
import { RestoreOffer } from "./RestoreOffer";
import { dropWorkingCopy, readWorkingCopy, workingCopyKey, type WorkingCopy } from "./working-copy";

type Opened =
  | { state: "loading" }
  | { state: "offer"; server: EditorStart; copy: WorkingCopy }
  | { state: "ready"; start: EditorStart }
  | { state: "failed"; message: string };

interface PostEditorProps {
  api: StudioApi;
  /** The signed-in author, whose working copies this browser keeps. */
  uid: string;
  /** A contributor saves drafts and submits them for review. */
  contributor: boolean;
  /** The post to open, or null for a new one. */
  slug: string | null;
  onClose: () => void;
  /** The post is now saved at this address (a new post's first save, or a rename). */
  onSavedAt: (slug: string) => void;
  leaveRef: RefObject<((then: () => void) => void) | null>;
}

/** The server's version, or the working copy this browser kept when the author asks for it. */
function opening(server: EditorStart, copy: WorkingCopy | null): Opened {
  return copy ? { state: "offer", server, copy } : { state: "ready", start: server };
}

/**
 * Opens a post (or a new one) in the editor; focus starts on the editor's heading. Unsaved
 * changes kept from an earlier visit are offered first.
 */
export function PostEditor({ api, uid, contributor, slug, onClose, onSavedAt, leaveRef }: PostEditorProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [opened, setOpened] = useState<Opened>(() =>
    slug === null
      ? opening({ form: emptyForm(), etag: null, savedSlug: null, kept: 0 }, readWorkingCopy(workingCopyKey(uid, null)))
      : { state: "loading" },
  );

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (slug === null) return;
    let current = true;
    api.post(slug).then(
      ({ post, etag }) => {
        const { form, kept } = formFromStored(post);
        const review = readReview(post.review);
        if (current)
          setOpened(opening({ form, etag, savedSlug: post.slug, kept, review }, readWorkingCopy(workingCopyKey(uid, post.slug))));
      },
      (error: unknown) => {
        const message = problemOf(error);
        if (current && message) setOpened({ state: "failed", message });
      },
    );
    return () => {
      current = false;
    };
  }, [api, slug, uid]);

  return (
    <section className="studio-view" aria-labelledby="post-editor-title">
      <h2 id="post-editor-title" ref={heading} tabIndex={-1}>
        {slug === null ? "New post" : "Edit post"}
      </h2>
      {opened.state === "loading" ? <p role="status">Loading the post…</p> : null}
      {opened.state === "failed" ? (
        <>
          <p role="alert" className="notice notice--error">
            The post could not be opened. {opened.message}
          </p>
          <button type="button" className="studio-button" onClick={onClose}>
            Back to my posts
          </button>
        </>
      ) : null}
      {opened.state === "offer" ? (
        <RestoreOffer
          keptAt={opened.copy.keptAt}
          serverChanged={opened.copy.etag !== opened.server.etag}
          onRestore={() => {
            const { copy, server } = opened;
            // The copy keeps the version it started from, so saving it over a newer one asks first.
            setOpened({
              state: "ready",
              start: {
                form: copy.form,
                etag: copy.etag,
                savedSlug: copy.savedSlug ?? server.savedSlug,
                kept: 0,
                restored: true,
                review: server.review ?? null,
              },
            });
          }}
          onDiscard={() => {
            dropWorkingCopy(workingCopyKey(uid, opened.server.savedSlug));
            setOpened({ state: "ready", start: opened.server });
          }}
        />
      ) : null}
      {opened.state === "ready" ? (
        <>
          {opened.start.kept > 0 ? (
            <p className="notice">
              {opened.start.kept === 1 ? "One block" : `${opened.start.kept} blocks`} of this post cannot be edited here; the
              editor keeps {opened.start.kept === 1 ? "it" : "them"} exactly as stored, in place, when you save.
            </p>
          ) : null}
          <PostEditorForm
            api={api}
            uid={uid}
            contributor={contributor}
            start={opened.start}
            onClose={onClose}
            onSavedAt={onSavedAt}
            leaveRef={leaveRef}
          />
        </>
      ) : null}
    </section>
  );
}
