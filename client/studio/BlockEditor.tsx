import { CODE_LANGUAGES, HEADING_LEVELS, kindLabel, type BlockDraft, type HeadingLevel } from "./blocks";
import { useRef } from "react";
import { mediaOf } from "../data/media";
import { useEditorTools, useMarkdownPaste } from "./editor-context";
import { SelectField, TextAreaField, TextField } from "./fields";
import { indentSelection } from "./text-edit";
import { PartsEditor } from "./PartsEditor";
import { TableEditor } from "./TableEditor";
import { WiringEditor } from "./WiringEditor";

const headingOptions = HEADING_LEVELS.map((level) => ({ value: String(level), label: `h${level}` }));

/** A code block keeps a language the menu does not list (an older post's "arduino"), rather than losing it. */
const languageOptions = (lang: string) =>
  CODE_LANGUAGES.some((option) => option.value === lang) ? CODE_LANGUAGES : [...CODE_LANGUAGES, { value: lang, label: lang }];

/** The id of a block's first input, where focus goes when the block is added. */
export function firstFieldId(block: BlockDraft): string {
  switch (block.kind) {
    case "table":
      return `${block.id}-cell-head-0`;
    case "wiring":
      return `${block.id}-board`;
    case "parts":
      return block.items[0] ? `${block.items[0].id}-qty` : `${block.id}-add-part`;
    default:
      return `${block.id}-text`;
  }
}

/** The inputs of one block, suited to its kind. */
export function BlockEditor({ block, onChange }: { block: BlockDraft; onChange: (block: BlockDraft) => void }) {
  const id = block.id;
  const onPaste = useMarkdownPaste(id);
  const { altRequired, blockWarnings } = useEditorTools();
  // Escape lets the next Tab leave the code box, so a keyboard user is never trapped in it.
  const escaped = useRef(false);
  switch (block.kind) {
    case "heading":
      return (
        <div className="studio-block-fields studio-block-fields--heading">
          <TextField
            id={`${id}-text`}
            label="Heading text"
            value={block.text}
            onValue={(text) => onChange({ ...block, text })}
            onPaste={onPaste}
          />
          <SelectField
            id={`${id}-level`}
            label="Level"
            hint="The page fits headings into its outline under the title: the first becomes h2, and none skips a level."
            value={String(block.level)}
            options={headingOptions}
            onValue={(level) => onChange({ ...block, level: Number(level) as HeadingLevel })}
          />
        </div>
      );
    case "p":
    case "note":
    case "warning":
      return (
        <TextAreaField
          id={`${id}-text`}
          label={block.kind === "p" ? "Paragraph text" : block.kind === "note" ? "Note text" : "Warning text"}
          rows={block.kind === "p" ? 5 : 3}
          hint={block.kind === "p" ? "Paste a Markdown document here to turn it into blocks." : undefined}
          onPaste={onPaste}
          value={block.text}
          onValue={(text) => onChange({ ...block, text })}
        />
      );
    case "img":
      return (
        <TextField
          id={`${id}-text`}
          label="Image address"
          hint="A path on this site (/images/board.svg) or an https address. Shown as decoration, without alt text; use a figure for an image that carries meaning."
          value={block.src}
          onValue={(src) => onChange({ ...block, src })}
          inputMode="url"
          spellCheck={false}
        />
      );
    case "code":
      return (
        <div className="studio-block-fields">
          <TextAreaField
            id={`${id}-text`}
            label="Code"
            hint="Tab indents and Shift+Tab outdents; to leave the box, press Escape and then Tab."
            className="studio-code-input"
            onKeyDown={(event) => {
              if (["Shift", "Control", "Alt", "Meta"].includes(event.key)) return;
              if (event.key === "Escape") {
                escaped.current = true;
                return;
              }
              if (event.key === "Tab" && !escaped.current && !event.ctrlKey && !event.altKey && !event.metaKey) {
                event.preventDefault();
                indentSelection(event.currentTarget, event.shiftKey);
              }
              escaped.current = false;
            }}
            rows={8}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            value={block.text}
            onValue={(text) => onChange({ ...block, text })}
          />
          <SelectField
            id={`${id}-lang`}
            label="Language"
            value={block.lang}
            options={languageOptions(block.lang)}
            onValue={(lang) => onChange({ ...block, lang })}
          />
        </div>
      );
    case "table":
      return <TableEditor id={id} value={block} onChange={(table) => onChange({ ...block, ...table })} />;
    case "ul":
    case "ol":
      return (
        <TextAreaField
          id={`${id}-text`}
          label={block.kind === "ul" ? "Bulleted items" : "Numbered items"}
          hint="One item a line; empty lines are left out."
          rows={5}
          value={block.items}
          onValue={(items) => onChange({ ...block, items })}
        />
      );
    case "figure": {
      const upload = mediaOf(block.src.trim());
      const altMissing = altRequired && !block.alt.trim() && block.src.trim() !== "";
      return (
        <div className="studio-block-fields">
          {upload ? (
            // The alt text is the field below; the thumbnail only shows the author which picture this is.
            <img
              className="studio-figure-thumb"
              src={`${block.src.trim()}?w=320`}
              alt=""
              width={upload.width}
              height={upload.height}
              loading="lazy"
            />
          ) : null}
          <TextField
            id={`${id}-text`}
            label="Image address"
            hint={
              upload
                ? `An uploaded picture, ${upload.width} × ${upload.height} pixels.`
                : "A path on this site (/images/board.svg), an https address, or an uploaded picture's address."
            }
            value={block.src}
            onValue={(src) => onChange({ ...block, src })}
            inputMode="url"
            spellCheck={false}
          />
          <TextField
            id={`${id}-alt`}
            label="Alt text"
            hint="What the image shows, for readers who cannot see it. Needed to publish the post; a draft may wait."
            error={altMissing ? "Describe the picture before publishing: a published figure needs alt text." : null}
            value={block.alt}
            onValue={(alt) => onChange({ ...block, alt })}
          />
          <TextField
            id={`${id}-caption`}
            label="Caption"
            value={block.caption}
            onValue={(caption) => onChange({ ...block, caption })}
          />
        </div>
      );
    }
    case "wiring":
      return <WiringEditor block={block} warnings={blockWarnings.get(id) ?? []} onChange={onChange} />;
    case "parts":
      return <PartsEditor block={block} onChange={onChange} />;
    case "kept":
      return (
        <p id={`${id}-text`} tabIndex={-1} className="studio-muted">
          {kindLabel(block.kind, block)}: kept exactly as stored ({block.problem}).
        </p>
      );
    default:
      return noEditorFor(block);
  }
}

/** A draft kind with no inputs here fails `tsc` (its block would otherwise show nothing to edit). */
function noEditorFor(block: never): never {
  throw new Error(`No editor for ${JSON.stringify(block)}`);
}
