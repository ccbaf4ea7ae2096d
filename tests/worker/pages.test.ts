import "./read-model";
import { env } from "cloudflare:workers";
import type { HTMLElement } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { meta, page, request } from "./helpers";

const SITE_URL = env.SITE_URL.replace(/\/$/, "");
const SITE_NAME = env.SITE_NAME;

describe("static pages", () => {
  it.each([
    ["/", "Electronics projects and embedded systems for engineering students"],
    ["/about", "About Us"],
    ["/contact", "Contact us"],
    ["/disclaimer", "Disclaimer"],
    ["/privacypolicy", "Privacy Policy"],
  ])("%s answers 200 with its heading inside <main>", async (path, heading) => {
    const { response, doc } = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(doc.querySelector("main h1")?.text).toContain(heading);
    expect(doc.querySelectorAll("header.site-header")).toHaveLength(1);
    expect(doc.querySelectorAll("footer.site-footer")).toHaveLength(1);
  });

  it("renders the home page's five boards in order, alternating sides, each with image and two descriptions", async () => {
    const { doc } = await page("/");
    const blocks = doc.querySelectorAll("main [data-board]");
    expect(blocks.map((block) => block.querySelector("h2")?.text)).toEqual([
      "Arduino Uno",
      "Arduino Nano",
      "Arduino Mega 2560",
      "ESP8266",
      "ESP32",
    ]);
    blocks.forEach((block, index) => {
      expect(block.classList.contains(index % 2 === 0 ? "board--left" : "board--right")).toBe(true);
      const image = block.querySelector("img");
      expect(image?.getAttribute("src")).toMatch(/^\/images\/boards\/[a-z0-9-]+\.svg$/);
      expect(image?.getAttribute("width")).toBe("640");
      expect(block.querySelectorAll("p").length).toBeGreaterThanOrEqual(2);
      // Served readable: the dimmed state only exists after hydration.
      expect(block.getAttribute("data-visible")).toBe("false");
    });
  });

  it("has an About page with every section the spec lists and the two links", async () => {
    const { doc } = await page("/about");
    for (const id of ["mission", "who-we-are", "how-we-help", "start-exploring", "what-we-offer", "get-in-touch"]) {
      expect(doc.querySelector(`main section#${id} h2`), id).not.toBeNull();
    }
    expect(doc.querySelector("main section#start-exploring a")?.getAttribute("href")).toBe("/");
    expect(doc.querySelector("main section#get-in-touch a")?.getAttribute("href")).toBe("/contact");
  });

  it("has a privacy policy covering every topic, children under 13 included", async () => {
    const { doc } = await page("/privacypolicy");
    const ids = [
      "personal-information",
      "questions",
      "non-personal-information",
      "use-of-information",
      "social-login",
      "retention",
      "security",
      "children",
      "international-transfer",
      "policy-changes",
      "contact",
    ];
    for (const id of ids) expect(doc.querySelector(`main section#${id}`), id).not.toBeNull();
    expect(doc.querySelector("main section#children")?.text).toContain("13");
    // Readers' questions (issue 33): what is kept, never the address, and how an asker removes theirs.
    const questions = doc.querySelector("main section#questions")?.text ?? "";
    expect(questions).toContain("never store the IP address");
    expect(questions).toContain("Delete my question");
    expect(doc.querySelector("main section#retention")?.text).toContain("30 days after they were marked");
  });

  it("has a disclaimer covering liability, external links, consent and updates", async () => {
    const { doc } = await page("/disclaimer");
    const headings = doc.querySelectorAll("main section h2").map((h) => h.text.toLowerCase());
    for (const topic of ["liability", "external links", "consent", "update"]) {
      expect(
        headings.some((heading) => heading.includes(topic)),
        topic,
      ).toBe(true);
    }
  });
});

describe("head metadata", () => {
  it("gives the home page the spec's head: title, description, keywords, author, social tags, canonical root, icons", async () => {
    const { doc } = await page("/");
    expect(doc.querySelector("head title")?.text).toBe(`Electronics Projects for Engineering Students | ${SITE_NAME}`);
    expect(meta(doc, "description")?.length).toBeGreaterThan(50);
    expect(meta(doc, "keywords")).toContain("electronics projects");
    expect(meta(doc, "author")).toBe(SITE_NAME);
    expect(meta(doc, "robots")).toBe("index, follow");
    expect(doc.querySelector('head link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE_URL}/`);
    expect(meta(doc, "og:title")).toBe("Electronics Projects for Engineering Students");
    expect(meta(doc, "og:type")).toBe("website");
    expect(meta(doc, "og:url")).toBe(`${SITE_URL}/`);
    expect(meta(doc, "og:image")).toBe(`${SITE_URL}/images/og-default.png`);
    expect(meta(doc, "twitter:card")).toBe("summary_large_image");
    expect(doc.querySelector('head link[rel="icon"]')?.getAttribute("href")).toBe("/favicon.ico");
    expect(doc.querySelector('head link[rel="apple-touch-icon"]')?.getAttribute("href")).toBe("/apple-touch-icon.png");
    expect(doc.querySelector('head link[rel="manifest"]')?.getAttribute("href")).toBe("/site.webmanifest");
    expect(doc.querySelectorAll("head title")).toHaveLength(1);
  });

  it.each(["/about", "/contact", "/disclaimer", "/privacypolicy"])(
    "%s has its own title and absolute canonical",
    async (path) => {
      const { doc } = await page(path);
      expect(doc.querySelector("head title")?.text).toMatch(new RegExp(`^.+ \\| ${SITE_NAME}$`));
      expect(doc.querySelector('head link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE_URL}${path}`);
      expect(meta(doc, "og:url")).toBe(`${SITE_URL}${path}`);
      expect(meta(doc, "description")?.length).toBeGreaterThan(50);
    },
  );
});

describe("islands", () => {
  it("loads the entry script and preloads only the chunks of the islands the page uses", async () => {
    const preloads = (doc: HTMLElement) =>
      doc.querySelectorAll('link[rel="modulepreload"]').map((l) => l.getAttribute("href") ?? "");
    const home = (await page("/")).doc;
    const homeScripts = home.querySelectorAll('script[type="module"]').map((s) => s.getAttribute("src"));
    expect(homeScripts).toHaveLength(1);
    expect(homeScripts[0]).toMatch(/^\/assets\/entry-[\w-]+\.js$/);
    expect(preloads(home).some((href) => /^\/assets\/NavMenu-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloads(home).some((href) => /^\/assets\/BoardShowcase-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloads(home).some((href) => /ContactForm|ProjectList/.test(href))).toBe(false);
    const islands = home.querySelectorAll("[data-island]").map((el) => el.getAttribute("data-island"));
    expect(islands).toEqual(["NavMenu", "BoardShowcase"]);
    expect(JSON.parse(home.querySelector('[data-island="NavMenu"]')?.getAttribute("data-props") ?? "")).toEqual({
      currentPath: "/",
    });
    expect(home.querySelector('link[rel="stylesheet"]')?.getAttribute("href")).toMatch(/^\/assets\/site-[\w-]+\.css$/);

    const about = (await page("/about")).doc;
    expect(about.querySelectorAll('script[type="module"]').map((s) => s.getAttribute("src"))).toEqual(homeScripts);
    expect(preloads(about).some((href) => /BoardShowcase/.test(href))).toBe(false);
    const contact = (await page("/contact")).doc;
    expect(preloads(contact).some((href) => /^\/assets\/ContactForm-/.test(href))).toBe(true);
  });

  it("serialises props so hostile text cannot leave the attribute", async () => {
    const response = await request("/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      // An invalid address, so the form comes back with the hostile text in it.
      body: new URLSearchParams({ name: '"></div><script>alert(1)</script>', email: "not-an-address", message: "</script>" }),
    });
    const body = await response.text();
    expect(body).not.toContain("<script>alert(1)</script>");
    expect(body).not.toMatch(/<\/script>"/);
    expect(body).toContain("&lt;/script&gt;");
  });

  it("renders the menu closed, with the hamburger and every group collapsed", async () => {
    const { doc } = await page("/about");
    expect(doc.querySelector("button.nav-toggle")?.getAttribute("aria-expanded")).toBe("false");
    const groups = doc.querySelectorAll("button.nav-group-toggle");
    expect(groups).toHaveLength(7);
    for (const group of groups) expect(group.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("contact form", () => {
  it("has the three required fields with the spec's names and a submit button", async () => {
    const { doc } = await page("/contact");
    const form = doc.querySelector("main form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelector('input[name="name"]')?.hasAttribute("required")).toBe(true);
    expect(form?.querySelector('input[name="email"]')?.getAttribute("type")).toBe("email");
    expect(form?.querySelector('input[name="email"]')?.hasAttribute("required")).toBe(true);
    expect(form?.querySelector('textarea[name="message"]')?.hasAttribute("required")).toBe(true);
    expect(form?.querySelector('button[type="submit"]')?.text).toBe("Submit");
  });
});
