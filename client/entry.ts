import { hydrateIslands } from "./hydration/hydrate";

// The browser's one entry. Each island is its own chunk, loaded only when the page has it
// (the worker also preloads the chunks of the islands it rendered).
hydrateIslands(import.meta.glob<Record<string, unknown>>("./islands/*.tsx"));
