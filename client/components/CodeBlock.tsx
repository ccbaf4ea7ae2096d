import { isSketch } from "../data/code-files";
import { Island } from "../hydration/Island";
import { highlight, languageLabel } from "./highlight";

/** A code listing: highlighted on the server, scrollable by keyboard, with a copy button and, in a post, a download link. */
export function CodeBlock({
  code,
  lang,
  download,
}: {
  code: string;
  lang: string | null;
  /** The block as a file, and all of the post's files as one .zip when it has several. */
  download?: { href: string; name: string; zip: string | null };
}) {
  // A sketch fenced as C++ is still a sketch to a reader: say so, as its .ino file does.
  const label = isSketch({ text: code, lang: lang ?? undefined }) ? "Arduino sketch" : languageLabel(lang);
  return (
    <div className="code-block">
      <div className="code-toolbar">
        <span className="code-lang">{label ?? "Code"}</span>
        {download ? <span className="code-file">{download.name}</span> : null}
        <Island name="CopyCode" props={{}} />
      </div>
      {/* Focusable so a keyboard can scroll a long line sideways. */}
      <pre tabIndex={0}>
        <code className={label ? `hljs language-${lang}` : "hljs"}>{highlight(code, lang)}</code>
      </pre>
      {download ? (
        <p className="code-download">
          {/* A plain link: the server answers it as an attachment, so it works without JavaScript. */}
          <a href={download.href} download={download.name}>
            Download {download.name}
          </a>
          {download.zip ? <a href={download.zip}>Download all code files (.zip)</a> : null}
        </p>
      ) : null}
    </div>
  );
}
