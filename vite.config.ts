import { defineConfig } from "vite";

// Builds only the browser side: the island entry and the site stylesheet, as hashed
// files plus .vite/manifest.json, which the worker imports to name them in each page.
export default defineConfig({
  publicDir: "public",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    cssCodeSplit: true,
    rollupOptions: {
      input: {
        islands: "client/entry.tsx",
        site: "client/styles/site.css",
      },
    },
  },
});
