/** Everything a page says about itself in <head>, decided by its route handler. */
export interface PageHead {
  /** Page title without the site name; null for the home page, whose title is fixed. */
  title: string;
  description: string;
  keywords: string[];
  /** Site-relative path of the canonical address, or an absolute URL; null for none. */
  canonical: string | null;
  robots?: string;
  author?: string;
  ogType?: "website" | "article";
  /** Site-relative or absolute sharing image. */
  image?: string;
  twitterCard?: "summary" | "summary_large_image";
  /** JSON-LD objects, serialised into <script type="application/ld+json">. */
  jsonLd?: object[];
}

/** A browser script: its file and the chunks it imports, preloaded so they download in parallel. */
export interface ScriptAssets {
  script: string;
  preload: string[];
}

/** Where the Vite build put the browser files, read from its manifest by the worker. */
export interface ClientAssets {
  styles: string[];
  /** The entry that hydrates whatever islands a page has. */
  entry: ScriptAssets;
  /** Each island's own chunk, by island name. */
  islands: Record<string, ScriptAssets>;
  /** The authoring studio's application (firebase/auth included), loaded only on /studio. */
  studio: ScriptAssets;
}
