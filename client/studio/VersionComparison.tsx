import type { PostComparison } from "../data/post-diff";
import { DiffText, partName } from "./DiffText";

/** The heading a comparison takes focus on, once it is shown. */
export const COMPARISON_TITLE_ID = "comparison-title";

interface VersionComparisonProps {
  /** What is compared with what, as the heading says it. */
  title: string;
  /** The comparison in one line ("+12 −3 words · Wiring · Paragraph"). */
  summary: string;
  comparison: PostComparison;
}

/** Two versions compared: each part that differs, under its label, its words marked where they changed. */
export function VersionComparison({ title, summary, comparison }: VersionComparisonProps) {
  const { changes, unchanged } = comparison;
  return (
    <section className="studio-comparison" aria-labelledby={COMPARISON_TITLE_ID}>
      <h4 id={COMPARISON_TITLE_ID} tabIndex={-1}>
        {title}
      </h4>
      <p>{summary}</p>
      {changes.length === 0 ? (
        <p>These two versions have the same content.</p>
      ) : (
        <dl className="studio-diff-list">
          {changes.map((change, at) => (
            <div key={at} className="studio-diff-part">
              <dt>{partName(change, { added: "new", removed: "removed" })}</dt>
              <dd className="studio-diff-text">
                <DiffText pieces={change.pieces} show="both" />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {unchanged > 0 ? (
        <p className="studio-muted">
          {unchanged === 1 ? "1 other part is" : `${unchanged} other parts are`} the same in both.
          {comparison.cut ? " Very long parts were compared only in part." : ""}
        </p>
      ) : null}
    </section>
  );
}
