/**
 * On the studio's first screen: how many readers' questions wait for the author, and the way
 * to them. `count` is null while it loads and "unknown" when the site could not say; the line
 * keeps its place and size throughout.
 */
export function QuestionsWaiting({ count, onOpen }: { count: number | null | "unknown"; onOpen: () => void }) {
  return (
    <p className="studio-questions-waiting" aria-busy={count === null}>
      <span>
        Questions waiting: <strong>{count === null ? "…" : count === "unknown" ? "not known just now" : count}</strong>
      </span>{" "}
      <button type="button" className="studio-button studio-button--small" onClick={onOpen}>
        {typeof count === "number" && count > 0 ? "Review the questions" : "See the questions"}
      </button>
    </p>
  );
}
