import { STUDIO_ROOT_ID, type StudioConfig } from "../studio/config";

/**
 * The authoring studio's page. The server renders only its frame; the studio application
 * (client/studio/) signs the author in with Firebase Authentication and takes over.
 *
 * Without JavaScript the reader gets one message saying so. The "Loading the studio…" line
 * is the studio's own (client/studio/Studio.tsx, while it starts), never the server's: a
 * line that only script can replace would otherwise promise a studio that never comes.
 */
export function StudioPage({ config }: { config: StudioConfig }) {
  return (
    <div className="container studio">
      <div id={STUDIO_ROOT_ID} data-config={JSON.stringify(config)}>
        <h1>Authoring studio</h1>
        <p className="lead">Authors sign in here to write, preview and publish posts.</p>
        <noscript>
          <p className="notice notice--error">
            The studio needs JavaScript: it signs you in with Firebase Authentication in your browser. Turn JavaScript on for this
            site and reload the page.
          </p>
        </noscript>
      </div>
    </div>
  );
}
