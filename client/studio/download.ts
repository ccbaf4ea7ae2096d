/** Saves text as a file in the author's downloads, through the browser's own download. */
export function downloadText(fileName: string, text: string, type = "application/json"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  // appendChild, not append: with the worker's types in view (the typed studio client), Element.append is ambiguous.
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own copy once click() returns; the address is only needed until then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
