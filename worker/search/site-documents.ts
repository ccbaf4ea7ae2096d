import { topicPagePath } from "../../client/data/addresses";
import { pinNames } from "../../client/data/pins";
import { featureIds, pinRowIds, PINOUT_ANCHOR, projectItems, quickTutorialIds } from "../../client/data/topic-anchors";
import { topicPages, type TopicPage } from "../../client/data/topics";
import { calculators } from "../../client/tools/calculators";
import type { Calculator } from "../../client/tools/types";
import { wordsOf } from "../read-model/words";
import { firstWords, SECTION_WORDS, withExcerpt, type SearchDocument, type SearchSection } from "./documents";

/** The words a section is shown and found by, on a topic page. */
function topicSection(page: TopicPage, section: SearchSection, headings: string, text: string[]): SearchDocument {
  return {
    kind: "topic",
    url: topicPagePath(page.content.slug),
    title: page.content.title,
    section,
    headings,
    ...withExcerpt(firstWords(text, SECTION_WORDS)),
  };
}

/** Words of a topic page indexed as a whole: all of its text (26 pages, so the index stays small). */
const TOPIC_WORDS = 3_000;

/** A topic page's whole page: title, item headings, intro, basics, features, projects and quick tutorials. */
function topicPageDocument({ content }: TopicPage): SearchDocument {
  const items = [
    ...content.features,
    ...Object.values(content.projectIdeas).flat(),
    ...content.topProjects,
    ...content.tutorials,
  ];
  return {
    kind: "topic",
    url: topicPagePath(content.slug),
    title: content.title,
    section: null,
    headings: items.map((item) => item.title).join(" · "),
    ...withExcerpt(firstWords([...content.intro, ...content.basics, ...items.map((item) => item.text)], TOPIC_WORDS)),
  };
}

/** Words of a pinout's summary and pin limits indexed: every pin's, for "input only" or "strapping". */
const PINOUT_WORDS = 1_500;

/** A pin's label and the other names a wiring block may use for it ("IO2" is also "GPIO2"). */
function pinTitle(label: string): string {
  const words = wordsOf(label);
  return [label, ...pinNames(label).filter((name) => !words.includes(name.toLowerCase()))].join(" ");
}

/**
 * A board page's pinout as sections: the pinout itself (found by "esp32 pinout"), then each
 * pin's row, found by its label and the other names a wiring block may use for it ("gpio34",
 * "uno a4", "pico gp15"), with its functions and limits as its text. The anchors are the ids
 * the page gives them (client/data/topic-anchors.ts).
 */
function pinoutSections(page: TopicPage): SearchDocument[] {
  const { pinout } = page;
  if (!pinout) return [];
  const rowIds = pinRowIds(pinout);
  return [
    {
      // Found by what its pins can do ("esp32 adc pins", "uno pwm pins") and what to watch for.
      ...topicSection(
        page,
        { name: "Pinout", anchor: PINOUT_ANCHOR, title: "Pinout pins GPIO" },
        [pinout.caption, ...pinout.rows.map((row) => `${row.pin}: ${row.functions}`)].join(" · "),
        [],
      ),
      ...withExcerpt(firstWords([pinout.summary, ...pinout.rows.map((row) => row.limits ?? "")], PINOUT_WORDS)),
    },
    ...pinout.rows.map((row, index) =>
      topicSection(page, { name: `Pinout: ${row.pin}`, anchor: rowIds[index]!, title: pinTitle(row.pin) }, "", [
        row.functions,
        row.limits ?? "",
      ]),
    ),
  ];
}

/** A topic page's other parts that have anchors: the basics, each feature, project idea, top project and quick tutorial. */
function itemSections(page: TopicPage): SearchDocument[] {
  const { content } = page;
  const features = featureIds(content);
  const quick = quickTutorialIds(content);
  return [
    topicSection(page, { name: "The basics", anchor: "basics" }, "", content.basics),
    ...content.features.map((item, index) => topicSection(page, { name: item.title, anchor: features[index]! }, "", [item.text])),
    ...projectItems(content).map(({ id, item }) => topicSection(page, { name: item.title, anchor: id }, "", [item.text])),
    ...content.tutorials.map((item, index) => topicSection(page, { name: item.title, anchor: quick[index]! }, "", [item.text])),
  ];
}

/**
 * A calculator at /tools/{address}: its title, its keywords (found below the title, as a
 * section's page title is: "current limiting resistor" finds the LED resistor calculator), its
 * inputs, what it does and its formulas.
 */
function calculatorDocument(calculator: Calculator): SearchDocument {
  return {
    kind: "calculator",
    url: `/tools/${calculator.address}`,
    title: calculator.title,
    keywords: calculator.keywords.join(" · "),
    section: null,
    headings: calculator.inputs.map((input) => input.label).join(" · "),
    ...withExcerpt(firstWords([calculator.description, ...calculator.formulas, calculator.exampleLabel])),
  };
}

/**
 * What search finds that is part of the site's code rather than the posts: the 26 topic pages
 * with their pinouts, pins, features, projects and quick tutorials, and the calculators.
 */
export function siteDocuments(): SearchDocument[] {
  return [
    ...[...topicPages.values()].flatMap((page) => [topicPageDocument(page), ...pinoutSections(page), ...itemSections(page)]),
    ...calculators.map(calculatorDocument),
  ];
}
