/**
 * Focuses the first of these elements that exists and is enabled, after React has painted
 * the change that made it appear or move (a moved block's button, a new block's first field).
 */
export function focusSoon(...ids: string[]): void {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element instanceof HTMLButtonElement && element.disabled)) {
        element.focus();
        return;
      }
    }
  });
}
