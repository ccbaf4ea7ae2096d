import { createContext, useContext, type ClipboardEvent } from "react";
import { looksLikeMarkdown } from "./load-markdown";
import { insertText } from "./text-edit";
import type { PostFormat } from "./types";

export interface EditorTools {
  /** The post's text format: "markdown" for new posts, absent for plain ones. */
  format: PostFormat | undefined;
  /** Turns pasted Markdown into blocks at this block's place; false when it is plain text after all. */
  pasteMarkdown: (blockId: string | null, markdown: string) => Promise<boolean>;
}

export const EditorContext = createContext<EditorTools>({ format: undefined, pasteMarkdown: () => Promise.resolve(false) });

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
