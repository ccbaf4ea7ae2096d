import { topicPagePath } from "../../client/data/addresses";
import type { CardKind } from "../../client/data/lists";
import { topicPages } from "../../client/data/topics";
import { projectItems, type ProjectItem } from "../../client/data/topic-anchors";

/** Words too common to tell two project titles apart. */
const COMMON = new Set("a an and as at by for from in into its of on or over the to using via with your".split(" "));

function words(text: string): Set<string> {
  return new Set(
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word && !COMMON.has(word))
      // A plural and its singular are the same project ("sensors", "sensor").
      .map((word) => (word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word)),
  );
}

/** How alike two titles are, 0 to 1 (Dice's coefficient over their telling words). */
function likeness(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

/** A card's title names a project on the page when at least half their telling words agree. */
const ENOUGH = 0.5;

/** Share of the card title's telling words that an item's title and text use, 0 to 1. */
function coverage(title: Set<string>, item: Set<string>): number {
  if (!title.size) return 0;
  let found = 0;
  for (const word of title) if (item.has(word)) found += 1;
  return found / title.size;
}

/** A card's title describes a project when most of its telling words are in the project's title and text. */
const DESCRIBED = 0.6;

function best(items: ProjectItem[], score: (item: ProjectItem) => number, enough: number): ProjectItem | null {
  let chosen: ProjectItem | null = null;
  let top = 0;
  for (const candidate of items) {
    const value = score(candidate);
    if (value > top) {
      chosen = candidate;
      top = value;
    }
  }
  return top >= enough ? chosen : null;
}

/**
 * The project on the topic page the card is about: the one whose title is closest to the
 * card's, or failing that (cards often name the parts: "Digital Clock with a 32.768 kHz
 * Timer1 Crystal") the one whose title and text use most of the card title's words.
 */
export function closestProject(title: string, items: ProjectItem[], byText = true): ProjectItem | null {
  const mine = words(title);
  return (
    best(items, ({ item }) => likeness(mine, words(item.title)), ENOUGH) ??
    (byText ? best(items, ({ item }) => coverage(mine, words(`${item.title} ${item.text}`)), DESCRIBED) : null)
  );
}

/**
 * What a project list's card leads to, and where exactly. A card leading to a topic page
 * (/learn/{topic}, with or without a section) that names one of the page's projects is a
 * project idea and leads to that project's own entry (#idea-… or #top-…), never to the top
 * of a long page; one that names none keeps its section, or, with none, is the page's own
 * card (a guide to the whole page) and leads to it. Every other card (a post, another list,
 * an outside article) is a tutorial to read. A card with no usable link is an idea.
 */
export function cardTarget(title: string, link: string | null): { kind: CardKind; link: string | null } {
  if (link === null) return { kind: "project-idea", link };
  const match = /^\/learn\/([a-z0-9-]+)(#[^?]*)?$/.exec(link);
  const page = match ? topicPages.get(match[1]!) : undefined;
  if (!match || !page) return { kind: "tutorial", link };
  const items = projectItems(page.content);
  // A card that already names a project's own entry keeps it.
  if (match[2] && items.some(({ id }) => `#${id}` === match[2])) return { kind: "project-idea", link };
  // A card leading to the bare page and naming the page's own subject is about the whole page
  // (a guide), so its words are only matched against project titles, not their text.
  const aboutThePage = !match[2] && coverage(words(page.content.title), words(title)) >= 0.5;
  const project = closestProject(title, items, !aboutThePage);
  if (project) return { kind: "project-idea", link: `${topicPagePath(match[1]!)}#${project.id}` };
  return match[2] ? { kind: "project-idea", link } : { kind: "tutorial", link };
}
