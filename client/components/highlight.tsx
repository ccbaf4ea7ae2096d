import type { ElementContent, RootContent } from "hast";
import arduino from "highlight.js/lib/languages/arduino";
import bash from "highlight.js/lib/languages/bash";
import c from "highlight.js/lib/languages/c";
import ini from "highlight.js/lib/languages/ini";
import json from "highlight.js/lib/languages/json";
import python from "highlight.js/lib/languages/python";
import { createLowlight } from "lowlight";
import type { ReactNode } from "react";

// Only the languages the site's tutorials use; Arduino's grammar is C++ plus its core API.
const lowlight = createLowlight({ arduino, bash, c, ini, json, python });

/** The grammar for a language name from the database, and the label readers see. */
const LANGUAGES: Record<string, { grammar: string; label: string }> = {
  cpp: { grammar: "arduino", label: "C++" },
  "c++": { grammar: "arduino", label: "C++" },
  arduino: { grammar: "arduino", label: "Arduino" },
  ino: { grammar: "arduino", label: "Arduino" },
  c: { grammar: "c", label: "C" },
  python: { grammar: "python", label: "Python" },
  py: { grammar: "python", label: "Python" },
  micropython: { grammar: "python", label: "MicroPython" },
  bash: { grammar: "bash", label: "Shell" },
  sh: { grammar: "bash", label: "Shell" },
  shell: { grammar: "bash", label: "Shell" },
  json: { grammar: "json", label: "JSON" },
  ini: { grammar: "ini", label: "INI" },
  toml: { grammar: "ini", label: "TOML" },
};

export function languageLabel(lang: string | null): string | null {
  return lang ? (LANGUAGES[lang]?.label ?? null) : null;
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
  const grammar = lang ? LANGUAGES[lang]?.grammar : undefined;
  if (!grammar) return code;
  return toReact(lowlight.highlight(grammar, code).children);
}
