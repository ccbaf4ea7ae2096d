/** A titled piece of text inside a topic page section. */
export interface TopicItem {
  title: string;
  text: string;
  /** Slug of a post on this site that builds this idea; linked only while that post is published. */
  slug?: string;
}

/** Languages the server-side highlighter knows; anything else is shown as plain text. */
export type CodeLanguage = "cpp" | "c" | "python" | "bash" | "json" | "ini" | "plaintext";

/** A short tutorial on a topic page; where a sketch is the point, it carries the complete code. */
export interface TopicTutorial extends TopicItem {
  code?: { lang: CodeLanguage; text: string };
}

/**
 * The text of one learning page under /learn/{slug}. One component renders every topic
 * page from this; the explore button's target comes from the topic registry.
 */
export interface TopicContent {
  /** Address under /learn/, e.g. "arduino-uno". */
  slug: string;
  kind: "board" | "topic" | "branch";
  /** The visible h1, e.g. "Arduino Uno". */
  title: string;
  /** Document <title> without the site name, e.g. "Arduino Uno: Pinout, Specs and Projects". */
  headTitle: string;
  /** Meta description, 120-160 characters. */
  description: string;
  keywords: string[];
  /** Board pages: their illustration under /images/boards/. */
  image?: { src: string; alt: string };
  /** Two or three paragraphs introducing the subject. */
  intro: string[];
  /** The basics a newcomer needs: two to four paragraphs. */
  basics: string[];
  /** Key features or specifications, each a short title and one or two sentences. */
  features: TopicItem[];
  projectIdeas: {
    beginner: TopicItem[];
    intermediate: TopicItem[];
    advanced: TopicItem[];
  };
  /** Stand-out projects worth building, each with what makes it worthwhile. */
  topProjects: TopicItem[];
  /** Short tutorials: each a title, a paragraph of concrete steps and, where it matters, complete code. */
  tutorials: TopicTutorial[];
  /**
   * Slug of the post a newcomer should read first: the learning path's "Start here" while it is
   * published (else the path's first step takes that place), and the path's first post, so it
   * has no Previous. Also list it first in tutorialSlugs.
   */
  startHere?: string;
  /**
   * Slugs of the step-by-step posts that teach this topic. The page links each one that is
   * published and shows nothing for the rest, so no heading ever promises a missing page.
   */
  tutorialSlugs: string[];
}
