// Types of the demo content, in the Firestore shapes of ../shared/design.md ("Firestore schema").
// Every pageData block is a map with exactly one key naming its kind.

/**
 * @typedef {{ h1: string } | { h2: string } | { h3: string } | { h4: string } | { h5: string } | { h6: string }
 *   | { p: string } | { img: string }
 *   | { code: string | { text: string, lang?: "cpp" | "c" | "python" | "bash" | "json" | "ini" | "plaintext" } }
 *   | { table: { header: string[], rows: Array<{ cells: string[] }> } }
 *   | { ul: string[] } | { ol: string[] }
 *   | { note: string } | { warning: string }
 *   | { figure: { src: string, alt: string, caption?: string } }} Block
 */
/** @typedef {{ section: string, content: Block[] }} Section */
/**
 * @typedef {{
 *   slug: string,
 *   title: string,
 *   topic?: string,
 *   content?: string,
 *   draft?: boolean,
 *   meta?: { title?: string, keywords?: string, author?: string, description?: string, url?: string, canonical?: string },
 *   pageData?: Section[],
 * }} PostData
 */
/** @typedef {{ author: "primary" | "secondary", id: string, data: PostData }} DemoPost */

export {};
