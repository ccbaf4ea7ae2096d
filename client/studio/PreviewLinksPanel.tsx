import { useEffect, useRef, useState } from "react";
import { useAnnounce } from "./announce";
import { ApiError, problemOf, type StudioApi } from "./api";
import { SelectField } from "./fields";
import { focusSoon } from "./focus";
import type { PreviewLink } from "./types";
import { useLoaded } from "./useLoaded";

/** How long a new link may work, in days (the server takes 1 to 30; 7 unless the author chooses). */
const DAY_CHOICES = ["1", "3", "7", "14", "30"] as const;
const DEFAULT_DAYS = "7";
const dayOptions = DAY_CHOICES.map((days) => ({ value: days, label: days === "1" ? "1 day" : `${days} days` }));

// In the author's own time zone, named, so "until 5 Dec, 10:00 CET" cannot be misread.
// (dateStyle and timeStyle cannot be combined with timeZoneName, so the parts are named one by one.)
const dateTime = new Intl.DateTimeFormat(undefined, {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
});
const when = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : dateTime.format(new Date(iso)));

/** The link's path on this site, for opening it here (the shared address is the site's own URL). */
const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

interface PreviewLinksPanelProps {
  api: StudioApi;
  /** The address the post is saved under. */
  slug: string;
  /** The editor holds changes the links do not show yet. */
  unsaved: boolean;
}

/**
 * Private preview links to a saved post that readers cannot see yet: make one (for a chosen
 * number of days), copy or open it, see until when each works, revoke it. Each change is
 * announced, and focus goes where the author's next step is.
 */
export function PreviewLinksPanel({ api, slug, unsaved }: PreviewLinksPanelProps) {
  const announce = useAnnounce();
  const { loaded, reload, update } = useLoaded(`preview-links ${slug}`, () => api.previewLinks(slug));
  const [days, setDays] = useState<string>(DEFAULT_DAYS);
  // "make", or the id of the link being revoked.
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The panel appears when the author opens it (its code may arrive a moment later): they land on its heading.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const make = async () => {
    setBusy("make");
    setProblem(null);
    try {
      const link = await api.makePreviewLink(slug, Number(days));
      if (loaded.state === "ready") update((links) => [link, ...links.filter((each) => each.id !== link.id)]);
      else reload();
      announce(`Preview link made. It works until ${when(link.expires)}.`);
      focusSoon(`preview-link-copy-${link.id}`);
    } catch (error) {
      const message = problemOf(error);
      if (message) setProblem(`No link was made. ${message}`);
    } finally {
      setBusy(null);
    }
  };

  const copy = async (link: PreviewLink) => {
    setProblem(null);
    try {
      await navigator.clipboard.writeText(link.url);
      announce("Link copied.");
    } catch {
      // No clipboard here (an insecure page, a refused permission): the author copies it by hand.
      const field = document.getElementById(`preview-link-url-${link.id}`);
      if (field instanceof HTMLInputElement) {
        field.focus();
        field.select();
      }
      setProblem("The link could not be copied for you. It is selected: copy it with Ctrl+C (Cmd+C on a Mac).");
    }
  };

  const revoke = async (link: PreviewLink) => {
    setBusy(link.id);
    setProblem(null);
    try {
      await api.revokePreviewLink(slug, link.id);
      update((links) => links.filter((each) => each.id !== link.id));
      announce(`The link that worked until ${when(link.expires)} is revoked: it no longer opens the post.`);
      focusSoon("preview-link-make");
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // Already gone (revoked in another tab, or expired): the list says so.
        update((links) => links.filter((each) => each.id !== link.id));
        announce("That link no longer works: it was revoked or has expired.");
        focusSoon("preview-link-make");
      } else {
        const message = problemOf(error);
        if (message) setProblem(`The link was not revoked. ${message}`);
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="studio-preview-links" aria-labelledby="preview-links-title">
      <h3 id="preview-links-title" ref={heading} tabIndex={-1}>
        Preview links
      </h3>
      <p className="studio-muted">
        Anyone with a link can read this post&apos;s last saved version, under a &ldquo;Preview&rdquo; banner, until the link
        expires or you revoke it. Search engines are asked not to index it. Once the post is published, its links lead to the
        post.
      </p>
      {unsaved ? <p className="notice">The editor has unsaved changes: links show the post as last saved.</p> : null}
      <div className="studio-preview-links-make">
        <SelectField id="preview-link-days" label="The link works for" value={days} onValue={setDays} options={dayOptions} />
        <button
          type="button"
          id="preview-link-make"
          className="studio-button"
          disabled={busy === "make"}
          onClick={() => void make()}
        >
          {busy === "make" ? "Making a link…" : "Make a preview link"}
        </button>
      </div>
      <div role="alert">{problem ? <p className="notice notice--error">{problem}</p> : null}</div>
      {loaded.state === "loading" ? <p role="status">Loading the preview links…</p> : null}
      {loaded.state === "failed" ? (
        <p className="notice notice--error">
          The preview links could not be loaded. {loaded.message}{" "}
          <button type="button" className="studio-button studio-button--small" onClick={reload}>
            Try again
          </button>
        </p>
      ) : null}
      {loaded.state === "ready" && loaded.value.length === 0 ? <p>This post has no working preview links.</p> : null}
      {loaded.state === "ready" && loaded.value.length > 0 ? (
        <ul className="studio-preview-link-list">
          {loaded.value.map((link) => (
            <li key={link.id} className="studio-preview-link">
              <label htmlFor={`preview-link-url-${link.id}`}>
                Link made {when(link.createdAt)}, works until <time dateTime={link.expires}>{when(link.expires)}</time>
              </label>
              <input
                id={`preview-link-url-${link.id}`}
                type="text"
                readOnly
                value={link.url}
                onFocus={(event) => event.currentTarget.select()}
              />
              <div className="studio-row-actions">
                <button
                  type="button"
                  id={`preview-link-copy-${link.id}`}
                  className="studio-button studio-button--small"
                  onClick={() => void copy(link)}
                >
                  Copy<span className="visually-hidden"> the link that works until {when(link.expires)}</span>
                </button>
                <a
                  className="studio-button studio-button--small"
                  href={pathOf(link.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Open<span className="visually-hidden"> the preview in a new tab</span>
                </a>
                <button
                  type="button"
                  className="studio-button studio-button--small studio-button--danger"
                  disabled={busy !== null}
                  onClick={() => void revoke(link)}
                >
                  {busy === link.id ? "Revoking…" : "Revoke"}
                  <span className="visually-hidden"> the link that works until {when(link.expires)}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
