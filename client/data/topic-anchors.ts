import type { BoardPinout } from "../content/pinout-types";
import type { TopicContent, TopicItem } from "../content/topic-types";
import { slugifyHeading } from "./anchors";
import { mainPinNames } from "./pins";

/** A project on a topic page that a project list's card can lead to, with its anchor. */
export interface ProjectItem {
  /** The item's id on the topic page: "idea-…" for a project idea, "top-…" for a top project. */
  id: string;
  item: TopicItem;
}

/** Hands out ids `${prefix}-${slug}`, a repeated one as "-2", "-3"...: the same input always gives the same ids. */
function prefixedIds(prefix: string): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    const base = `${prefix}-${slugifyHeading(text)}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
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

/** The id of a board page's pinout section (its "Pinout" entry in the page's contents). */
export const PINOUT_ANCHOR = "pinout";

/**
 * The id of each row of a board's pinout table, in the table's order, so search can lead to
 * one pin: "pin-" and the name a wiring block uses for it ("GPIO34" -> "pin-gpio34", "Pin 3:
 * GPIO2 (SDA1)" -> "pin-gpio2", "A0-A7 (PF0-PF7)" -> "pin-a0-a7"); a second GND is "pin-gnd-2".
 */
export function pinRowIds(pinout: BoardPinout): string[] {
  const idFor = prefixedIds("pin");
  return pinout.rows.map((row) => {
    const range = /^([A-Za-z]+\d+-[A-Za-z]+\d+)\b/.exec(row.pin.replace(/^Pin \d+:\s*/, ""))?.[1];
    return idFor(range ?? mainPinNames(row.pin)[0] ?? row.pin);
  });
}

/** The id of each key feature (or concept) of a topic page, in order: "feature-low-power-modes". */
export function featureIds(content: TopicContent): string[] {
  const idFor = prefixedIds("feature");
  return content.features.map((feature) => idFor(feature.title));
}

/** The id of each quick tutorial of a topic page, in order: "quick-wake-from-deep-sleep-on-a-timer". */
export function quickTutorialIds(content: TopicContent): string[] {
  const idFor = prefixedIds("quick");
  return content.tutorials.map((tutorial) => idFor(tutorial.title));
}
