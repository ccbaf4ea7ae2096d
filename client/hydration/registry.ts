import type { ComponentProps } from "react";
import { BoardShowcase } from "../islands/BoardShowcase";
import { Calculator } from "../islands/Calculator";
import { ContactForm } from "../islands/ContactForm";
import { CopyCode } from "../islands/CopyCode";
import { CopyParts } from "../islands/CopyParts";
import { NavMenu } from "../islands/NavMenu";
import { ProjectList } from "../islands/ProjectList";

/**
 * The one table of islands: each is client/islands/{Name}.tsx exporting a component of the
 * same name. The server renders them from this table; the browser entry finds the same
 * files with a glob and loads only those a page contains; the worker names their chunks
 * from Vite's manifest by the same convention.
 */
export const islands = { BoardShowcase, Calculator, ContactForm, CopyCode, CopyParts, NavMenu, ProjectList };

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islands)[N]>;
export const islandNames = Object.keys(islands) as IslandName[];

/** Where an island's module lives, relative to the project root (Vite's manifest key). */
export const islandModule = (name: string) => `client/islands/${name}.tsx`;
