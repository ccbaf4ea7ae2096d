import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { ORIGIN } from "./helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

const withVars = (vars: Partial<Env>): Env => ({ ...env, ...vars });

describe("configuration", () => {
  it("answers 500 and logs one line naming the var when the Auth emulator is not on a loopback address", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = withVars({ FIREBASE_AUTH_EMULATOR_HOST: "auth.example.org:9099" });
    for (const path of ["/", "/studio"]) {
      const context = createExecutionContext();
      const response = await worker.fetch(new Request(`${ORIGIN}${path}`), broken, context);
      await waitOnExecutionContext(context);
      expect(response.status, path).toBe(500);
    }
    const lines = errors.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith("Configuration error"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("FIREBASE_AUTH_EMULATOR_HOST");
  });

  it("answers 500 on every address with a broken configuration, and logs it once, naming the var", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = withVars({ SITE_URL: "", LIST_ADMIN_ID: "" });
    for (const path of ["/", "/learn/esp32", "/some-post", "/sitemap.xml"]) {
      const context = createExecutionContext();
      const response = await worker.fetch(new Request(`${ORIGIN}${path}`), broken, context);
      await waitOnExecutionContext(context);
      expect(response.status, path).toBe(500);
      expect(response.headers.get("retry-after"), path).toBeNull();
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    const lines = errors.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith("Configuration error"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("SITE_URL");
    expect(lines[0]).toContain("LIST_ADMIN_ID");
  });
});
