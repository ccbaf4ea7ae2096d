import { TextAreaField, TextField } from "./fields";
import { DESCRIPTION_GUIDE, META_LABELS } from "./post-form";
import { META_KEYS, type MetaKey } from "../data/post-schema";

/**
 * The post's search and sharing fields (meta), each optional. The meta title is not here:
 * it is the heading readers see, so it sits beside the short title (PostBasics).
 */
export function MetaFields({
  meta,
  onChange,
}: {
  meta: Record<MetaKey, string>;
  onChange: (key: MetaKey, value: string) => void;
}) {
  return (
    <fieldset className="studio-group">
      <legend>Search and sharing</legend>
      {META_KEYS.filter((key) => key !== "title").map((key) => {
        const { label, hint, type } = META_LABELS[key];
        const id = `post-meta-${key}`;
        if (key === "description") {
          const length = meta.description.length;
          return (
            <TextAreaField
              key={key}
              id={id}
              label={label}
              rows={3}
              maxLength={1000}
              value={meta.description}
              onValue={(value) => onChange(key, value)}
              hint={
                <>
                  {hint}{" "}
                  <span className={length > DESCRIPTION_GUIDE ? "studio-count studio-count--over" : "studio-count"}>
                    {length} {length === 1 ? "character" : "characters"}
                    {length > DESCRIPTION_GUIDE ? `: search engines may cut it after about ${DESCRIPTION_GUIDE}` : ""}.
                  </span>
                </>
              }
            />
          );
        }
        return (
          <TextField
            key={key}
            id={id}
            label={label}
            hint={hint}
            maxLength={1000}
            value={meta[key]}
            onValue={(value) => onChange(key, value)}
            {...(type === "url" ? { inputMode: "url" as const, spellCheck: false } : {})}
          />
        );
      })}
    </fieldset>
  );
}
