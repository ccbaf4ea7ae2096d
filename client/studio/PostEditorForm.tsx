import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { ApiError, problemOf, type StudioApi } from "./api";
import { CheckboxField, SelectField, TextAreaField, TextField } from "./fields";
import { ConfirmBox } from "./ConfirmBox";
import { focusSoon } from "./focus";
import { MetaFields } from "./MetaFields";
import { bodyOf, hasContent, type PostForm } from "./post-form";
import { PreviewPane } from "./PreviewPane";
import { SectionsEditor } from "./SectionsEditor";
import { slugFormatProblem, slugFromTitle } from "./slug";
import type { SaveAnswer } from "./types";
import { useTopicOptions } from "./topics";
import { usePreview } from "./usePreview";

const ERROR_ID = "post-editor-error";

interface PostEditorFormProps {
  api: StudioApi;
  initial: PostForm;
  /** The address the post is saved under, or null for a post never saved. */
  savedSlug: string | null;
  onClose: () => void;
  /**
   * Set to this editor's way of leaving (then going where `then` goes), so the studio's own
   * navigation asks about unsaved changes too.
   */
  leaveRef: RefObject<((then: () => void) => void) | null>;
}

/** The post's fields, its sections and a live preview; saving keeps the editor open. */
export function PostEditorForm({ api, initial, savedSlug: initialSavedSlug, onClose, leaveRef }: PostEditorFormProps) {
  const [form, setForm] = useState(initial);
  const [savedSlug, setSavedSlug] = useState(initialSavedSlug);
  // A new post's address follows its title until the author types one.
  const [slugChosen, setSlugChosen] = useState(initialSavedSlug !== null);
  const [slugTyped, setSlugTyped] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverSlugError, setServerSlugError] = useState<{ slug: string; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<(SaveAnswer & { created: boolean }) | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  // Counts edits, so a save that finishes after more typing does not call that typing saved.
  const edits = useRef(0);
  // Where "Leave without saving" goes, while the author is being asked.
  const [leaving, setLeaving] = useState<{ then: () => void } | null>(null);

  // Unsaved work is not lost to a reload or a closed tab without the browser asking first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const update = (change: Partial<PostForm>) => {
    setForm((current) => ({ ...current, ...change }));
    edits.current += 1;
    setDirty(true);
  };

  const slugError =
    (slugTyped || attempted ? slugFormatProblem(form.slug) : null) ??
    (serverSlugError && serverSlugError.slug === form.slug ? serverSlugError.message : null);
  const titleError = attempted && !form.title.trim() ? "Give the post a title." : null;

  const topicOptions = [{ value: "", label: "No topic" }, ...useTopicOptions()];

  const previewBody = form.title.trim() && hasContent(form) ? bodyOf(form) : null;
  const preview = usePreview(api, previewBody);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    const slugProblem = slugFormatProblem(form.slug);
    const titleProblem = !form.title.trim();
    const contentProblem = hasContent(form)
      ? null
      : "Write some content before saving: add a block to a section, or fill in the plain content.";
    if (slugProblem || titleProblem || contentProblem) {
      setFormError(contentProblem ?? "The post was not saved: correct the marked fields.");
      focusSoon(slugProblem ? "post-slug" : titleProblem ? "post-title" : ERROR_ID);
      return;
    }
    setSaving(true);
    setFormError(null);
    setSaved(null);
    const editsSaved = edits.current;
    try {
      const answer = await api.savePost(form.slug, bodyOf(form, savedSlug));
      setSavedSlug(answer.slug);
      setSlugChosen(true);
      setServerSlugError(null);
      setSaved(answer);
      setDirty(edits.current !== editsSaved);
      setAttempted(false);
    } catch (error) {
      if (error instanceof ApiError && error.field === "slug") {
        setServerSlugError({ slug: form.slug, message: error.message });
        setFormError("The post was not saved: choose another address.");
        focusSoon("post-slug");
      } else {
        const problem = problemOf(error);
        if (problem) {
          setFormError(`The post was not saved. ${problem}`);
          focusSoon(ERROR_ID);
        }
      }
    } finally {
      setSaving(false);
    }
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
      <form className="studio-editor-form" onSubmit={save} noValidate aria-describedby={formError ? ERROR_ID : undefined}>
        <div className="studio-actions">
          <button type="button" id="post-back" className="studio-button" onClick={() => leave()}>
            Back to my posts
          </button>
        </div>
        {leaving ? (
          <ConfirmBox
            id="post-leave"
            question="This post has changes that are not saved. Leave without saving them?"
            confirm="Leave without saving"
            cancel="Stay here"
            onConfirm={leaving.then}
            onCancel={() => setLeaving(null)}
            returnFocusTo="post-back"
          />
        ) : null}

        <fieldset className="studio-group">
          <legend>Address and title</legend>
          <TextField
            id="post-slug"
            label="Address (slug)"
            hint={
              <>
                The post&apos;s address on the site: /{form.slug || "your-address"}. Lower-case letters, digits and single
                hyphens.
                {savedSlug && form.slug !== savedSlug ? ` Saving moves the post from /${savedSlug}.` : ""}
              </>
            }
            error={slugError}
            value={form.slug}
            maxLength={100}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            onValue={(slug) => {
              setSlugChosen(true);
              setSlugTyped(true);
              update({ slug });
            }}
          />
          <TextField
            id="post-title"
            label="Title"
            error={titleError}
            value={form.title}
            maxLength={200}
            onValue={(title) => update(slugChosen ? { title } : { title, slug: slugFromTitle(title) })}
          />
        </fieldset>

        <fieldset className="studio-group">
          <legend>Publishing</legend>
          <SelectField
            id="post-topic"
            label="Topic"
            hint="The topic page under /learn/ the post belongs to, if any."
            value={form.topic}
            options={topicOptions}
            onValue={(topic) => update({ topic })}
          />
          <CheckboxField
            id="post-draft"
            label="Draft: only you can see it"
            hint="Untick to publish the post at its address when you save."
            checked={form.draft}
            onChecked={(draft) => update({ draft })}
          />
        </fieldset>

        <MetaFields meta={form.meta} onChange={(key, value) => update({ meta: { ...form.meta, [key]: value } })} />

        <SectionsEditor sections={form.sections} onChange={(sections) => update({ sections })} />

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

        <div className="studio-savebar">
          <div id={ERROR_ID} role="alert" tabIndex={-1} className="studio-form-error">
            {formError ? <p className="notice notice--error">{formError}</p> : null}
          </div>
          <div role="status" className="studio-save-status">
            {saved ? (
              <p className="notice notice--success">
                {saved.created ? "Created" : "Saved"}
                {saved.draft ? " as a draft: only you can see it." : " and published. "}
                {saved.url ? <a href={saved.url}>View the post</a> : null}
              </p>
            ) : null}
          </div>
          <div className="studio-savebar-actions">
            <button type="submit" className="button" disabled={saving}>
              {saving ? "Saving…" : form.draft ? "Save the draft" : "Save and publish"}
            </button>
            {dirty ? <span className="studio-muted"> Unsaved changes</span> : null}
          </div>
        </div>
      </form>
      <PreviewPane
        preview={preview}
        waitingFor={previewBody ? null : "The preview appears once the post has a title and some content."}
      />
    </div>
  );
}
