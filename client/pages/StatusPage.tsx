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

/** Our side cannot reach its content right now (503): the page has not gone anywhere. */
export const unavailablePage: StatusPageProps = {
  code: "503",
  heading: "Temporarily unavailable",
  text: "Something on our side is not working right now. Please try again in a minute; the page has not gone anywhere.",
  link: { href: "/", label: "Go to Home" },
};

/** A fault of ours that retrying will not fix (500). */
export const serverErrorPage: StatusPageProps = {
  code: "500",
  heading: "Something went wrong",
  text: "This page failed on our side. We have logged the problem; the home page and the other pages still work.",
  link: { href: "/", label: "Go to Home" },
};
