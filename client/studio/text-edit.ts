type TextBox = HTMLTextAreaElement | HTMLInputElement;

/**
 * Replaces the selection with text as typing would: through the browser's editing command,
 * so Undo takes it back and React sees an input event; where that command is missing, by
 * setting the range and sending the input event ourselves.
 */
export function insertText(box: TextBox, text: string): void {
  box.focus();
  // execCommand is deprecated, yet it is the only way to keep the box's own undo history.
  if (document.execCommand("insertText", false, text)) return;
  box.setRangeText(text, box.selectionStart ?? box.value.length, box.selectionEnd ?? box.value.length, "end");
  box.dispatchEvent(new Event("input", { bubbles: true }));
}

export const INDENT = "  ";

/**
 * Tab in a code box: indents the selected lines (or inserts an indent at the caret);
 * Shift+Tab takes one indent off each selected line.
 */
export function indentSelection(box: HTMLTextAreaElement, outdent: boolean): void {
  const { value, selectionStart: start, selectionEnd: end } = box;
  if (!outdent && start === end) return insertText(box, INDENT);
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const lines = value.slice(lineStart, lineEnd).split("\n");
  const changed = lines.map((line) => (outdent ? line.replace(/^( {1,2}|\t)/, "") : INDENT + line)).join("\n");
  const removedFromFirst = outdent ? lines[0]!.length - lines[0]!.replace(/^( {1,2}|\t)/, "").length : -INDENT.length;
  box.setSelectionRange(lineStart, lineEnd);
  insertText(box, changed);
  const newStart = start === end && outdent ? Math.max(lineStart, start - removedFromFirst) : lineStart;
  box.setSelectionRange(newStart, lineStart + changed.length);
  if (start === end) box.setSelectionRange(newStart, newStart);
}
