import { useState } from "react";
import { useAnnounce } from "./announce";
import { ConflictError, problemOf, type StudioApi } from "./api";
import { focusSoon } from "./focus";
import { ReviewNote } from "./ReviewNote";
import type { Review } from "./types";

interface ReviewBoxProps {
  api: StudioApi;
  /** Where the post is saved, or null before its first save. */
  savedSlug: string | null;
  /** The version the editor is based on, for If-Match. */
  etag: string | null;
  /** Whether the saved post is a draft (false: an editor published it). */
  savedDraft: boolean;
  /** Changes not saved yet: an editor reviews the saved version, so those are saved first. */
  dirty: boolean;
  review: Review | null;
  /** A review step made a new version: the editor's next save is based on it. */
  onReviewed: (review: Review | null, etag: string) => void;
}

const ERROR_ID = "review-error";

/**
 * A contributor's way to publish: "Submit for review" sends the saved draft to the editors,
 * "Withdraw" takes it back. A post an editor sent back shows the editor's note here, at the top
 * of the editor, until it is submitted again.
 */
export function ReviewBox({ api, savedSlug, etag, savedDraft, dirty, review, onReviewed }: ReviewBoxProps) {
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const step = async (kind: "submit" | "withdraw") => {
    if (!savedSlug || !etag || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer =
        kind === "submit" ? await api.submitForReview(savedSlug, etag) : await api.withdrawFromReview(savedSlug, etag);
      onReviewed(answer.review, answer.etag);
      announce(
        kind === "submit"
          ? "Submitted for review. An editor will publish it, or send it back with a note that shows here."
          : "Withdrawn from review. It is a draft that only you can see.",
      );
      focusSoon(kind === "submit" ? "review-withdraw" : "review-submit");
    } catch (error) {
      const message =
        error instanceof ConflictError
          ? "This post was changed elsewhere since you opened it (in another tab, or by an editor). Open it again from your list to see the current version."
          : problemOf(error);
      if (message) {
        setProblem(`${kind === "submit" ? "It was not submitted." : "It was not withdrawn."} ${message}`);
        focusSoon(ERROR_ID);
      }
    } finally {
      setBusy(false);
    }
  };

  const waitingToSave = !savedSlug || dirty;

  return (
    <section className="studio-review-panel" aria-labelledby="review-title">
      <h3 id="review-title">Review</h3>
      {!savedDraft ? (
        <p>
          An editor published this post. To change it, tick Draft and save (that takes it off the site until an editor publishes
          it again), then submit it for review.
        </p>
      ) : review?.state === "submitted" ? (
        <p>Submitted for review. An editor will publish it, or send it back with a note. Withdraw it to change it first.</p>
      ) : (
        <>
          {review?.state === "returned" ? <ReviewNote review={review} id="review-note" /> : null}
          <p id="review-hint">
            {waitingToSave
              ? "Save the draft first: an editor reviews the version you saved."
              : review?.state === "returned"
                ? "Change the post as the note asks, save it, and submit it again."
                : "When the draft is ready, submit it: an editor publishes it, or sends it back with a note."}
          </p>
        </>
      )}
      <div id={ERROR_ID} role="alert" tabIndex={-1}>
        {problem ? <p className="notice notice--error">{problem}</p> : null}
      </div>
      {savedDraft && review?.state === "submitted" ? (
        <p className="studio-actions">
          <button
            type="button"
            id="review-withdraw"
            className="studio-button"
            disabled={busy}
            onClick={() => void step("withdraw")}
          >
            {busy ? "Withdrawing…" : "Withdraw from review"}
          </button>
        </p>
      ) : null}
      {savedDraft && review?.state !== "submitted" ? (
        <p className="studio-actions">
          <button
            type="button"
            id="review-submit"
            className="button"
            disabled={busy || waitingToSave}
            aria-describedby="review-hint"
            onClick={() => void step("submit")}
          >
            {busy ? "Submitting…" : "Submit for review"}
          </button>
        </p>
      ) : null}
    </section>
  );
}
