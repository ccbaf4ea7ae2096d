import type { ClipboardEvent, DragEvent } from "react";
import type { Place } from "./editor-context";
import { placeOf } from "./pictures";

/** Every file a drop or a paste carries: one that is not a picture is refused in words, not ignored. */
const filesOf = (list: FileList | null | undefined) => [...(list ?? [])];

/**
 * The editor as a place to drop or paste pictures: each goes after the block it landed in
 * (else at its section's end), through `addPictures`.
 */
export function usePictureDrop(addPictures: (files: readonly File[], place: Place) => void) {
  return {
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      // Saying yes to files is what lets them be dropped here rather than opened by the browser.
      if (event.dataTransfer.types.includes("Files")) event.preventDefault();
    },
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      const files = filesOf(event.dataTransfer.files);
      if (!files.length) return;
      event.preventDefault();
      // Where it was dropped: on a block, or between two (its height decides).
      addPictures(files, placeOf(event.target, event.clientY));
    },
    onPaste: (event: ClipboardEvent<HTMLDivElement>) => {
      const files = filesOf(event.clipboardData.files);
      // A paste a field already took (Markdown), or with no picture in it, is not ours.
      if (event.defaultPrevented || !files.some((file) => file.type.startsWith("image/"))) return;
      event.preventDefault();
      addPictures(files, placeOf(event.target));
    },
  };
}
