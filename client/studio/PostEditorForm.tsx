import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type RefObject,
} from "react";
import { useAnnounce } from "./announce";
import { ApiError, ConflictError, problemOf, type Precondition, type StudioApi } from "./api";
import { bodyProblem, sentSections } from "./body-check";
import { changesBetween, sameContent, type Change } from "./changes";
import { ConfirmBox } from "./ConfirmBox";
import { downloadText } from "./download";
import { EditorContext, type EditorTools, type Place } from "./editor-context";
import { loadMarkdown, looksLikeMarkdown } from "./load-markdown";
import { insertText } from "./text-edit";
import { fromBlock, toStoredBlock, type BlockDraft } from "./blocks";
import type { formFieldsFromMarkdown } from "./markdown";
import { firstFieldId } from "./BlockEditor";
import { TextAreaField } from "./fields";
import { focusSoon } from "./focus";
import { MetaFields } from "./MetaFields";
import { figureOf, placeOf, usePictures } from "./pictures";
import { PostBasics } from "./PostBasics";
import { bodyOf, formFromStored, hasContent, newSection, type PostForm } from "./post-form";
import { PreviewPane } from "./PreviewPane";
import { SaveStatus } from "./SaveStatus";
import { SectionsEditor } from "./SectionsEditor";
import { slugFormatProblem, slugFromTitle } from "../data/slug";
import { dateTimeText } from "./times";
import type { PostBody, RevisionAnswer, SaveAnswer, ServerVersion, StoredPost } from "./types";
import { usePreview } from "./usePreview";
import { useSaveShortcut } from "./useSaveShortcut";
import { useWorkingCopy } from "./useWorkingCopy";
import { canKeepWorkingCopies, dropWorkingCopy, workingCopyKey } from "./working-copy";

const ERROR_ID = "post-editor-error";

// Loaded when first needed (the library and earlier versions when opened, the conflict
// choice when a save meets a newer version), so the studio's first load stays within its budget.
const MediaLibrary = lazy(() => import("./MediaLibrary"));
const RevisionsPanel = lazy(() => import("./RevisionsPanel").then((module) => ({ default: module.RevisionsPanel })));
const ConflictChoice = lazy(() => import("./ConflictChoice").then((module) => ({ default: module.ConflictChoice })));

/** Every file a drop or a paste carries: one that is not a picture is refused in words, not ignored. */
const filesOf = (list: FileList | null | undefined) => [...(list ?? [])];

/** What the editor opens with. */
export interface EditorStart {
  form: PostForm;
  /** The version of the post the form starts from, for If-Match; null for a post never saved. */
  etag: string | null;
  /** The address the post is saved under, or null for a post never saved. */
  savedSlug: string | null;
  /** Blocks of the stored post the editor keeps as stored (it cannot edit them). */
  kept: number;
  /** The form is a working copy this browser kept, so it starts with unsaved changes. */
  restored?: boolean;
}

interface PostEditorFormProps {
  api: StudioApi;
  uid: string;
  start: EditorStart;
  onClose: () => void;
  onSavedAt: (slug: string) => void;
  /**
   * Set to this editor's way of leaving (then going where `then` goes), so the studio's own
   * navigation asks about unsaved changes too.
   */
  leaveRef: RefObject<((then: () => void) => void) | null>;
}

/** A save that met a newer version on the server, while the author chooses. */
interface Conflict {
  slug: string;
  /** The save was to create a new post. */
  creating: boolean;
  theirs: ServerVersion | null;
  changes: Change[];
}

/** A stored post (or a version of it) as the body a save would send, for comparing with the author's. */
const hasText = (block: BlockDraft) => toStoredBlock(block) !== null;

const bodyOfStored = (post: Omit<StoredPost, "slug">, slug: string): PostBody => bodyOf(formFromStored({ ...post, slug }).form);

/**
 * The post's fields, its sections and a live preview. Saving is a button (and Ctrl/Cmd+S),
 * never Enter in a field; it keeps the editor open. The working copy is kept in the browser
 * until a save succeeds.
 */
export function PostEditorForm({ api, uid, start, onClose, onSavedAt, leaveRef }: PostEditorFormProps) {
  const announce = useAnnounce();
  const [form, setForm] = useState(start.form);
  const [savedSlug, setSavedSlug] = useState(start.savedSlug);
  const [etag, setEtag] = useState(start.etag);
  // A new post's address follows its title until the author types one.
  const [slugChosen, setSlugChosen] = useState(start.savedSlug !== null || start.restored === true);
  const [slugTyped, setSlugTyped] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverSlugError, setServerSlugError] = useState<{ slug: string; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<(SaveAnswer & { created: boolean }) | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(start.restored === true);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [showRevisions, setShowRevisions] = useState(false);
  const [previewing, setPreviewing] = useState<RevisionAnswer | null>(null);
  // Counts edits, so a save that finishes after more typing does not call that typing saved.
  const edits = useRef(0);
  // Where "Leave without saving" goes, while the author is being asked.
  const [leaving, setLeaving] = useState<{ then: () => void } | null>(null);
  // A Markdown file that would replace unsaved work, while the author is asked.
  const [importing, setImporting] = useState<{ name: string; fields: ReturnType<typeof formFieldsFromMarkdown> } | null>(null);
  // Where the media library puts the picture the author picks, while it is open.
  const [library, setLibrary] = useState<Place | null>(null);
  const closeLibrary = useCallback(() => setLibrary(null), []);
  // The last save's warnings, by the id of the block each is about.
  const [blockWarnings, setBlockWarnings] = useState<ReadonlyMap<string, readonly string[]>>(new Map());

  const copyKey = workingCopyKey(uid, savedSlug);
  const workingCopy = useMemo(() => ({ form, etag, savedSlug }), [form, etag, savedSlug]);
  useWorkingCopy(copyKey, workingCopy, dirty);

  // Where the browser keeps no working copy, a reload or a closed tab asks first instead.
  useEffect(() => {
    if (!dirty || canKeepWorkingCopies()) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const update = (change: Partial<PostForm>) => {
    setForm((current) => ({ ...current, ...change }));
    edits.current += 1;
    setDirty(true);
  };

  /** Puts a block at a place: after the named block, else at the end of the named (else the last) section. */
  const insertBlock = (place: Place, block: BlockDraft) => {
    setForm((current) => {
      const sections = current.sections.length ? current.sections : [newSection()];
      const named = sections.findIndex((section) => section.id === place.sectionId);
      const at = named >= 0 ? named : sections.length - 1;
      return {
        ...current,
        sections: sections.map((section, index) => {
          if (index !== at) return section;
          const after = section.blocks.findIndex((each) => each.id === place.afterBlockId);
          const blocks = [...section.blocks];
          blocks.splice(after >= 0 ? after + 1 : blocks.length, 0, block);
          return { ...section, blocks };
        }),
      };
    });
    edits.current += 1;
    setDirty(true);
  };
  const pictures = usePictures(api, insertBlock);

  const dropPictures = (event: DragEvent<HTMLDivElement>) => {
    const files = filesOf(event.dataTransfer.files);
    if (!files.length) return;
    event.preventDefault();
    pictures.addPictures(files, placeOf(event.target, event.clientY));
  };
  const pastePictures = (event: ClipboardEvent<HTMLDivElement>) => {
    const files = filesOf(event.clipboardData.files);
    // A paste a field already took (Markdown), or with no picture in it, is not ours.
    if (event.defaultPrevented || !files.some((file) => file.type.startsWith("image/"))) return;
    event.preventDefault();
    pictures.addPictures(files, placeOf(event.target));
  };

  const slugError =
    (slugTyped || attempted ? slugFormatProblem(form.slug) : null) ??
    (serverSlugError && serverSlugError.slug === form.slug ? serverSlugError.message : null);
  const titleError = attempted && !form.title.trim() ? "Give the post a title." : null;

  const revisionBody = previewing ? bodyOfStored(previewing.post, form.slug) : null;
  const previewBody = revisionBody ?? (form.title.trim() && hasContent(form) ? bodyOf(form) : null);
  const preview = usePreview(api, previewBody);

  const afterSave = (answer: SaveAnswer & { created: boolean }, editsSaved: number) => {
    // The copy was kept under the address the post had; a rename or a first save moves it.
    dropWorkingCopy(copyKey);
    dropWorkingCopy(workingCopyKey(uid, answer.slug));
    if (answer.slug !== savedSlug) onSavedAt(answer.slug);
    setSavedSlug(answer.slug);
    setEtag(answer.etag);
    setSlugChosen(true);
    setServerSlugError(null);
    setSaved(answer);
    setConflict(null);
    setDirty(edits.current !== editsSaved);
    setAttempted(false);
  };

  const save = async (condition?: Precondition) => {
    if (saving) return;
    setAttempted(true);
    const slugProblem = slugFormatProblem(form.slug);
    const titleProblem = !form.title.trim();
    const contentProblem = hasContent(form)
      ? null
      : "Write some content before saving: add a block to a section, or fill in the plain content.";
    if (slugProblem || titleProblem || contentProblem) {
      setFormError(contentProblem ?? "The post was not saved: correct the marked fields.");
      // No content: the author lands in the first (empty) block, ready to write.
      const firstBlock = form.sections.flatMap((section) => section.blocks)[0];
      focusSoon(slugProblem ? "post-slug" : titleProblem ? "post-title" : firstBlock ? firstFieldId(firstBlock) : ERROR_ID);
      return;
    }
    const body = bodyOf(form, savedSlug);
    const problem = bodyProblem(form, body);
    if (problem) {
      setFormError(`The post was not saved. ${problem.message}`);
      focusSoon(...(problem.focus ? [problem.focus] : []), ERROR_ID);
      return;
    }
    setSaving(true);
    setFormError(null);
    setSaved(null);
    const editsSaved = edits.current;
    const slug = form.slug;
    const precondition = condition ?? (etag ? { ifMatch: etag } : { create: true });
    // The blocks sent, by their place in the body, for the warnings the answer locates.
    const sent = sentSections(form).map((entry) => entry.blocks.map((block) => block.id));
    try {
      const answer = await api.savePost(slug, body, precondition);
      afterSave(answer, editsSaved);
      setBlockWarnings(
        new Map(
          (answer.wiringWarnings ?? []).flatMap(({ section, block, warnings }) => {
            const id = sent[section]?.[block];
            return id ? [[id, warnings] as const] : [];
          }),
        ),
      );
    } catch (error) {
      if (error instanceof ConflictError) {
        const theirs = error.current;
        const theirBody = theirs ? bodyOfStored(theirs.post, slug) : null;
        if (theirs && theirBody && sameContent(theirBody, body)) {
          // The server already has exactly this (an earlier try whose answer was lost): it is saved.
          afterSave(
            { slug, draft: body.draft, url: body.draft ? null : `/${slug}`, etag: theirs.etag, created: false },
            editsSaved,
          );
        } else {
          setConflict({
            slug,
            creating: "create" in precondition,
            theirs,
            changes: theirBody ? changesBetween(theirBody, body) : [],
          });
        }
      } else if (error instanceof ApiError && error.field === "slug") {
        setServerSlugError({ slug, message: error.message });
        setFormError("The post was not saved: choose another address.");
        focusSoon("post-slug");
      } else {
        const problem = problemOf(error);
        if (problem) {
          setFormError(`The post was not saved; your text is still here and kept in this browser. ${problem}`);
          focusSoon(ERROR_ID);
        }
      }
    } finally {
      setSaving(false);
    }
  };

  useSaveShortcut(() => {
    if (!conflict) void save();
  });

  const takeTheirs = (chosen: Conflict) => {
    if (!chosen.theirs) return;
    const slug = chosen.theirs.post.slug ?? chosen.slug;
    setForm(formFromStored({ ...chosen.theirs.post, slug }).form);
    setEtag(chosen.theirs.etag);
    if (slug !== savedSlug) onSavedAt(slug);
    setSavedSlug(slug);
    setSlugChosen(true);
    setConflict(null);
    setDirty(false);
    dropWorkingCopy(copyKey);
    announce("The server's version is in the editor; your changes were discarded.");
    focusSoon("post-editor-title");
  };

  const keepMine = (chosen: Conflict) => {
    void save(chosen.theirs ? { ifMatch: chosen.theirs.etag } : { create: true });
  };

  const copyMine = (chosen: Conflict) => {
    // The form as it is now: the author may have typed on since the conflict.
    const name = `${chosen.slug}-my-version.json`;
    downloadText(name, `${JSON.stringify({ slug: form.slug, ...bodyOf(form, savedSlug) }, null, 2)}\n`);
    announce(`Your version was downloaded as ${name}.`);
  };

  const restoreRevision = (revision: RevisionAnswer) => {
    const { form: restored } = formFromStored({ ...revision.post, slug: form.slug });
    setForm(restored);
    edits.current += 1;
    setDirty(true);
    setPreviewing(null);
    announce(`The version from ${dateTimeText(revision.revision.savedAt)} is in the editor. Save to make it the current one.`);
    focusSoon("post-title");
  };

  /** Pasted Markdown as blocks where it was pasted; the document's `# Title` fills an empty title. */
  const pasteMarkdown = async (blockId: string | null, markdown: string): Promise<boolean> => {
    const converted = (await loadMarkdown()).blocksFromMarkdown(markdown);
    if (!converted.structured) return false;
    if (converted.problems.length) {
      setFormError(
        `Pasted as text: some lines are not Markdown the site can show (${converted.problems
          .map((problem) => `line ${problem.line}: ${problem.message}`)
          .join("; ")}).`,
      );
      return false;
    }
    const { title } = converted;
    const fillsTitle = title !== undefined && !form.title.trim();
    const heading = title !== undefined && !fillsTitle ? fromBlock({ h1: title }) : null;
    const blocks: BlockDraft[] = [...(heading ? [heading] : []), ...converted.blocks];
    setForm((current) => ({
      ...current,
      ...(fillsTitle ? { title, ...(slugChosen ? {} : { slug: slugFromTitle(title) }) } : {}),
      sections: (current.sections.length ? current.sections : [newSection()]).map((section, sectionAt) => {
        // No block named: the document goes at the start of the post.
        if (blockId === null)
          return sectionAt === 0 ? { ...section, blocks: [...blocks, ...section.blocks.filter(hasText)] } : section;
        const at = section.blocks.findIndex((block) => block.id === blockId);
        const here = section.blocks[at];
        if (!here) return section;
        // An empty block is replaced by what was pasted; one with text keeps it, and the blocks follow.
        const keep = hasText(here);
        return {
          ...section,
          blocks: [...section.blocks.slice(0, keep ? at + 1 : at), ...blocks, ...section.blocks.slice(at + 1)],
        };
      }),
    }));
    edits.current += 1;
    setDirty(true);
    const first = blocks[0];
    if (first) focusSoon(firstFieldId(first));
    announce(
      `${blocks.length === 1 ? "One block" : `${blocks.length} blocks`} made from the pasted Markdown${fillsTitle ? ", and its heading is the title" : ""}.`,
    );
    return true;
  };
  const tools: EditorTools = {
    format: form.format,
    pasteMarkdown,
    addPictures: pictures.addPictures,
    openLibrary: (place) => setLibrary(place),
    altRequired: attempted && !form.draft,
    blockWarnings,
  };

  /**
   * A whole Markdown document (several lines) pasted into one of the post's own fields (its
   * address, title or description) is meant as the post: it fills the title and the first section.
   */
  const pasteDocument = (event: ClipboardEvent<HTMLDivElement>) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement)) return;
    const text = event.clipboardData.getData("text/plain");
    if (!text.trim().includes("\n") || !looksLikeMarkdown(text)) return;
    event.preventDefault();
    void pasteMarkdown(null, text).then(
      (done) => {
        if (!done) insertText(box, text);
      },
      () => insertText(box, text),
    );
  };

  const applyImport = (name: string, fields: ReturnType<typeof formFieldsFromMarkdown>) => {
    setForm((current) => {
      const title = fields.title ?? current.title;
      return {
        ...current,
        title,
        ...(slugChosen ? {} : { slug: fields.slug ?? slugFromTitle(title) }),
        ...fields.change,
        meta: { ...current.meta, ...fields.change.meta },
        sections: fields.sections,
        format: "markdown",
      };
    });
    edits.current += 1;
    setDirty(true);
    setImporting(null);
    announce(`${name} is in the editor: ${fields.sections.length === 1 ? "one section" : `${fields.sections.length} sections`}.`);
    focusSoon("post-title");
  };

  const importFile = async (file: File) => {
    setFormError(null);
    const fields = (await loadMarkdown()).formFieldsFromMarkdown(await file.text());
    if (fields.problems.length) {
      setFormError(
        `${file.name} was not imported: ${fields.problems.map((problem) => `line ${problem.line}: ${problem.message}`).join("; ")}`,
      );
      focusSoon(ERROR_ID);
      return;
    }
    if (dirty) {
      setImporting({ name: file.name, fields });
      focusSoon("post-import-confirm-yes");
    } else applyImport(file.name, fields);
  };

  const exportMarkdown = async () => {
    const { postAsMarkdown } = await loadMarkdown();
    const name = `${form.slug || "post"}.md`;
    downloadText(name, postAsMarkdown(bodyOf(form)), "text/markdown");
    announce(`The post was downloaded as ${name}.`);
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
        aria-describedby={formError ? ERROR_ID : undefined}
        onDragOver={(event) => {
          // Saying yes to files is what lets them be dropped here rather than opened by the browser.
          if (event.dataTransfer.types.includes("Files")) event.preventDefault();
        }}
        onDrop={dropPictures}
        onPaste={pastePictures}
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
              if (file) void importFile(file);
            }}
          />
          <button type="button" id="post-export" className="studio-button" onClick={() => void exportMarkdown()}>
            Download as Markdown
          </button>
        </div>
        {importing ? (
          <ConfirmBox
            id="post-import-confirm"
            question={`Replace the editor's content with ${importing.name}? Your unsaved changes would be lost.`}
            confirm="Replace with the file"
            cancel="Keep my changes"
            onConfirm={() => applyImport(importing.name, importing.fields)}
            onCancel={() => setImporting(null)}
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
                previewing={previewing?.revision.id ?? null}
                onPreview={setPreviewing}
                onRestore={restoreRevision}
              />
            </Suspense>
          ) : null}
        </div>

        <div onPaste={pasteDocument}>
          <PostBasics
            form={form}
            savedSlug={savedSlug}
            slugError={slugError}
            titleError={titleError}
            onSlug={(slug) => {
              setSlugChosen(true);
              setSlugTyped(true);
              update({ slug });
            }}
            onTitle={(title) => update(slugChosen ? { title } : { title, slug: slugFromTitle(title) })}
            onChange={update}
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
              changes={conflict.changes}
              updated={conflict.theirs?.updated ?? null}
              kind={conflict.theirs === null ? "gone" : conflict.creating ? "exists" : "changed"}
              busy={saving}
              onTakeTheirs={() => takeTheirs(conflict)}
              onKeepMine={() => keepMine(conflict)}
              onCopyMine={() => copyMine(conflict)}
            />
          </Suspense>
        ) : null}

        {library ? (
          <Suspense fallback={null}>
            <MediaLibrary
              api={api}
              onClose={closeLibrary}
              onInsert={(item) => {
                const figure = figureOf(item.url, item.alt);
                insertBlock(library, figure);
                setLibrary(null);
                focusSoon(`${figure.id}-alt`);
                announce("The picture is added as a figure.");
              }}
            />
          </Suspense>
        ) : null}

        <div className="studio-savebar">
          {pictures.status}
          <div id={ERROR_ID} role="alert" tabIndex={-1} className="studio-form-error">
            {formError ? <p className="notice notice--error">{formError}</p> : null}
          </div>
          <div role="status" className="studio-save-status">
            <SaveStatus saved={saved} />
          </div>
          <div className="studio-savebar-actions">
            <button
              type="button"
              className="button"
              disabled={saving || conflict !== null}
              aria-keyshortcuts="Control+S Meta+S"
              onClick={() => void save()}
            >
              {saving ? "Saving…" : form.draft ? "Save the draft" : "Save and publish"}
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
