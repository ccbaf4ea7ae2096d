import { BOARD_LABELS, DIFFICULTY_LABELS, buildTime } from "../data/post-facts";
import type { BoardId, Difficulty } from "../data/post-schema";
import { topicPagePath } from "../data/addresses";

/**
 * A tutorial's difficulty, build time and boards: at the top of the post and on its cards;
 * and at the top of the post, what it was tested with. Nothing when it has none.
 */
export function PostFacts({
  difficulty,
  minutes,
  boards,
  tested = [],
  linkBoards = true,
}: {
  difficulty: Difficulty | null;
  minutes: number | null;
  boards: readonly BoardId[];
  /** The IDE, board core and libraries with their versions (the post page only: cards stay short). */
  tested?: readonly string[];
  /** Cards are links themselves, so they name the boards without linking them. */
  linkBoards?: boolean;
}) {
  if (!difficulty && !minutes && !boards.length && !tested.length) return null;
  return (
    <dl className="post-facts">
      {difficulty ? (
        <div className={`post-fact post-fact--difficulty post-fact--${difficulty}`}>
          <dt>Difficulty:</dt> <dd>{DIFFICULTY_LABELS[difficulty]}</dd>
        </div>
      ) : null}{" "}
      {minutes ? (
        <div className="post-fact post-fact--time">
          <dt>Build time:</dt> <dd>{buildTime(minutes)}</dd>
        </div>
      ) : null}{" "}
      {boards.length ? (
        <div className="post-fact post-fact--boards">
          <dt>{boards.length > 1 ? "Boards:" : "Board:"}</dt>{" "}
          <dd>
            {boards.map((board, index) => (
              <span key={board}>
                {index ? ", " : ""}
                {linkBoards ? <a href={topicPagePath(board)}>{BOARD_LABELS[board]}</a> : BOARD_LABELS[board]}
              </span>
            ))}
          </dd>
        </div>
      ) : null}{" "}
      {tested.length ? (
        <div className="post-fact post-fact--tested">
          <dt>Tested with:</dt> <dd>{tested.join(", ")}</dd>
        </div>
      ) : null}
    </dl>
  );
}
