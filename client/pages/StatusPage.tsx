export interface StatusPageProps {
  /** Big label at the top, e.g. "404". */
  code: string;
  heading: string;
  text: string;
  link: { href: string; label: string };
}

/** Not-found and temporarily-unavailable pages share one layout. */
export function StatusPage({ code, heading, text, link }: StatusPageProps) {
  return (
    <section className="container status-page" aria-labelledby="status-heading">
      <h1 id="status-heading" className="status-code">
        {code}
      </h1>
      <h2 className="status-title">{heading}</h2>
      <p>{text}</p>
      <p>
        <a className="button" href={link.href}>
          {link.label}
        </a>
      </p>
    </section>
  );
}

export const notFoundPage: StatusPageProps = {
  code: "404",
  heading: "Oops! Page Not Found",
  text: "The page you're looking for doesn't exist or has been moved.",
  link: { href: "/", label: "Go to Home" },
};
