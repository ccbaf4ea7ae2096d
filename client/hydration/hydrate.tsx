import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/** Island modules by path, as `import.meta.glob("./islands/*.tsx")` gives them. */
export type IslandModules = Record<string, () => Promise<Record<string, unknown>>>;

/** Fires once its island has hydrated and committed (effects run after hydration). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates every container the server rendered, each with the component its data-island
 * attribute names and the JSON props beside it. Only the modules of islands on the page
 * are loaded. `<body data-hydrated>` is set once all of them have hydrated, so tests and
 * tooling wait on it instead of guessing when React is done.
 */
export function hydrateIslands(modules: IslandModules): void {
  const containers = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  let remaining = containers.length;
  const settled = () => {
    remaining -= 1;
    if (remaining === 0) document.body.setAttribute("data-hydrated", "true");
  };
  for (const container of containers) {
    const name = container.dataset.island ?? "";
    const load = modules[`./islands/${name}.tsx`];
    if (!load) {
      console.error(`No island module for "${name}"`);
      settled();
      continue;
    }
    void load().then((module) => {
      const Component = module[name] as ComponentType<Record<string, unknown>>;
      const props = JSON.parse(container.dataset.props ?? "{}") as Record<string, unknown>;
      let done = false;
      const onHydrated = () => {
        if (done) return;
        done = true;
        settled();
      };
      hydrateRoot(
        container,
        <Hydrated onHydrated={onHydrated}>
          <Component {...props} />
        </Hydrated>,
      );
    });
  }
}
