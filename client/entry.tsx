import { StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { isIslandName, islandComponent, type IslandName, type IslandProps } from "./islands/registry";

/** Fires once its island has hydrated and committed (effects run after hydration). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

function hydrateIsland<N extends IslandName>(container: HTMLElement, name: N, onHydrated: () => void): void {
  const Component = islandComponent(name);
  const props = JSON.parse(container.dataset.props ?? "{}") as IslandProps<N>;
  hydrateRoot(
    container,
    <StrictMode>
      <Hydrated onHydrated={onHydrated}>
        <Component {...props} />
      </Hydrated>
    </StrictMode>,
  );
}

const containers = Array.from(document.querySelectorAll<HTMLElement>("[data-island]"));
let pending = containers.length;
const markOne = () => {
  pending -= 1;
  // Tests and tooling wait on this attribute instead of guessing when React is done.
  if (pending === 0) document.body.setAttribute("data-hydrated", "true");
};

for (const container of containers) {
  const name = container.dataset.island ?? "";
  if (!isIslandName(name)) {
    console.warn(`Unknown island "${name}" left as static HTML.`);
    markOne();
    continue;
  }
  let reported = false;
  hydrateIsland(container, name, () => {
    // StrictMode runs effects twice in development; count each island once.
    if (reported) return;
    reported = true;
    markOne();
  });
}
