import { hydrateIslands } from "../islands/hydrate";
import { ProjectList } from "../islands/ProjectList";

hydrateIslands("ProjectList", ProjectList);
