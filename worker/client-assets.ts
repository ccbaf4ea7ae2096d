import type { ClientAssets } from "../client/document/head";
// Written by `vite build` (wrangler's [build] step and `npm test` run it first).
import manifest from "../dist/client/.vite/manifest.json";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const ENTRY = "client/entry.tsx";
const STYLES = "client/styles/site.css";

/** Reads the hashed file names of the island script and stylesheet out of Vite's manifest. */
export function clientAssetsFrom(chunks: Record<string, ManifestChunk>): ClientAssets {
  const entry = chunks[ENTRY];
  const styles = chunks[STYLES];
  if (!entry || !styles) throw new Error(`Vite manifest lacks ${ENTRY} or ${STYLES}; run "npm run build".`);
  const preload = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || preload.has(`/${chunk.file}`)) return;
    preload.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  return {
    script: `/${entry.file}`,
    preload: [...preload],
    styles: [`/${styles.file}`, ...(entry.css ?? []).map((file) => `/${file}`)],
  };
}

/** Resolved once per isolate, off the request path. */
export const clientAssets: ClientAssets = clientAssetsFrom(manifest as Record<string, ManifestChunk>);
