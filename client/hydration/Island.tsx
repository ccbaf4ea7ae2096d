import { createContext, createElement, useContext, type ComponentType } from "react";
import { islandLoading, islands, type IslandName, type IslandProps } from "./registry";

/**
 * Collects the names of the islands a server render used, so the document adds scripts
 * only to pages that have one. Null in the browser, where nothing collects.
 */
export const IslandCollector = createContext<Set<IslandName> | null>(null);

/**
 * Server-side wrapper for an interactive component: renders it to HTML as usual and
 * records its name and JSON props on the container the browser entry hydrates. React
 * escapes attribute values, so no prop text can break out of the attribute.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  // Recording during render is safe here: server renders are synchronous and one-shot.
  useContext(IslandCollector)?.add(name);
  // IslandProps<N> already ties the props to the component; TypeScript cannot see through
  // the lookup of a generic key, so the pairing is asserted here, once.
  const component = islands[name] as ComponentType<object>;
  return (
    <div
      className="island"
      data-island={name}
      data-props={JSON.stringify(props)}
      data-load={islandLoading[name] === "use" ? "use" : undefined}
    >
      {createElement(component, props as object)}
    </div>
  );
}
