import { useEffect, useRef, useState } from "react";
import { useAnnounce } from "./announce";
import type { StudioApi } from "./api";
import type { BlockDraft } from "./blocks";
import type { Place } from "./editor-context";
import { newId } from "./ids";

/** A figure showing an upload, its alt text left for the author (or the one kept with the upload). */
export const figureOf = (url: string, alt = ""): BlockDraft => ({
  id: newId("block"),
  kind: "figure",
  src: url,
  alt,
  caption: "",
});

/**
 * The block the author last worked in (had focus in): a section's "Upload a picture" and
 * "Choose from my pictures" put the picture after it, though pressing them moves focus away.
 * One editor is open at a time, and it tracks this while it is (usePictures).
 */
let workingBlock: string | null = null;

const trackWorkingBlock = (event: FocusEvent) => {
  const block = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-block-id]") : null;
  // Focus anywhere else (a section's buttons, the library) keeps the block the author was last in.
  if (block) workingBlock = block.dataset.blockId ?? null;
};

/**
 * Where a section's picture buttons put a picture: after the block the author last worked in,
 * when it is in that section, else at the section's end.
 */
export function workingPlace(sectionId: string): Place {
  const here = workingBlock
    ? document.querySelector(`[data-section-id="${CSS.escape(sectionId)}"] [data-block-id="${CSS.escape(workingBlock)}"]`)
    : null;
  return { sectionId, afterBlockId: here ? workingBlock : null };
}

/**
 * Pictures the author adds (chosen, dropped or pasted): each is shrunk in the browser when
 * wider than a post needs, uploaded with its progress shown, and becomes a figure where it
 * was added only once it is stored, so a failed upload leaves the editor as it was.
 */
export function usePictures(api: StudioApi, insert: (place: Place, block: BlockDraft) => void) {
  const announce = useAnnounce();
  useEffect(() => {
    document.addEventListener("focusin", trackWorkingBlock);
    return () => {
      document.removeEventListener("focusin", trackWorkingBlock);
      workingBlock = null;
    };
  }, []);
  const [uploading, setUploading] = useState<{ name: string; sent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);

  const addPictures = (files: readonly File[], place: Place) => {
    if (busy.current) {
      setProblem("One picture is uploading: add the next once it is in.");
      return;
    }
    busy.current = true;
    setProblem(null);
    import("./upload-picture")
      .then((sending) => sending.uploadAll(files, place, { api, insert, setUploading, setProblem, announce }))
      .catch(() =>
        setProblem("The picture was not uploaded: the site could not be reached. Check your connection and try again."),
      )
      .finally(() => {
        busy.current = false;
        setUploading(null);
      });
  };

  const status = (
    <>
      <div role="status" className="studio-upload">
        {uploading ? (
          <>
            <label htmlFor="upload-progress">Uploading {uploading.name}</label>{" "}
            <progress id="upload-progress" max={1} value={uploading.sent}>
              {Math.round(uploading.sent * 100)} %
            </progress>
          </>
        ) : null}
      </div>
      <div role="alert" id="upload-problem" tabIndex={-1}>
        {problem ? (
          <p className="notice notice--error">
            {problem}{" "}
            <button type="button" className="studio-button studio-button--small" onClick={() => setProblem(null)}>
              Dismiss
            </button>
          </p>
        ) : null}
      </div>
    </>
  );

  return { addPictures, status };
}

/**
 * The place a drop or a paste names: the block and section it happened in. A drop on a
 * section's list of blocks but between two of them (`clientY`, the drop's height) goes after
 * the one above it; anywhere else in a section, at the section's end.
 */
export function placeOf(target: EventTarget | null, clientY?: number): Place {
  const element = target instanceof Element ? target : null;
  const section = element?.closest<HTMLElement>("[data-section-id]");
  const block = element?.closest<HTMLElement>("[data-block-id]");
  let afterBlockId = block?.dataset.blockId ?? null;
  if (!block && clientY !== undefined)
    for (const each of element?.closest(".studio-blocks")?.querySelectorAll<HTMLElement>(":scope > [data-block-id]") ?? [])
      if (each.getBoundingClientRect().top < clientY) afterBlockId = each.dataset.blockId ?? null;
  return { sectionId: section?.dataset.sectionId ?? null, afterBlockId };
}

/** A section's ways to add a picture: upload one (or several), or pick an earlier upload. */
export function PictureButtons({
  sectionId,
  name,
  onFiles,
  onLibrary,
}: {
  sectionId: string;
  name: string;
  onFiles: (files: File[]) => void;
  onLibrary: () => void;
}) {
  return (
    <div className="studio-actions">
      <label htmlFor={`${sectionId}-picture`} className="studio-button">
        Upload a picture<span className="visually-hidden"> to {name}</span>
      </label>
      <input
        id={`${sectionId}-picture`}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        multiple
        className="visually-hidden"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
      <button type="button" id={`${sectionId}-library`} className="studio-button" onClick={onLibrary}>
        Choose from my pictures<span className="visually-hidden"> for {name}</span>
      </button>
    </div>
  );
}
