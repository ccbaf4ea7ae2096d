/** A titled block of prose on a static page (About, Disclaimer, Privacy policy). */
export interface ProseSection {
  /** kebab-case anchor id, unique within the page */
  id: string;
  heading: string;
  paragraphs: string[];
  /** optional bullet list shown after the paragraphs */
  bullets?: string[];
  /** optional call-to-action link shown last */
  cta?: { href: string; label: string };
}

export interface ProsePage {
  /** absolute path of the page, e.g. "/about" */
  path: string;
  /** the visible h1 */
  heading: string;
  /** document <title> text, without the site name */
  title: string;
  /** meta description, 120-160 characters */
  description: string;
  keywords: string[];
  /** one or two sentences shown under the h1 */
  intro: string;
  /** ISO date the text was last revised, e.g. "2026-11-21" (only for the legal pages) */
  lastUpdated?: string;
  sections: ProseSection[];
}

/** A development board presented on the home page. */
export interface BoardInfo {
  /** topic page slug under /learn/, e.g. "arduino-uno" */
  slug: string;
  title: string;
  /** static image path, e.g. "/images/boards/arduino-uno.svg" */
  image: string;
  /** meaningful alt text describing the illustration */
  imageAlt: string;
  description: string;
  descriptionSecond: string;
}
