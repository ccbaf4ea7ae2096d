import { createContext, useContext } from "react";
import { islandComponent, type IslandName, type IslandProps } from "./registry";

/**
 * Collects the names of the islands a server render used, so the document can add the
 * client script only to pages that have one. Null in the browser, where nothing collects.
 */
export const IslandCollector = createContext<Set<IslandName> | null>(null);

/**
 * Server-side wrapper for an interactive component: renders it to HTML as usual and
 * records its name and JSON props on the container the client entry hydrates. React
 * escapes attribute values, so no prop text can break out of the attribute.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  // Recording during render is safe here: server renders are synchronous and one-shot.
  useContext(IslandCollector)?.add(name);
  const Component = islandComponent(name);
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
