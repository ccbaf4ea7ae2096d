import type { ClientAssets, IslandAssets } from "../client/document/head";
import type { IslandName } from "../client/islands/registry";
// Written by `vite build` (wrangler's [build] step and `npm test` run it first).
import manifest from "../dist/client/.vite/manifest.json";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const STYLES = "client/styles/site.css";
const ISLANDS: IslandName[] = ["NavMenu", "BoardShowcase", "ContactForm", "ProjectList"];
const entryOf = (name: IslandName) => `client/entries/${name}.tsx`;

/** Reads the hashed names of the stylesheet and each island's entry and chunks out of Vite's manifest. */
export function clientAssetsFrom(chunks: Record<string, ManifestChunk>): ClientAssets {
  const styles = chunks[STYLES];
  if (!styles) throw new Error(`Vite manifest lacks ${STYLES}; run "npm run build".`);
  const islands: Record<string, IslandAssets> = {};
  for (const name of ISLANDS) {
    const entry = chunks[entryOf(name)];
    if (!entry) throw new Error(`Vite manifest lacks ${entryOf(name)}; run "npm run build".`);
    const preload = new Set<string>();
    const visit = (key: string) => {
      const chunk = chunks[key];
      if (!chunk || preload.has(`/${chunk.file}`)) return;
      preload.add(`/${chunk.file}`);
      chunk.imports?.forEach(visit);
    };
    entry.imports?.forEach(visit);
    islands[name] = { script: `/${entry.file}`, preload: [...preload] };
  }
  return { styles: [`/${styles.file}`], islands };
}

/** Resolved once per isolate, off the request path. */
export const clientAssets: ClientAssets = clientAssetsFrom(manifest as Record<string, ManifestChunk>);
