import type { TopicContent, TopicItem } from "../content/topic-types";
import { slugifyHeading } from "./anchors";

/** A project on a topic page that a project list's card can lead to, with its anchor. */
export interface ProjectItem {
  /** The item's id on the topic page: "idea-…" for a project idea, "top-…" for a top project. */
  id: string;
  item: TopicItem;
}

/**
 * Every project a topic page presents, each with the id its entry carries on the page (so
 * a project list's card can lead straight to it): the ideas of each level, then the top
 * projects. A repeated title gets "-2", "-3"...; the same content always gives the same ids.
 */
export function projectItems(content: TopicContent): ProjectItem[] {
  const used = new Set<string>();
  const withId = (group: "idea" | "top", item: TopicItem): ProjectItem => {
    const base = `${group}-${slugifyHeading(item.title)}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return { id, item };
  };
  const { beginner, intermediate, advanced } = content.projectIdeas;
  return [
    ...[...beginner, ...intermediate, ...advanced].map((item) => withId("idea", item)),
    ...content.topProjects.map((item) => withId("top", item)),
  ];
}
