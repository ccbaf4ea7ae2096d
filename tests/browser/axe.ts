import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** The site's CSP allows no inline script, so axe is injected with the policy set aside (in the test browser only). */
export const AXE_CONTEXT = { bypassCSP: true };

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core on the page as it stands and returns its WCAG 2.1 A/AA violations, readably. */
export async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations;
  }, TAGS);
  return found.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.help}): ${node.target.join(" ")} ${node.failureSummary ?? ""}`),
  );
}
