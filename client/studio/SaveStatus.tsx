import { browserTimeZone, scheduledText } from "./publish-time-input";
import type { SaveAnswer } from "./types";

/** What the last save did, and anything the server wants the author to know about it. */
export function SaveStatus({ saved }: { saved: (SaveAnswer & { created: boolean }) | null }) {
  if (!saved) return null;
  const warnings = saved.warnings ?? [];
  const zone = browserTimeZone();
  return (
    <div className="notice notice--success">
      <p>
        {saved.created ? "Created" : "Saved"}
        {saved.draft ? " as a draft: only you can see it." : null}
        {!saved.draft && saved.publishAt
          ? ` and scheduled: it goes public on ${scheduledText(saved.publishAt, zone)} (${zone}). Until then only you can see it.`
          : null}
        {!saved.draft && !saved.publishAt ? " and published. " : null}
        {saved.url ? <a href={saved.url}>View the post</a> : null}
      </p>
      {warnings.length ? (
        <>
          <p>{warnings.length === 1 ? "One thing to check:" : "Some things to check:"}</p>
          <ul className="studio-warnings">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
