import type { Hono } from "hono";
import { aboutPage } from "../../client/content/about";
import { disclaimerPage } from "../../client/content/disclaimer";
import { privacyPolicyPage } from "../../client/content/privacy-policy";
import type { ProsePage as ProsePageData } from "../../client/content/types";
import { absoluteUrl } from "../../client/data/site";
import { HomePage } from "../../client/pages/HomePage";
import { ProsePage } from "../../client/pages/ProsePage";
import type { AppEnv } from "../env";
import { pageContext } from "../page-context";
import { renderPageCached } from "../render";

const HOME_KEYWORDS = [
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
];

export function registerStaticPages(app: Hono<AppEnv>): void {
  app.get("/", (c) => {
    const { site, path } = pageContext(c);
    return renderPageCached("static", () => <HomePage />, {
      status: 200,
      site,
      path,
      head: {
        title: "Electronics Projects for Engineering Students",
        description:
          "Electronics and embedded systems projects for engineering students: Arduino, ESP32, ESP8266 and Raspberry Pi guides, IoT and robotics tutorials.",
        keywords: HOME_KEYWORDS,
        canonical: "/",
        jsonLd: [
          {
            "@context": "https://schema.org",
            "@type": "WebSite",
            name: site.name,
            url: absoluteUrl(site, "/"),
          },
        ],
      },
    });
  });

  for (const page of [aboutPage, disclaimerPage, privacyPolicyPage]) {
    app.get(page.path, (c) => {
      const { site, path } = pageContext(c);
      return renderPageCached("static", () => <ProsePage page={page} />, { status: 200, site, path, head: proseHead(page) });
    });
  }
}

function proseHead(page: ProsePageData) {
  return {
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    canonical: page.path,
  };
}
