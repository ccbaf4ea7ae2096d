import type { ComponentProps } from "react";
import { BoardShowcase } from "../islands/BoardShowcase";
import { Calculator } from "../islands/Calculator";
import { ContactForm } from "../islands/ContactForm";
import { CopyCode } from "../islands/CopyCode";
import { CopyParts } from "../islands/CopyParts";
import { NavMenu } from "../islands/NavMenu";
import { ProjectList } from "../islands/ProjectList";
import { QuestionForm } from "../islands/QuestionForm";

/**
 * The one table of islands: each is client/islands/{Name}.tsx exporting a component of the
 * same name. The server renders them from this table; the browser entry finds the same
 * files with a glob and loads only those a page contains; the worker names their chunks
 * from Vite's manifest by the same convention.
 */
export const islands = { BoardShowcase, Calculator, ContactForm, CopyCode, CopyParts, NavMenu, ProjectList, QuestionForm };

export type IslandName = keyof typeof islands;

/**
 * When each island's code is fetched: "load" with the page (its chunk is preloaded), or "use"
 * once the reader first focuses, types in or submits inside it (client/hydration/hydrate.tsx).
 * An island that waits for use works as plain HTML until then, so the page's first load
 * carries none of its code (tests/bundle/budget.test.ts counts the two kinds apart).
 */
export const islandLoading: { readonly [N in IslandName]: "load" | "use" } = {
  BoardShowcase: "load",
  Calculator: "load",
  ContactForm: "load",
  CopyCode: "load",
  CopyParts: "load",
  NavMenu: "load",
  ProjectList: "load",
  // Under every post; most readers never ask, so they never pay for it.
  QuestionForm: "use",
};
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islands)[N]>;
export const islandNames = Object.keys(islands) as IslandName[];

/** Where an island's module lives, relative to the project root (Vite's manifest key). */
export const islandModule = (name: string) => `client/islands/${name}.tsx`;
