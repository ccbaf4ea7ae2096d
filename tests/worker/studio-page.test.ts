import { describe, expect, it } from "vitest";
import { meta, page, request } from "./helpers";

describe("the studio page", () => {
  it.each(["/studio", "/studio/new", "/studio/posts/esp32-weather-station"])(
    "%s is the studio, never indexed or stored, under the studio's own policy",
    async (path) => {
      const { response, doc } = await page(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(meta(doc, "robots")).toBe("noindex, nofollow");
      expect(doc.querySelector("#studio-root")?.getAttribute("data-config")).toContain('"siteName"');
      // The same widened policy as /studio, which lets the Firebase Authentication SDK talk to Google.
      const studio = await request("/studio");
      expect(response.headers.get("content-security-policy")).toBe(studio.headers.get("content-security-policy"));
      expect(response.headers.get("content-security-policy")).toContain("identitytoolkit.googleapis.com");
    },
  );

  it("is not served at addresses the studio does not have", async () => {
    expect((await request("/studio/posts/a/b")).status).toBe(404);
    expect((await request("/studio/old")).status).toBe(404);
  });
});
