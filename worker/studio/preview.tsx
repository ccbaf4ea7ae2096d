import { renderToString } from "react-dom/server";
import { PostPage } from "../../client/pages/PostPage";
import { paths } from "../firestore/paths";
import { postTitle } from "../posts/head";
import { normalisePost } from "../posts/normalise";
import { postWiringWarnings } from "./validate";

/** The slug a preview is drawn at: the post is not stored, so it has none of its own yet. */
const PREVIEW_SLUG = "preview";

/** The pinouts' warnings above the preview, for the author only (the page shows what the author keeps). */
function WiringWarnings({ warnings }: { warnings: string[] }) {
  return (
    <div className="callout callout--warning wiring-warnings" role="note">
      <p>
        <strong className="callout-label">Check the wiring: </strong>
        the board&apos;s pinout marks these pins. Keep a warning beside the diagram if a reader needs it.
      </p>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A post body as the site would render it, drawn by the reader's own normaliser and
 * `PostPage` from the fields the studio would store, with the pinouts' warnings above it.
 */
export function renderPreview(uid: string, fields: Record<string, unknown>): { html: string; warnings: string[] } {
  const document = { path: paths.post(uid, PREVIEW_SLUG), id: PREVIEW_SLUG, data: { ...fields, slug: PREVIEW_SLUG } };
  const post = normalisePost(uid, document, PREVIEW_SLUG);
  const warnings = postWiringWarnings(fields);
  const html = renderToString(
    <>
      {warnings.length ? <WiringWarnings warnings={warnings} /> : null}
      <PostPage post={post} title={postTitle(post)} />
    </>,
  );
  return { html, warnings };
}
