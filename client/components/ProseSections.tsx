import type { ProseSection } from "../content/types";

/** Renders the typed sections of a text page (About, Disclaimer, Privacy policy). */
export function ProseSections({ sections }: { sections: ProseSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="prose-section" aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.paragraphs.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
          {section.bullets ? (
            <ul>
              {section.bullets.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.cta ? (
            <p>
              <a className="button" href={section.cta.href}>
                {section.cta.label}
              </a>
            </p>
          ) : null}
        </section>
      ))}
    </>
  );
}
