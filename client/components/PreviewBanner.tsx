const until = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/**
 * Above a post shown through a private preview link (/p/{token}): says plainly that this is
 * not the published site, and until when the link works (in UTC: the server does not know
 * the reader's time zone, and the page runs no script for it).
 */
export function PreviewBanner({ expires }: { expires: string }) {
  return (
    <div className="container">
      <div className="preview-banner" role="note">
        <p>
          <strong className="preview-banner-label">Preview</strong> This is a preview of an unpublished post. It is not on the
          site yet, search engines are asked not to index it, and it may change before it is published. This link works until{" "}
          <time dateTime={expires}>{until.format(new Date(expires))} UTC</time>.
        </p>
      </div>
    </div>
  );
}
