import { hydrateIslands } from "../islands/hydrate";
import { BoardShowcase } from "../islands/BoardShowcase";

hydrateIslands("BoardShowcase", BoardShowcase);
