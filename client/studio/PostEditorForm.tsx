import { lazy, Suspense, useEffect, useState, type RefObject } from "react";
import { useAnnounce } from "./announce";
import type { StudioApi } from "./api";
import { ConfirmBox } from "./ConfirmBox";
import { EditorContext, type EditorTools, type Place } from "./editor-context";
import type { BlockDraft } from "./blocks";
import { TextAreaField } from "./fields";
import { focusSoon } from "./focus";
import { MetaFields } from "./MetaFields";
import { usePictures } from "./pictures";
import { PostBasics } from "./PostBasics";
import { bodyOf, formFromStored, hasContent, placeBlock, type PostForm } from "./post-form";
import { PreviewPane } from "./PreviewPane";
import { ReviewBox } from "./ReviewBox";
import { SAVE_BUTTON_ID, usePublishCheck } from "./publish-check";
import { PublishCheckDialog } from "./PublishCheckDialog";
import { SaveStatus } from "./SaveStatus";
import { SectionsEditor } from "./SectionsEditor";
import { slugFormatProblem, slugFromTitle } from "../data/slug";
import { dateTimeText } from "./times";
import type { RevisionAnswer } from "./types";
import { useMediaLibrary } from "./useMediaLibrary";
import { usePictureDrop } from "./usePictureDrop";
import { usePostMarkdown } from "./usePostMarkdown";
import { usePreview } from "./usePreview";
import { bodyOfStored, FORM_ERROR_ID, useSaveFlow, type EditorStart } from "./useSaveFlow";
import { useSaveShortcut } from "./useSaveShortcut";

// Loaded when first needed (earlier versions when opened, the conflict choice when a save
// meets a newer version), so the studio's first load stays within its budget.
const RevisionsPanel = lazy(() => import("./RevisionsPanel").then((module) => ({ default: module.RevisionsPanel })));
const ConflictChoice = lazy(() => import("./ConflictChoice").then((module) => ({ default: module.ConflictChoice })));
const PreviewLinksPanel = lazy(() => import("./PreviewLinksPanel").then((module) => ({ default: module.PreviewLinksPanel })));

interface PostEditorFormProps {
  api: StudioApi;
  uid: string;
  /** A contributor's editor: drafts only, and "Submit for review" (./ReviewBox.tsx) instead of publishing. */
  contributor?: boolean;
  start: EditorStart;
  onClose: () => void;
  onSavedAt: (slug: string) => void;
  /**
   * Set to this editor's way of leaving (then going where `then` goes), so the studio's own
   * navigation asks about unsaved changes too.
   */
  leaveRef: RefObject<((then: () => void) => void) | null>;
}

/**
 * The post's fields, its sections and a live preview. Saving is a button (and Ctrl/Cmd+S),
 * never Enter in a field; it keeps the editor open. How a save goes is useSaveFlow's;
 * pictures come in through usePictures, drops and pastes, and the media library.
 */
export function PostEditorForm({ api, uid, contributor = false, start, onClose, onSavedAt, leaveRef }: PostEditorFormProps) {
  const announce = useAnnounce();
  const flow = useSaveFlow({ api, uid, start, onSavedAt });
  const { form, edit, savedSlug, dirty, saving, conflict, attempted } = flow;
  // A new post's address follows its title until the author types one.
  const [slugTyped, setSlugTyped] = useState(false);
  const slugFollowsTitle = !slugTyped && savedSlug === null && start.restored !== true;
  const [showRevisions, setShowRevisions] = useState(false);
  const [previewing, setPreviewing] = useState<RevisionAnswer | null>(null);
  const [showPreviewLinks, setShowPreviewLinks] = useState(false);
  const [review, setReview] = useState(start.review ?? null);
  // Whether the saved post is a draft: as opened, then as the last save left it. Preview links are for those.
  const savedDraft = flow.saved ? flow.saved.draft : savedSlug === null || start.form.draft;
  // Preview links are for what readers cannot see yet: a draft, or a post waiting for its publish time.
  const savedScheduled = flow.saved ? Boolean(flow.saved.publishAt) : Boolean(start.form.publishAt);
  const canPreviewLink = savedSlug !== null && (savedDraft || savedScheduled);
  // Where "Leave without saving" goes, while the author is being asked.
  const [leaving, setLeaving] = useState<{ then: () => void } | null>(null);

  const insertBlock = (place: Place, block: BlockDraft) => edit((current) => placeBlock(current, place, block));
  const pictures = usePictures(api, insertBlock);
  const drop = usePictureDrop(pictures.addPictures);
  const library = useMediaLibrary(api, insertBlock);
  const markdown = usePostMarkdown(flow, slugFollowsTitle);
  const publishCheck = usePublishCheck(flow);

  const slugError = (slugTyped || attempted ? slugFormatProblem(form.slug) : null) ?? flow.slugRefusal;
  const titleError = attempted && !form.title.trim() ? "Give the post a title." : null;

  const revisionBody = previewing ? bodyOfStored(previewing.post, form.slug) : null;
  const previewBody = revisionBody ?? (form.title.trim() && hasContent(form) ? bodyOf(form) : null);
  const preview = usePreview(api, previewBody);

  useSaveShortcut(() => {
    if (!conflict) void publishCheck.save();
  });

  // An earlier version brings back its content, not its state: restoring a draft-time version of
  // a live post must not take the post offline, nor move it, unless the author changes those.
  const restoreRevision = (revision: RevisionAnswer) => {
    const { form: restored } = formFromStored({ ...revision.post, slug: form.slug });
    edit((current) => ({ ...restored, slug: current.slug, draft: current.draft, publishAt: current.publishAt }));
    setPreviewing(null);
    const state = form.draft ? "stays a draft" : form.publishAt ? "stays scheduled" : "stays published";
    announce(
      `The version from ${dateTimeText(revision.revision.savedAt)} is in the editor. The post keeps its address and ${state}; save to make this version the current one.`,
    );
    focusSoon("post-title");
  };

  const update = (change: Partial<PostForm>) => edit((current) => ({ ...current, ...change }));

  // Schedule, Move and Cancel schedule save at once, as the save button would (publishing asks about flagged pins first).
  const schedule = (publishAt: string | null) => {
    if (conflict) return;
    const next: PostForm = { ...form, draft: publishAt === null, publishAt: publishAt ?? "" };
    edit(() => next);
    void publishCheck.save(next);
  };

  const tools: EditorTools = {
    format: form.format,
    pasteMarkdown: markdown.pasteMarkdown,
    addPictures: pictures.addPictures,
    openLibrary: library.open,
    altRequired: attempted && !form.draft,
    blockWarnings: flow.blockWarnings,
  };

  const leave = (then: () => void = onClose) => {
    if (!dirty) return then();
    setLeaving({ then });
    focusSoon("post-leave-yes");
  };

  useEffect(() => {
    leaveRef.current = leave;
    return () => {
      leaveRef.current = null;
    };
  });

  return (
    <div className="studio-editor">
      <div
        className="studio-editor-form"
        aria-describedby={flow.formError ? FORM_ERROR_ID : undefined}
        onDragOver={drop.onDragOver}
        onDrop={drop.onDrop}
        onPaste={drop.onPaste}
      >
        <div className="studio-actions">
          <button type="button" id="post-back" className="studio-button" onClick={() => leave()}>
            Back to my posts
          </button>
          {savedSlug ? (
            <button
              type="button"
              id="post-revisions"
              className="studio-button"
              aria-expanded={showRevisions}
              aria-controls="post-revisions-panel"
              onClick={() => {
                setShowRevisions((shown) => !shown);
                setPreviewing(null);
                if (!showRevisions) focusSoon("revisions-title");
              }}
            >
              {showRevisions ? "Hide earlier versions" : "Earlier versions"}
            </button>
          ) : null}
          {canPreviewLink ? (
            <button
              type="button"
              id="post-preview-links"
              className="studio-button"
              aria-expanded={showPreviewLinks}
              aria-controls="post-preview-links-panel"
              onClick={() => setShowPreviewLinks((shown) => !shown)}
            >
              {showPreviewLinks ? "Hide preview links" : "Preview links"}
            </button>
          ) : null}
        </div>
        <div className="studio-actions">
          <label htmlFor="post-import" className="studio-button">
            Import a Markdown file
          </label>
          <input
            id="post-import"
            type="file"
            accept=".md,.markdown,text/markdown,text/plain"
            className="visually-hidden"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void markdown.importFile(file);
            }}
          />
          <button type="button" id="post-export" className="studio-button" onClick={() => void markdown.exportMarkdown()}>
            Download as Markdown
          </button>
        </div>
        {markdown.importing ? (
          <ConfirmBox
            id="post-import-confirm"
            question={`Replace the editor's content with ${markdown.importing.name}? Your unsaved changes would be lost.`}
            confirm="Replace with the file"
            cancel="Keep my changes"
            onConfirm={markdown.confirmImport}
            onCancel={markdown.cancelImport}
            returnFocusTo="post-import"
          />
        ) : null}
        {leaving ? (
          <ConfirmBox
            id="post-leave"
            question="This post has changes that are not saved. Leave without saving them? This browser keeps them, to restore when you open the post again."
            confirm="Leave without saving"
            cancel="Stay here"
            onConfirm={leaving.then}
            onCancel={() => setLeaving(null)}
            returnFocusTo="post-back"
          />
        ) : null}
        <div id="post-revisions-panel">
          {showRevisions && savedSlug ? (
            <Suspense fallback={<p className="studio-muted">Loading earlier versions…</p>}>
              <RevisionsPanel
                api={api}
                slug={savedSlug}
                version={flow.etag}
                editorText={() => bodyOf(form, savedSlug)}
                previewing={previewing?.revision.id ?? null}
                onPreview={setPreviewing}
                onRestore={restoreRevision}
              />
            </Suspense>
          ) : null}
        </div>

        <div id="post-preview-links-panel">
          {showPreviewLinks && canPreviewLink && savedSlug !== null ? (
            <Suspense fallback={<p className="studio-muted">Loading preview links…</p>}>
              <PreviewLinksPanel api={api} slug={savedSlug} unsaved={dirty} />
            </Suspense>
          ) : null}
        </div>

        {contributor ? (
          <ReviewBox
            api={api}
            savedSlug={savedSlug}
            etag={flow.etag}
            savedDraft={savedDraft}
            dirty={dirty}
            review={review}
            onReviewed={(next, etag) => {
              setReview(next);
              flow.adoptVersion(etag);
            }}
          />
        ) : null}

        <div onPaste={markdown.pasteDocument}>
          <PostBasics
            contributor={contributor}
            form={form}
            savedSlug={savedSlug}
            slugError={slugError}
            titleError={titleError}
            onSlug={(slug) => {
              setSlugTyped(true);
              update({ slug });
            }}
            onTitle={(title) => update(slugFollowsTitle ? { title, slug: slugFromTitle(title) } : { title })}
            onChange={update}
            saving={saving || conflict !== null}
            onSchedule={schedule}
          />
          <MetaFields meta={form.meta} onChange={(key, value) => update({ meta: { ...form.meta, [key]: value } })} />
        </div>

        <EditorContext value={tools}>
          <SectionsEditor sections={form.sections} onChange={(sections) => update({ sections })} />
        </EditorContext>

        <fieldset className="studio-group">
          <legend>Plain content (optional)</legend>
          <TextAreaField
            id="post-content"
            label="Plain content"
            hint="Shown as one paragraph, only when the post has no sections."
            rows={4}
            value={form.content}
            onValue={(content) => update({ content })}
          />
        </fieldset>

        {conflict ? (
          <Suspense fallback={<p className="studio-muted">This post has changed on the server since you opened it…</p>}>
            <ConflictChoice
              theirs={conflict.theirBody}
              mine={conflict.mine}
              updated={conflict.theirs?.updated ?? null}
              kind={conflict.theirs === null ? "gone" : conflict.creating ? "exists" : "changed"}
              busy={saving}
              onTakeTheirs={flow.takeTheirs}
              onKeepMine={flow.keepMine}
              onCopyMine={flow.copyMine}
            />
          </Suspense>
        ) : null}

        {library.dialog}

        {publishCheck.asking ? (
          <PublishCheckDialog
            located={publishCheck.asking}
            onAddWarnings={publishCheck.addWarningsAndPublish}
            onPublishAsItIs={publishCheck.publishAsItIs}
            onGoBack={publishCheck.goBack}
          />
        ) : null}

        <div className="studio-savebar">
          {pictures.status}
          <div id={FORM_ERROR_ID} role="alert" tabIndex={-1} className="studio-form-error">
            {flow.formError ? <p className="notice notice--error">{flow.formError}</p> : null}
          </div>
          <div role="status" className="studio-save-status">
            <SaveStatus saved={flow.saved} />
          </div>
          <div className="studio-savebar-actions">
            <button
              type="button"
              id={SAVE_BUTTON_ID}
              className="button"
              disabled={saving || conflict !== null}
              aria-keyshortcuts="Control+S Meta+S"
              onClick={() => void publishCheck.save()}
            >
              {saving
                ? "Saving…"
                : form.draft
                  ? "Save the draft"
                  : form.publishAt
                    ? "Save, keeping the schedule"
                    : "Save and publish"}
            </button>
            {dirty ? <span className="studio-muted"> Unsaved changes</span> : null}
          </div>
        </div>
      </div>
      <PreviewPane
        preview={preview}
        title={previewing ? `Preview of the version from ${dateTimeText(previewing.revision.savedAt)}` : "Preview"}
        onBackToLive={previewing ? () => setPreviewing(null) : null}
        waitingFor={previewBody ? null : "The preview appears once the post has a title and some content."}
      />
    </div>
  );
}
