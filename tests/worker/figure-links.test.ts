import "./read-model";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { makePng } from "../fixtures/png";
import { PICTURE_POLICY } from "../../worker/media/serve";
import { page, request } from "./helpers";
import { api, signIn } from "./studio-helpers";

// Issue 31: a figure whose picture is an upload links to its full-size original, so a reader
// on a phone can open a wiring photo or a diagram and zoom into its labels.

let token: string;

beforeAll(async () => {
  token = await signIn(fixtureAccounts.authorA);
});

async function upload(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const response = await request("/api/studio/media", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
    body: bytes,
  });
  expect(response.status).toBeLessThan(300);
  return ((await response.json()) as { url: string }).url;
}

describe("a figure", () => {
  it("links an uploaded picture to its original, named by its alt text and (full size)", async () => {
    const src = await upload(await makePng(1600, 900, 31));
    const saved = await api("PUT", "/posts/t31-figure-link", token, {
      title: "A wiring photo",
      meta: { description: "A post with an uploaded wiring photo and a picture of the site's own." },
      pageData: [
        {
          section: "wiring",
          content: [
            { figure: { src, alt: "ESP32 wired to a BME280", caption: "Four wires." } },
            { figure: { src: "/images/boards/esp32.svg", alt: "An ESP32 DevKitC" } },
          ],
        },
      ],
    });
    expect(saved.status).toBe(201);
    const { doc } = await page("/t31-figure-link");
    const [uploaded, other] = doc.querySelectorAll("article figure");
    const link = uploaded!.querySelector("a.figure-full")!;
    expect(link.getAttribute("href")).toBe(src);
    // The link holds the picture, and its name is the alt text and where it leads.
    expect(link.querySelector("img")?.getAttribute("alt")).toBe("ESP32 wired to a BME280");
    expect(link.querySelector(".visually-hidden")?.text).toBe(" (full size)");
    expect(uploaded!.querySelector("figcaption")?.text).toBe("Four wires.");
    // The original answers at that address, at its own size.
    const original = await request(src, { method: "HEAD" });
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/png");
    // Opened on its own, the browser's picture viewer may style itself; nothing may run.
    expect(original.headers.get("content-security-policy")).toBe(PICTURE_POLICY);
    expect(PICTURE_POLICY).toContain("default-src 'none'");
    expect(PICTURE_POLICY).not.toContain("script-src");
    // A picture that is no upload is drawn as it was, without a link.
    expect(other!.querySelector("a")).toBeNull();
    expect(other!.querySelector("img")?.getAttribute("src")).toBe("/images/boards/esp32.svg");
  });
});
