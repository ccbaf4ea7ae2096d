import { readerHeading } from "../data/post";
import { CheckboxField, SelectField, TextField } from "./fields";
import { META_LABELS, SHORT_TITLE_LABEL, type PostForm } from "./post-form";
import { PostFactsFields } from "./PostFactsFields";
import { ScheduleFields } from "./ScheduleFields";
import { useTopicOptions } from "./topics";

interface PostBasicsProps {
  form: PostForm;
  /** Where the post is saved now, so the hint can say a new address moves it. */
  savedSlug: string | null;
  slugError: string | null;
  titleError: string | null;
  onSlug: (slug: string) => void;
  onTitle: (title: string) => void;
  onChange: (change: Partial<PostForm>) => void;
  /** A contributor's editor: the post stays a draft, and an editor publishes it after review. */
  contributor?: boolean;
  /** A save is on its way (the schedule's buttons wait for it). */
  saving: boolean;
  /** Saves the post scheduled for this UTC time, or as a draft again (null). */
  onSchedule: (publishAt: string | null) => void;
}

/**
 * The post's address, its two titles, topic and draft flag, and the tutorial's facts. The two titles are named for
 * what they do: the meta title is the heading readers see (and the browser tab's title),
 * the post's own title is the short one lists show. The heading readers will see is shown
 * under them, with a word when the two differ.
 */
export function PostBasics({
  form,
  savedSlug,
  slugError,
  titleError,
  onSlug,
  onTitle,
  onChange,
  contributor = false,
  saving,
  onSchedule,
}: PostBasicsProps) {
  const topicOptions = [{ value: "", label: "No topic" }, ...useTopicOptions()];
  const heading = readerHeading({ slug: form.slug, title: form.title.trim(), meta: { title: form.meta.title.trim() } });
  const differs = Boolean(form.meta.title.trim()) && Boolean(form.title.trim()) && form.meta.title.trim() !== form.title.trim();
  return (
    <>
      <fieldset className="studio-group">
        <legend>Address and titles</legend>
        <TextField
          id="post-slug"
          label="Address (slug)"
          hint={
            <>
              The post&apos;s address on the site: /{form.slug || "your-address"}. Lower-case letters, digits and single hyphens.
              {savedSlug && form.slug !== savedSlug ? ` Saving moves the post from /${savedSlug}.` : ""}
            </>
          }
          error={slugError}
          value={form.slug}
          maxLength={100}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          onValue={onSlug}
        />
        <TextField
          id="post-title"
          label={SHORT_TITLE_LABEL.label}
          hint={SHORT_TITLE_LABEL.hint}
          error={titleError}
          value={form.title}
          maxLength={200}
          onValue={onTitle}
        />
        <TextField
          id="post-meta-title"
          label={META_LABELS.title.label}
          hint={META_LABELS.title.hint}
          value={form.meta.title}
          maxLength={1000}
          onValue={(title) => onChange({ meta: { ...form.meta, title } })}
        />
        <div className="studio-reader-heading">
          <p>
            Readers see the heading: {heading ? <strong>{heading}</strong> : <span className="studio-muted">(none yet)</span>}
          </p>
          {differs ? (
            <p className="notice studio-heading-differs">
              The heading differs from the short title: lists show “{form.title.trim()}”, the post shows “{heading}”.
            </p>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="studio-group">
        <legend>Publishing</legend>
        <SelectField
          id="post-topic"
          label="Topic"
          hint="The topic page under /learn/ the post belongs to, if any."
          value={form.topic}
          options={topicOptions}
          onValue={(topic) => onChange({ topic })}
        />
        {contributor ? (
          // A contributor may tick Draft (to change a post an editor published) but never untick it.
          <CheckboxField
            id="post-draft"
            label="Draft: only you (and editors, once you submit it) can see it"
            hint="As a contributor you save drafts. Use “Submit for review” when it is ready: an editor publishes it, or sends it back with a note."
            checked={form.draft}
            disabled={form.draft}
            onChecked={(draft) => onChange({ draft })}
          />
        ) : (
          <>
            <CheckboxField
              id="post-draft"
              label="Draft: only you can see it"
              hint={
                form.publishAt
                  ? "Tick to take the post off its schedule: it stays a draft when you save."
                  : "Untick to publish the post at its address when you save."
              }
              checked={form.draft}
              // A draft has no publish time: ticking Draft takes a scheduled post off its schedule.
              onChecked={(draft) => onChange(draft ? { draft, publishAt: "" } : { draft })}
            />
            {/* A post that is public (or will be on this save) has nothing to wait for. */}
            {form.draft || form.publishAt ? (
              <ScheduleFields
                publishAt={form.draft ? "" : form.publishAt}
                saving={saving}
                onSchedule={onSchedule}
                onCancel={() => onSchedule(null)}
              />
            ) : null}
          </>
        )}
      </fieldset>

      <PostFactsFields form={form} onChange={onChange} />
    </>
  );
}
