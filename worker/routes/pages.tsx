import { Hono } from "hono";
import { aboutPage } from "../../client/content/about";
import { disclaimerPage } from "../../client/content/disclaimer";
import { privacyPolicyPage } from "../../client/content/privacy-policy";
import { pageTrail } from "../../client/data/breadcrumbs";
import { absoluteUrl } from "../../client/data/site";
import { HomePage } from "../../client/pages/HomePage";
import { ProsePage } from "../../client/pages/ProsePage";
import type { AppEnv } from "../app-env";

const HOME_HEAD = {
  title: "Electronics Projects for Engineering Students",
  description:
    "Electronics and embedded systems projects for engineering students: Arduino, ESP32, ESP8266 and Raspberry Pi guides, IoT and robotics tutorials.",
  keywords: [
    "electronics projects",
    "engineering students",
    "embedded systems",
    "Arduino",
    "ESP32",
    "ESP8266",
    "Raspberry Pi",
    "microcontrollers",
    "IoT projects",
    "robotics",
  ],
  canonical: "/",
};

/** Tutorials the home page shows, newest first. */
const LATEST = 6;

/** The home page and the text pages (About, Disclaimer, Privacy policy), which are data. */
export const pages = new Hono<AppEnv>().get("/", async (c) => {
  const { site } = c.var.config;
  const jsonLd = [
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: site.name,
      url: absoluteUrl(site, "/"),
      potentialAction: {
        "@type": "SearchAction",
        target: `${absoluteUrl(site, "/search")}?q={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    },
  ];
  // The newest tutorials come from the read model of published posts; without it, the page goes without them.
  const latest = await c.var.content.latest();
  return c.render(<HomePage latest={latest?.value?.posts.slice(0, LATEST) ?? []} />, {
    head: { ...HOME_HEAD, jsonLd },
    version: latest ? `latest@${latest.version}` : undefined,
  });
});

for (const page of [aboutPage, disclaimerPage, privacyPolicyPage]) {
  pages.get(page.path, (c) =>
    c.render(<ProsePage page={page} />, {
      head: { title: page.title, description: page.description, keywords: page.keywords, canonical: page.path },
      breadcrumbs: pageTrail(page.heading, page.path),
      version: "static",
    }),
  );
}
