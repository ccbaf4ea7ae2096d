import { useContext, type ReactNode } from "react";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Footer } from "../components/Footer";
import { Header } from "../components/Header";
import { breadcrumbJsonLd, type Crumb } from "../data/breadcrumbs";
import { absoluteUrl, type SiteInfo } from "../data/site";
import { IslandCollector } from "../hydration/Island";
import { islandLoading } from "../hydration/registry";
import type { ClientAssets, PageHead } from "./head";
import { HeadTags } from "./HeadTags";

export interface DocumentProps {
  site: SiteInfo;
  assets: ClientAssets;
  head: PageHead;
  /** Path of the page, for aria-current in the menu. */
  path: string;
  /** Where the page sits, shown above it and given to search engines; absent on the home page. */
  breadcrumbs?: Crumb[];
  /** An application of its own this page runs besides its islands (the studio). */
  app?: "studio";
  children: ReactNode;
}

/** The whole HTML document every page shares: head, header, main content and footer. */
export function Document({ site, assets, head, path, breadcrumbs, app, children }: DocumentProps) {
  const jsonLd = [...(head.jsonLd ?? []), ...(breadcrumbs ? [breadcrumbJsonLd(site, breadcrumbs)] : [])];
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <HeadTags head={{ ...head, jsonLd }} site={site} />
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header site={site} path={path} />
        <main id="main" tabIndex={-1}>
          {breadcrumbs ? (
            <div className="container">
              <Breadcrumbs trail={breadcrumbs} />
            </div>
          ) : null}
          {children}
          {/* Printed pages say where they came from. */}
          <p className="container print-only">
            {head.canonical === null ? absoluteUrl(site, path) : absoluteUrl(site, head.canonical)}
          </p>
        </main>
        <Footer site={site} />
        <ClientScripts assets={assets} app={app} />
      </body>
    </html>
  );
}

/**
 * The entry script and, preloaded beside it, the chunks of the islands this page used that
 * load with it (an island that waits for the reader's use is fetched only then); nothing at
 * all on a page without islands. It renders last, after every island above it registered
 * itself with the collector during this same render.
 */
function ClientScripts({ assets, app }: { assets: ClientAssets; app?: "studio" }) {
  const used = [...(useContext(IslandCollector) ?? [])];
  const islands = used.filter((name) => islandLoading[name] === "load").flatMap((name) => assets.islands[name] ?? []);
  const apps = app ? [assets[app]] : [];
  if (used.length === 0 && apps.length === 0) return null;
  const preload = [
    ...new Set([
      ...(used.length ? assets.entry.preload : []),
      ...islands.flatMap((island) => [island.script, ...island.preload]),
      ...apps.flatMap((script) => script.preload),
    ]),
  ];
  return (
    <>
      {preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {used.length ? <script type="module" src={assets.entry.script} /> : null}
      {apps.map((script) => (
        <script key={script.script} type="module" src={script.script} />
      ))}
    </>
  );
}
