/**
 * A reader's question or an author's answer: plain text, never markup. Blank lines part
 * paragraphs and single line breaks are kept; addresses stay text, so nothing in it is a link.
 */
export function QuestionText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>
          {paragraph.split("\n").map((line, lineIndex) => (
            <span key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ))}
    </>
  );
}
