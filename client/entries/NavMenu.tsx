import { hydrateIslands } from "../islands/hydrate";
import { NavMenu } from "../islands/NavMenu";

hydrateIslands("NavMenu", NavMenu);
