import { createContext, useContext, type ClipboardEvent } from "react";
import { looksLikeMarkdown } from "./load-markdown";
import { insertText } from "./text-edit";
import type { PostFormat } from "./types";

/** Where a picture goes: after a block of a section, else at the section's end (null: the last section). */
export interface Place {
  sectionId: string | null;
  afterBlockId: string | null;
}

export interface EditorTools {
  /** The post's text format: "markdown" for new posts, absent for plain ones. */
  format: PostFormat | undefined;
  /** Turns pasted Markdown into blocks at this block's place; false when it is plain text after all. */
  pasteMarkdown: (blockId: string | null, markdown: string) => Promise<boolean>;
  /** Uploads pictures, each becoming a figure at this place once it is stored. */
  addPictures: (files: readonly File[], place: Place) => void;
  /** Opens the media library, to put an earlier upload at this place. */
  openLibrary: (place: Place) => void;
  /** A save to publish was tried: figures without alt text are marked. */
  altRequired: boolean;
  /** What the last save warned about, by block id (the wiring blocks' pins). */
  blockWarnings: ReadonlyMap<string, readonly string[]>;
}

export const EditorContext = createContext<EditorTools>({
  format: undefined,
  pasteMarkdown: () => Promise.resolve(false),
  addPictures: () => undefined,
  openLibrary: () => undefined,
  altRequired: false,
  blockWarnings: new Map(),
});

export const useEditorTools = () => useContext(EditorContext);

/**
 * A text box's paste: a Markdown document becomes blocks in place of (or after) this block;
 * plain words paste as they are.
 */
export function useMarkdownPaste(blockId: string) {
  const { pasteMarkdown } = useEditorTools();
  return (event: ClipboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    const text = event.clipboardData.getData("text/plain");
    if (!looksLikeMarkdown(text)) return;
    event.preventDefault();
    const box = event.currentTarget;
    void pasteMarkdown(blockId, text).then(
      (done) => {
        if (!done) insertText(box, text);
      },
      () => insertText(box, text),
    );
  };
}
