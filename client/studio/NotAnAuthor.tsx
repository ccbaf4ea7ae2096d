import { useEffect, useRef } from "react";

/** A signed-in account the site does not know as an author: say so plainly, and offer the way out. */
export function NotAnAuthor({ email, onSignOut }: { email: string | null; onSignOut: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="studio-not-author" aria-labelledby="not-author-title">
      <h2 id="not-author-title" ref={heading} tabIndex={-1}>
        This account is not one of the site&apos;s authors
      </h2>
      <p>
        You are signed in as <strong>{email ?? "an account without an e-mail address"}</strong>, but this account is not one of
        the site&apos;s authors, so it cannot write or publish posts here.
      </p>
      <p>
        If you should be an author, ask the site&apos;s owner to add this account. If you have an author account, sign out and
        sign in with that one.
      </p>
      <button type="button" className="button" onClick={onSignOut}>
        Sign out
      </button>
    </section>
  );
}
