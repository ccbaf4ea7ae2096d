import { defineConfig } from "vite";

// Builds only the browser side: one entry that hydrates islands (each island its own
// chunk, found by the entry's glob), and the site stylesheet, as hashed files plus
// .vite/manifest.json, which the worker imports to name them in each page.
export default defineConfig({
  publicDir: "public",
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
