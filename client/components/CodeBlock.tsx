import { Island } from "../hydration/Island";
import { highlight, languageLabel } from "./highlight";

/** A code listing: highlighted on the server, scrollable by keyboard, with a copy button. */
export function CodeBlock({ code, lang }: { code: string; lang: string | null }) {
  const label = languageLabel(lang);
  return (
    <div className="code-block">
      <div className="code-toolbar">
        <span className="code-lang">{label ?? "Code"}</span>
        <Island name="CopyCode" props={{}} />
      </div>
      {/* Focusable so a keyboard can scroll a long line sideways. */}
      <pre tabIndex={0}>
        <code className={label ? `hljs language-${lang}` : "hljs"}>{highlight(code, lang)}</code>
      </pre>
    </div>
  );
}
