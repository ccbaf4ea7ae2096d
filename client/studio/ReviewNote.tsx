import type { Review } from "./types";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** When, in the author's own time zone; the stored time as it is when it cannot be read. */
function When({ iso }: { iso: string }) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? <>{iso}</> : <time dateTime={iso}>{dateFormat.format(date)}</time>;
}

/** The note an editor sent a post back with, for its writer: who, when, and what to change. */
export function ReviewNote({ review, id }: { review: Review; id?: string }) {
  if (review.state !== "returned") return null;
  return (
    <div className="notice studio-review-note" id={id}>
      <p>
        <strong>
          Sent back by {review.by.name}
          {review.at ? (
            <>
              {" "}
              on <When iso={review.at} />
            </>
          ) : null}
          :
        </strong>
      </p>
      <p className="studio-review-note-text">{review.note ?? "(no note)"}</p>
    </div>
  );
}
