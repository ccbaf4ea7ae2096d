import type { ComponentType } from "react";
import { BoardShowcase, type BoardShowcaseProps } from "./BoardShowcase";
import { ContactForm, type ContactFormProps } from "./ContactForm";
import { NavMenu, type NavMenuProps } from "./NavMenu";
import { ProjectList, type ProjectListProps } from "./ProjectList";

export interface IslandPropsMap {
  NavMenu: NavMenuProps;
  BoardShowcase: BoardShowcaseProps;
  ContactForm: ContactFormProps;
  ProjectList: ProjectListProps;
}

export type IslandName = keyof IslandPropsMap;
export type IslandProps<N extends IslandName> = IslandPropsMap[N];

/**
 * Every component that runs in the browser, by the name written into the page. The
 * server wraps each in <Island> and the client entry hydrates it from this same table,
 * so the two sides cannot disagree about what a name means.
 */
const islands: { [N in IslandName]: ComponentType<IslandPropsMap[N]> } = {
  NavMenu,
  BoardShowcase,
  ContactForm,
  ProjectList,
};

export function islandComponent<N extends IslandName>(name: N): ComponentType<IslandPropsMap[N]> {
  return islands[name];
}
