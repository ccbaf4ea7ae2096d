import { hydrateIslands } from "../islands/hydrate";
import { ContactForm } from "../islands/ContactForm";

hydrateIslands("ContactForm", ContactForm);
