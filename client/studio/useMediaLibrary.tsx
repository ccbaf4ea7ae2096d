import { lazy, Suspense, useCallback, useState, type ReactNode } from "react";
import { useAnnounce } from "./announce";
import type { StudioApi } from "./api";
import type { BlockDraft } from "./blocks";
import type { Place } from "./editor-context";
import { focusSoon } from "./focus";
import { figureOf } from "./pictures";

// Loaded when the author first opens it, so the studio's first load does not carry it.
const MediaLibrary = lazy(() => import("./MediaLibrary"));

/**
 * The media library as the editor uses it: opened for a place in the post, it puts the
 * upload the author picks there as a figure, with focus in its alt text.
 */
export function useMediaLibrary(
  api: StudioApi,
  insert: (place: Place, block: BlockDraft) => void,
): { open: (place: Place) => void; dialog: ReactNode } {
  const announce = useAnnounce();
  // Where the picture the author picks goes, while the library is open.
  const [place, setPlace] = useState<Place | null>(null);
  const close = useCallback(() => setPlace(null), []);
  const dialog = place ? (
    <Suspense fallback={null}>
      <MediaLibrary
        api={api}
        onClose={close}
        onInsert={(item) => {
          const figure = figureOf(item.url, item.alt);
          insert(place, figure);
          setPlace(null);
          focusSoon(`${figure.id}-alt`);
          announce("The picture is added as a figure.");
        }}
      />
    </Suspense>
  ) : null;
  return { open: setPlace, dialog };
}
