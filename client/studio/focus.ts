/**
 * Focuses the first of these elements that exists and is enabled, after React has painted
 * the change that made it appear or move (a moved block's button, a new block's first field).
 * An update made after an await, or a part loaded on demand, may paint a few frames later:
 * while none of them is there yet, it looks again for a few frames.
 */
export function focusSoon(...ids: string[]): void {
  let frames = 30;
  const attempt = () => {
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element instanceof HTMLButtonElement && element.disabled)) {
        element.focus();
        return;
      }
    }
    if (ids.some((id) => document.getElementById(id)) || --frames <= 0) return;
    requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
