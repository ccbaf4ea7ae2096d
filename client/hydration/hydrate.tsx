import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/** Island modules by path, as `import.meta.glob("./islands/*.tsx")` gives them. */
export type IslandModules = Record<string, () => Promise<Record<string, unknown>>>;

/** Fires once its island has hydrated and committed (effects run after hydration). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** What counts as starting to use an island that waits for use (`data-load="use"`). */
const USE_EVENTS = ["focusin", "input", "submit"];

/**
 * Hydrates every container the server rendered, each with the component its data-island
 * attribute names and the JSON props beside it. Only the modules of islands on the page
 * are loaded; an island marked `data-load="use"` is loaded only when the reader first
 * focuses, types in or submits inside it, and stays plain HTML until then (a submit before
 * it is ready goes as the plain form it is). Each container gets `data-hydrated` once its
 * island has hydrated; `<body data-hydrated>` is set once every island that loads with the
 * page has hydrated and every one that waits is listening, so tests and tooling wait on it
 * instead of guessing when React is done.
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
    const onUse = container.dataset.load === "use";
    const start = () =>
      void load().then((module) => {
        const Component = module[name] as ComponentType<Record<string, unknown>>;
        const props = JSON.parse(container.dataset.props ?? "{}") as Record<string, unknown>;
        let done = false;
        const onHydrated = () => {
          if (done) return;
          done = true;
          container.setAttribute("data-hydrated", "true");
          if (!onUse) settled();
        };
        hydrateRoot(
          container,
          <Hydrated onHydrated={onHydrated}>
            <Component {...props} />
          </Hydrated>,
        );
      });
    if (!onUse) {
      start();
      continue;
    }
    const used = () => {
      for (const type of USE_EVENTS) container.removeEventListener(type, used, true);
      start();
    };
    for (const type of USE_EVENTS) container.addEventListener(type, used, true);
    settled();
  }
}
