import { defineConfig, type Plugin } from "vite";

const PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * With modulePreload off, Vite still wraps every dynamic import() in its preload helper, which
 * then only ever receives empty lists of files (the worker writes the modulepreload links a
 * page needs). The helper is about 650 bytes gzipped on every page: this replaces it with a
 * plain call, which is what it amounts to here.
 */
const plainDynamicImports: Plugin = {
  name: "plain-dynamic-imports",
  enforce: "pre",
  load(id) {
    return id === PRELOAD_HELPER ? "export const __vitePreload = (load) => load();" : null;
  },
};

// Builds only the browser side: one entry that hydrates islands (each island its own
// chunk, found by the entry's glob), and the site stylesheet, as hashed files plus
// .vite/manifest.json, which the worker imports to name them in each page.
export default defineConfig({
  publicDir: "public",
  plugins: [plainDynamicImports],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    cssCodeSplit: true,
    // The worker writes <link rel="modulepreload"> for exactly the chunks each page needs.
    modulePreload: false,
    rollupOptions: {
      input: {
        site: "client/styles/site.css",
        entry: "client/entry.ts",
        // The authoring studio: its own application, on /studio only.
        studio: "client/studio/main.tsx",
      },
    },
  },
});
