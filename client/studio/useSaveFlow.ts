import { useEffect, useMemo, useRef, useState } from "react";
import { useAnnounce } from "./announce";
import { ApiError, ConflictError, problemOf, type Precondition, type StudioApi } from "./api";
import { bodyProblem, sentSections } from "./body-check";
import { firstFieldId } from "./BlockEditor";
import { sameContent } from "./changes";
import { downloadText } from "./download";
import { focusSoon } from "./focus";
import { bodyOf, formFromStored, hasContent, type PostForm } from "./post-form";
import { slugFormatProblem } from "../data/slug";
import type { PostBody, Review, SaveAnswer, ServerVersion, StoredPost } from "./types";
import { useWorkingCopy } from "./useWorkingCopy";
import { canKeepWorkingCopies, dropWorkingCopy, workingCopyKey } from "./working-copy";

/** Where the editor says why a save did not happen; focus goes there when no field is to blame. */
export const FORM_ERROR_ID = "post-editor-error";

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
  /** A contributor's post under review (submitted, or sent back with a note), as stored. */
  review?: Review | null;
}

/** A save that met a newer version on the server, while the author chooses. */
export interface Conflict {
  slug: string;
  /** The save was to create a new post. */
  creating: boolean;
  theirs: ServerVersion | null;
  /** The server's version as the body a save would send (null: there is none), to compare with the author's. */
  theirBody: PostBody | null;
  /** The author's body that met it. */
  mine: PostBody;
}

export type SavedAnswer = SaveAnswer & { created: boolean };

/** A stored post (or a version of it) as the body a save would send, for comparing with the author's. */
export const bodyOfStored = (post: Omit<StoredPost, "slug">, slug: string): PostBody =>
  bodyOf(formFromStored({ ...post, slug }).form);

export interface SaveFlow {
  form: PostForm;
  /** Every change the author makes goes through here, so the flow knows what is not saved yet. */
  edit: (change: (current: PostForm) => PostForm) => void;
  /** Where the post is saved now (null: never saved). */
  savedSlug: string | null;
  /** The version the form is based on, sent as If-Match (null: never saved). */
  etag: string | null;
  /**
   * The server made a newer version of the saved post without changing what the editor edits
   * (submitted for review, withdrawn): later saves are based on it.
   */
  adoptVersion: (etag: string) => void;
  dirty: boolean;
  saving: boolean;
  /** The last save's answer, until the next save starts. */
  saved: SavedAnswer | null;
  conflict: Conflict | null;
  /** A save was tried since the last one that succeeded: fields say what they lack. */
  attempted: boolean;
  formError: string | null;
  /** Says why something did not happen, in the save bar; `focus` takes the author there. */
  report: (message: string | null, focus?: boolean) => void;
  /** The server's refusal of the address now in the form, if it refused it. */
  slugRefusal: string | null;
  /** The last save's pin warnings, by the id of the wiring block each is about. */
  blockWarnings: ReadonlyMap<string, readonly string[]>;
  /** Whether the form can be sent; if not, says why and takes the author to the field to fix. */
  check: (form?: PostForm) => boolean;
  /** Checks and saves the form (the one given, else the editor's), on the version it started from. */
  save: (options?: { form?: PostForm; condition?: Precondition }) => Promise<void>;
  /** The conflict's choices. */
  takeTheirs: () => void;
  keepMine: () => void;
  copyMine: () => void;
}

/**
 * The editor's form and how it is saved: every edit counted (a save that finishes after more
 * typing does not call that typing saved), the working copy kept in this browser until a save
 * succeeds, conditional saves on the version the form started from, a conflict the author
 * settles (theirs, mine, or a download of mine), and an answer that was lost recognised as saved
 * when the server already holds exactly this post.
 */
export function useSaveFlow({
  api,
  uid,
  start,
  onSavedAt,
}: {
  api: StudioApi;
  uid: string;
  start: EditorStart;
  onSavedAt: (slug: string) => void;
}): SaveFlow {
  const announce = useAnnounce();
  const [form, setForm] = useState(start.form);
  const [savedSlug, setSavedSlug] = useState(start.savedSlug);
  const [etag, setEtag] = useState(start.etag);
  const [dirty, setDirty] = useState(start.restored === true);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<SavedAnswer | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverSlugError, setServerSlugError] = useState<{ slug: string; message: string } | null>(null);
  const [blockWarnings, setBlockWarnings] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  // Counts edits, so a save that finishes after more typing does not call that typing saved.
  const edits = useRef(0);
  // A click while a save is on its way is not a second save.
  const sending = useRef(false);

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

  const edit = (change: (current: PostForm) => PostForm) => {
    setForm(change);
    edits.current += 1;
    setDirty(true);
  };

  const report = (message: string | null, focus = false) => {
    setFormError(message);
    if (focus) focusSoon(FORM_ERROR_ID);
  };

  const check = (toSave: PostForm = form): boolean => {
    setAttempted(true);
    const slugProblem = slugFormatProblem(toSave.slug);
    const titleProblem = !toSave.title.trim();
    const contentProblem = hasContent(toSave)
      ? null
      : "Write some content before saving: add a block to a section, or fill in the plain content.";
    if (slugProblem || titleProblem || contentProblem) {
      setFormError(contentProblem ?? "The post was not saved: correct the marked fields.");
      // No content: the author lands in the first (empty) block, ready to write.
      const firstBlock = toSave.sections.flatMap((section) => section.blocks)[0];
      focusSoon(slugProblem ? "post-slug" : titleProblem ? "post-title" : firstBlock ? firstFieldId(firstBlock) : FORM_ERROR_ID);
      return false;
    }
    const problem = bodyProblem(toSave, bodyOf(toSave, savedSlug));
    if (problem) {
      setFormError(`The post was not saved. ${problem.message}`);
      focusSoon(...(problem.focus ? [problem.focus] : []), FORM_ERROR_ID);
      return false;
    }
    return true;
  };

  const afterSave = (answer: SavedAnswer, editsSaved: number) => {
    // The copy was kept under the address the post had; a rename or a first save moves it.
    dropWorkingCopy(copyKey);
    dropWorkingCopy(workingCopyKey(uid, answer.slug));
    if (answer.slug !== savedSlug) onSavedAt(answer.slug);
    setSavedSlug(answer.slug);
    setEtag(answer.etag);
    setServerSlugError(null);
    setSaved(answer);
    setConflict(null);
    setDirty(edits.current !== editsSaved);
    setAttempted(false);
  };

  const save = async ({ form: toSave = form, condition }: { form?: PostForm; condition?: Precondition } = {}) => {
    if (sending.current || !check(toSave)) return;
    sending.current = true;
    setSaving(true);
    setFormError(null);
    setSaved(null);
    const body = bodyOf(toSave, savedSlug);
    const editsSaved = edits.current;
    const slug = toSave.slug;
    const precondition = condition ?? (etag ? { ifMatch: etag } : { create: true });
    // The blocks sent, by their place in the body, for the warnings the answer locates.
    const sent = sentSections(toSave).map((entry) => entry.blocks.map((block) => block.id));
    try {
      const answer = await api.savePost(slug, body, precondition);
      afterSave(answer, editsSaved);
      // A publish time that came due before the save is not kept: the post was published at once.
      const kept = answer.publishAt ?? "";
      if (kept !== toSave.publishAt)
        setForm((current) => (current.publishAt === toSave.publishAt ? { ...current, publishAt: kept } : current));
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
          const publishAt = body.publishAt ?? null;
          afterSave(
            {
              slug,
              draft: body.draft,
              publishAt,
              url: body.draft || publishAt ? null : `/${slug}`,
              etag: theirs.etag,
              created: false,
            },
            editsSaved,
          );
        } else {
          setConflict({
            slug,
            creating: "create" in precondition,
            theirs,
            theirBody,
            mine: body,
          });
        }
      } else if (error instanceof ApiError && error.field === "slug") {
        setServerSlugError({ slug, message: error.message });
        setFormError("The post was not saved: choose another address.");
        focusSoon("post-slug");
      } else {
        const problem = problemOf(error);
        if (problem) report(`The post was not saved; your text is still here and kept in this browser. ${problem}`, true);
      }
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };

  const takeTheirs = () => {
    if (!conflict?.theirs) return;
    const slug = conflict.theirs.post.slug ?? conflict.slug;
    setForm(formFromStored({ ...conflict.theirs.post, slug }).form);
    setEtag(conflict.theirs.etag);
    if (slug !== savedSlug) onSavedAt(slug);
    setSavedSlug(slug);
    setConflict(null);
    setDirty(false);
    dropWorkingCopy(copyKey);
    announce("The server's version is in the editor; your changes were discarded.");
    focusSoon("post-editor-title");
  };

  const keepMine = () => {
    if (conflict) void save({ condition: conflict.theirs ? { ifMatch: conflict.theirs.etag } : { create: true } });
  };

  const copyMine = () => {
    if (!conflict) return;
    // The form as it is now: the author may have typed on since the conflict.
    const name = `${conflict.slug}-my-version.json`;
    downloadText(name, `${JSON.stringify({ slug: form.slug, ...bodyOf(form, savedSlug) }, null, 2)}\n`);
    announce(`Your version was downloaded as ${name}.`);
  };

  return {
    form,
    edit,
    savedSlug,
    etag,
    adoptVersion: setEtag,
    dirty,
    saving,
    saved,
    conflict,
    attempted,
    formError,
    report,
    slugRefusal: serverSlugError && serverSlugError.slug === form.slug ? serverSlugError.message : null,
    blockWarnings,
    check,
    save,
    takeTheirs,
    keepMine,
    copyMine,
  };
}
