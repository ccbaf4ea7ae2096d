/** The converter, loaded once on first use: a separate chunk, so opening the studio does not wait for it. */
let loading: Promise<typeof import("./markdown")> | null = null;

export function loadMarkdown(): Promise<typeof import("./markdown")> {
  loading ??= import("./markdown").catch((error: unknown) => {
    // A failed load (the network dropped) may be tried again on the next paste.
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Whether pasted text looks like a Markdown document rather than words: more than one
 * paragraph, or a line opening with heading, list, quote, fence or table syntax. Only then
 * is the converter asked; a single plain line pastes as it is.
 */
export function looksLikeMarkdown(text: string): boolean {
  return /\n\s*\n/.test(text.trim()) || /^(#{1,6}\s|\s*[-*+]\s|\s*\d+[.)]\s|```|~~~|>\s?|\|.*\|)/m.test(text);
}
