import type { PreviewState } from "./usePreview";

interface PreviewPaneProps {
  preview: PreviewState;
  /** "Preview", or which earlier version is shown. */
  title: string;
  /** While an earlier version is shown: the way back to the post as it is being edited. */
  onBackToLive: (() => void) | null;
  waitingFor: string | null;
}

/**
 * The post as the site will show it. The HTML is the server's own PostPage rendering, in
 * which every value from the author was escaped, so it is set as markup here; it sits in
 * the site's own classes so the preview looks like the page.
 */
export function PreviewPane({ preview, title, onBackToLive, waitingFor }: PreviewPaneProps) {
  return (
    <section className="studio-preview" aria-labelledby="studio-preview-title" aria-busy={preview.pending}>
      <h3 id="studio-preview-title" className="studio-preview-title">
        {title}
        <span className="studio-preview-state">{preview.pending ? " (updating…)" : ""}</span>
      </h3>
      {onBackToLive ? (
        <button type="button" className="studio-button studio-button--small" onClick={onBackToLive}>
          Back to the live preview
        </button>
      ) : null}
      {waitingFor ? <p className="studio-muted">{waitingFor}</p> : null}
      {preview.problem && !waitingFor ? <p className="notice notice--error">Preview paused: {preview.problem}</p> : null}
      {preview.html !== null ? (
        <div className="studio-preview-page" dangerouslySetInnerHTML={{ __html: preview.html }} />
      ) : waitingFor ? null : (
        <p className="studio-muted">The preview appears here a moment after you stop typing.</p>
      )}
    </section>
  );
}
