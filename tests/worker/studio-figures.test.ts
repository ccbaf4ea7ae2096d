import "./read-model";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { request } from "./helpers";
import { makePng } from "../fixtures/png";
import { api, signIn } from "./studio-helpers";

// Issue 20: a published figure needs alt text; issue 21: the save says which wiring block a warning is about.

let a: string;

beforeAll(async () => {
  a = await signIn(fixtureAccounts.authorA);
});

const slug = (what: string) => `figures-${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const withFigures = (draft: boolean, secondAlt: string) => ({
  title: "Pictures of the wiring",
  meta: { description: "A post with figures." },
  draft,
  pageData: [
    { section: "intro", content: [{ p: "First words." }, { img: "/images/boards/esp32.svg" }] },
    {
      section: "wiring",
      content: [
        { h2: "Wiring" },
        { figure: { src: "/images/boards/esp32.svg", alt: "The board from above" } },
        { p: "Then the other side." },
        { figure: { src: "/images/boards/esp32.svg", alt: secondAlt, caption: "Underneath" } },
      ],
    },
  ],
});

describe("alt text on figures", () => {
  it("refuses to publish a figure without alt text, naming the figure and its section, and stores nothing", async () => {
    const address = slug("published");
    const refused = await api("PUT", `/posts/${address}`, a, withFigures(false, "  "), { "if-none-match": "*" });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: string; figure: { section: number; block: number } };
    expect(body.error).toMatch(/^Figure 2 in section 'Wiring' needs alt text/);
    expect(body.figure).toEqual({ section: 1, block: 3 });
    expect((await api("GET", `/posts/${address}`, a)).status).toBe(404);
  });

  it("names a section without a heading by its style name", async () => {
    const refused = await api(
      "PUT",
      `/posts/${slug("style")}`,
      a,
      {
        title: "One picture",
        meta: { description: "A post with one figure." },
        pageData: [{ section: "parts", content: [{ figure: { src: "/images/boards/esp32.svg", alt: "" } }] }],
      },
      { "if-none-match": "*" },
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Figure 1 in section 'parts' needs alt text/);
  });

  it("saves a draft without alt text, and publishes it once the figure has some", async () => {
    const address = slug("draft");
    const draft = await api("PUT", `/posts/${address}`, a, withFigures(true, ""), { "if-none-match": "*" });
    expect(draft.status).toBe(201);
    const published = await api("PUT", `/posts/${address}`, a, withFigures(false, "The pins underneath"), {
      "if-match": draft.headers.get("etag")!,
    });
    expect(published.status).toBe(200);
    const html = await (await request(`/${address}`)).text();
    expect(html).toContain('alt="The pins underneath"');
    // The img block stays decoration: empty alt, and no refusal.
    expect(html).toMatch(
      /<img[^>]*src="\/images\/boards\/esp32.svg"[^>]*alt=""|<img[^>]*alt=""[^>]*src="\/images\/boards\/esp32.svg"/,
    );
  });

  it("lets the preview show a published post whose figure has no alt text yet", async () => {
    const response = await api("POST", "/preview", a, withFigures(false, ""));
    expect(response.status).toBe(200);
  });
});

describe("the media library's list", () => {
  it("says which posts show each upload", async () => {
    const png = await makePng(21, 17, 40);
    const stored = await request("/api/studio/media", {
      method: "POST",
      headers: { authorization: `Bearer ${a}`, "content-type": "image/png" },
      body: png,
    });
    const { url } = (await stored.json()) as { url: string };
    const address = slug("library");
    const saved = await api("PUT", `/posts/${address}`, a, {
      title: "Shows the upload",
      meta: { description: "Uses a picture." },
      pageData: [{ section: "", content: [{ figure: { src: url, alt: "A gradient" } }] }],
    });
    expect(saved.status).toBe(201);
    const listed = (await (await api("GET", "/media?limit=100", a)).json()) as {
      uploads: Array<{ url: string; usedIn: Array<{ slug: string; title: string }> }>;
    };
    const entry = listed.uploads.find((upload) => upload.url === url);
    expect(entry?.usedIn).toEqual([expect.objectContaining({ slug: address, title: "Shows the upload" })]);
    expect(listed.uploads.every((upload) => Array.isArray(upload.usedIn))).toBe(true);
  });
});

describe("wiring warnings", () => {
  it("say which wiring block they are about", async () => {
    const saved = await api("PUT", `/posts/${slug("wiring")}`, a, {
      title: "A sensor on an input-only pin",
      meta: { description: "Wiring with a warning." },
      pageData: [
        { section: "intro", content: [{ p: "Words." }] },
        {
          section: "wiring",
          content: [
            { h2: "Wiring" },
            { wiring: { board: "esp32", part: "LED", connections: [{ board: "GPIO2", part: "anode" }] } },
            { wiring: { board: "esp32", part: "sensor", connections: [{ board: "GPIO34", part: "OUT" }] } },
          ],
        },
      ],
    });
    expect(saved.status).toBe(201);
    const body = (await saved.json()) as {
      warnings: string[];
      wiringWarnings: Array<{ section: number; block: number; warnings: string[] }>;
    };
    const located = body.wiringWarnings.find((entry) => entry.block === 2);
    expect(located?.section).toBe(1);
    expect(located?.warnings.join(" ")).toContain("GPIO34");
    for (const entry of body.wiringWarnings) for (const warning of entry.warnings) expect(body.warnings).toContain(warning);
  });
});
