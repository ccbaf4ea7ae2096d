import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandName, IslandProps } from "./registry";

/** Fires once its island has hydrated and committed (effects run after hydration). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

const done = new Set<Element>();

function markHydrated(container: Element): void {
  done.add(container);
  // Tests and tooling wait on this attribute instead of guessing when React is done.
  if (document.querySelectorAll("[data-island]").length === done.size) {
    document.body.setAttribute("data-hydrated", "true");
  }
}

/**
 * Hydrates every container the server rendered for this island, with the JSON props it
 * wrote beside the HTML. Each island is its own small entry script that calls this; the
 * page loads only the entries of the islands it has, plus the shared React chunk.
 */
export function hydrateIslands<N extends IslandName>(name: N, Component: ComponentType<IslandProps<N>>): void {
  for (const container of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(container.dataset.props ?? "{}") as IslandProps<N>;
    const onHydrated = () => {
      if (!done.has(container)) markHydrated(container);
    };
    hydrateRoot(
      container,
      <Hydrated onHydrated={onHydrated}>
        <Component {...props} />
      </Hydrated>,
    );
  }
}
