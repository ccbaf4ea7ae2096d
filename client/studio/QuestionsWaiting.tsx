/** On the studio's first screen: how many readers' questions wait for the author, and the way to them. */
export function QuestionsWaiting({ count, onOpen }: { count: number; onOpen: () => void }) {
  return (
    <p className="studio-questions-waiting">
      <span>
        Questions waiting: <strong>{count}</strong>
      </span>{" "}
      <button type="button" className="studio-button studio-button--small" onClick={onOpen}>
        {count ? "Review the questions" : "See the questions"}
      </button>
    </p>
  );
}
