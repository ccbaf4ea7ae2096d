import { useEffect, useRef, useState } from "react";
import type { BoardInfo } from "../content/types";

export interface BoardShowcaseProps {
  /**
   * Each board with its topic page's address (client/data/addresses.ts), worked out by the
   * server so the island carries no address code.
   */
  boards: Array<BoardInfo & { href: string }>;
}

/** Share of a block that must be on screen before it counts as visible (spec: 0.1). */
export const VISIBILITY_THRESHOLD = 0.1;

/**
 * The home page's board blocks, alternating left and right. Each block gains the
 * `is-visible` style while at least 10% of it is in view. The server renders every
 * block in full; the dimmed "not yet seen" look only exists once this island runs,
 * so readers without JavaScript and crawlers always see all of it.
 */
export function BoardShowcase({ boards }: BoardShowcaseProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const blocks = listRef.current?.querySelectorAll<HTMLElement>("[data-board]");
    if (!blocks || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        setVisible((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            const slug = (entry.target as HTMLElement).dataset.board ?? "";
            if (entry.isIntersecting && entry.intersectionRatio >= VISIBILITY_THRESHOLD) next.add(slug);
            else next.delete(slug);
          }
          return next;
        });
      },
      { threshold: VISIBILITY_THRESHOLD },
    );
    blocks.forEach((block) => observer.observe(block));
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={listRef} className="boards">
      {boards.map((board, index) => {
        const isVisible = visible.has(board.slug);
        const side = index % 2 === 0 ? "left" : "right";
        return (
          <section
            key={board.slug}
            className={`board board--${side}${isVisible ? " is-visible" : ""}`}
            data-board={board.slug}
            data-visible={isVisible ? "true" : "false"}
            aria-labelledby={`board-${board.slug}`}
          >
            <div className="board-media">
              <img
                src={board.image}
                alt={board.imageAlt}
                width={640}
                height={400}
                loading={index === 0 ? "eager" : "lazy"}
                decoding="async"
                fetchPriority={index === 0 ? "high" : "auto"}
              />
            </div>
            <div className="board-text">
              <h2 id={`board-${board.slug}`}>{board.title}</h2>
              <p>{board.description}</p>
              <p>{board.descriptionSecond}</p>
              <a className="board-link" href={board.href}>
                Learn about the {board.title}
              </a>
            </div>
          </section>
        );
      })}
    </div>
  );
}
