let counter = 0;

/**
 * A page-unique id for something the author adds (a section, a block, a list entry). It
 * stays with the thing as it moves, so React keeps its inputs and focus can follow it.
 */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}
