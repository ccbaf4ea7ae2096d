import { defineConfig } from "vite";

// Builds only the browser side: the island entries and the site stylesheet, as hashed
// files plus .vite/manifest.json, which the worker imports to name them in each page.
export default defineConfig({
  publicDir: "public",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    cssCodeSplit: true,
    // The worker writes <link rel="modulepreload"> for the chunks each page needs.
    modulePreload: false,
    rollupOptions: {
      // One small entry per island (each hydrates its own containers) over one shared
      // React chunk, so a page downloads exactly the islands it renders.
      input: {
        site: "client/styles/site.css",
        NavMenu: "client/entries/NavMenu.tsx",
        BoardShowcase: "client/entries/BoardShowcase.tsx",
        ContactForm: "client/entries/ContactForm.tsx",
        ProjectList: "client/entries/ProjectList.tsx",
      },
    },
  },
});
