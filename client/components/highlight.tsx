import type { ElementContent, RootContent } from "hast";
import arduino from "highlight.js/lib/languages/arduino";
import bash from "highlight.js/lib/languages/bash";
import c from "highlight.js/lib/languages/c";
import ini from "highlight.js/lib/languages/ini";
import json from "highlight.js/lib/languages/json";
import python from "highlight.js/lib/languages/python";
import { createLowlight } from "lowlight";
import type { ReactNode } from "react";
import { codeLanguage, type Grammar } from "../data/code-languages";

// Only the languages the site's tutorials use; Arduino's grammar is C++ plus its core API.
const lowlight = createLowlight({ arduino, bash, c, ini, json, python } satisfies Record<Grammar, unknown>);

/** The label readers see above a block of this language (client/data/code-languages.ts). */
export function languageLabel(lang: string | null): string | null {
  return codeLanguage(lang)?.label ?? null;
}

function toReact(nodes: Array<RootContent | ElementContent>): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === "text") return node.value;
    if (node.type !== "element") return null;
    const className = node.properties.className;
    return (
      <span key={index} className={Array.isArray(className) ? className.join(" ") : undefined}>
        {toReact(node.children)}
      </span>
    );
  });
}

/**
 * The code as React nodes with highlight.js's token classes, done on the server: the
 * browser gets finished markup and no highlighting code. Text stays text (React escapes
 * it); an unknown language is shown plain.
 */
export function highlight(code: string, lang: string | null): ReactNode {
  const grammar = codeLanguage(lang)?.grammar;
  if (!grammar) return code;
  return toReact(lowlight.highlight(grammar, code).children);
}
