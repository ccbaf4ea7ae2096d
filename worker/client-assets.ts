import type { ClientAssets, ScriptAssets } from "../client/document/head";
import { islandModule, islandNames } from "../client/hydration/registry";
// Written by `vite build` (wrangler's [build] step and `npm test` run it first).
import manifest from "../dist/client/.vite/manifest.json";

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const STYLES = "client/styles/site.css";
const ENTRY = "client/entry.ts";
const STUDIO = "client/studio/main.tsx";

/** Reads the hashed names of the stylesheet, the entry and each island's chunk out of Vite's manifest. */
export function clientAssetsFrom(chunks: Record<string, ManifestChunk>): ClientAssets {
  const chunk = (key: string) => {
    const found = chunks[key];
    if (!found) throw new Error(`Vite's manifest lacks ${key}; run "npm run build".`);
    return found;
  };
  const script = (key: string): ScriptAssets => {
    const preload = new Set<string>();
    const visit = (name: string) => {
      const imported = chunks[name];
      if (!imported || preload.has(`/${imported.file}`)) return;
      preload.add(`/${imported.file}`);
      imported.imports?.forEach(visit);
    };
    chunk(key).imports?.forEach(visit);
    return { script: `/${chunk(key).file}`, preload: [...preload] };
  };
  return {
    styles: [`/${chunk(STYLES).file}`],
    entry: script(ENTRY),
    islands: Object.fromEntries(islandNames.map((name) => [name, script(islandModule(name))])),
    studio: script(STUDIO),
  };
}

/** Resolved once per isolate, off the request path. */
export const clientAssets: ClientAssets = clientAssetsFrom(manifest as Record<string, ManifestChunk>);
