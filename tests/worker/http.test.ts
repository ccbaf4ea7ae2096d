import "./read-model";
import { describe, expect, it } from "vitest";
import { ORIGIN, meta, page, request } from "./helpers";

describe("not found", () => {
  it.each(["/no-such-page", "/some-post-slug", "/learn/not-a-topic", "/a/b/c", "/favicon.php", "/%E2%9C%93"])(
    "%s answers 404 with the spec's not-found page",
    async (path) => {
      const { response, doc } = await page(path);
      expect(response.status).toBe(404);
      expect(doc.querySelector("main h1")?.text).toBe("404");
      expect(doc.querySelector("main")?.text).toContain("Oops! Page Not Found");
      expect(doc.querySelector("main")?.text).toContain("The page you're looking for doesn't exist or has been moved.");
      const home = doc.querySelectorAll("main a").find((a) => a.text === "Go to Home");
      expect(home?.getAttribute("href")).toBe("/");
      expect(meta(doc, "robots")).toContain("noindex");
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    },
  );
});

describe("canonical redirects", () => {
  it.each([
    ["/Learn/ece", "/learn/ece"],
    ["/Learn/EEE", "/learn/eee"],
    ["/LEARN/civil", "/learn/civil"],
    ["/learn/Arduino-Uno", "/learn/arduino-uno"],
    ["/about/", "/about"],
    ["/privacypolicy///", "/privacypolicy"],
    ["/Learn/mech/", "/learn/mech"],
    ["/learn/esp32-projects/?page=2", "/learn/esp32-projects?page=2"],
    ["//evil.example/", "/evil.example"],
    ["/%61bout", "/about"],
    ["/learn/%65sp32", "/learn/esp32"],
    ["/%65very-block-kind", "/every-block-kind"],
  ])("%s answers 301 to %s in one hop", async (from, to) => {
    const response = await request(from);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, ORIGIN).toString()).toBe(`${ORIGIN}${to}`);
  });

  it("leaves canonical addresses alone", async () => {
    expect((await request("/about")).status).toBe(200);
    expect((await request("/")).status).toBe(200);
  });
});

describe("methods", () => {
  it("answers HEAD like GET, without a body", async () => {
    for (const path of ["/", "/about", "/nope"]) {
      const get = await request(path);
      const head = await request(path, { method: "HEAD" });
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
      expect(await head.text()).toBe("");
    }
  });

  it("refuses methods pages do not support with 405 and Allow", async () => {
    const response = await request("/about", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    const put = await request("/contact", { method: "PUT" });
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
  });
});
