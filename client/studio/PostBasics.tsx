import { CheckboxField, SelectField, TextField } from "./fields";
import type { PostForm } from "./post-form";
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
}

/** The post's address, title, topic and draft flag. */
export function PostBasics({ form, savedSlug, slugError, titleError, onSlug, onTitle, onChange }: PostBasicsProps) {
  const topicOptions = [{ value: "", label: "No topic" }, ...useTopicOptions()];
  return (
    <>
      <fieldset className="studio-group">
        <legend>Address and title</legend>
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
        <TextField id="post-title" label="Title" error={titleError} value={form.title} maxLength={200} onValue={onTitle} />
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
        <CheckboxField
          id="post-draft"
          label="Draft: only you can see it"
          hint="Untick to publish the post at its address when you save."
          checked={form.draft}
          onChecked={(draft) => onChange({ draft })}
        />
      </fieldset>
    </>
  );
}
