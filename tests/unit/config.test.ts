import { describe, expect, it } from "vitest";
import { readConfig } from "../../worker/config";
import { testEnv } from "../fixtures/env";

const withVars = (vars: Partial<Env>): Env => ({ ...testEnv, ...vars });

describe("configuration", () => {
  it("reads a good configuration, ids deduplicated in order", () => {
    const result = readConfig(
      withVars({ AUTHOR_IDS: " b, a ,b,, c ", SITE_URL: "https://learn.example.org/", FIREBASE_AUTH_EMULATOR_HOST: "" }),
    );
    expect(result.ok && result.config.authorIds).toEqual(["b", "a", "c"]);
    expect(result.ok && result.config.site.url).toBe("https://learn.example.org");
  });

  it.each([
    [{ SITE_URL: "" }, "SITE_URL"],
    [{ SITE_URL: "learn.example.org" }, "SITE_URL"],
    [{ SITE_URL: "ftp://learn.example.org" }, "SITE_URL"],
    [{ LIST_ADMIN_ID: "" }, "LIST_ADMIN_ID"],
    [{ LIST_ADMIN_ID: "a/b" }, "LIST_ADMIN_ID"],
    [{ AUTHOR_IDS: " , " }, "AUTHOR_IDS"],
    [{ FIREBASE_PROJECT_ID: "" }, "FIREBASE_PROJECT_ID"],
    [{ FIRESTORE_EMULATOR_HOST: "" }, "FIREBASE_CLIENT_EMAIL"],
    [{ SITE_URL: "https://learn.example.org", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" }, "FIREBASE_AUTH_EMULATOR_HOST"],
  ] as const)("names the var that is wrong: %o", (vars, name) => {
    const result = readConfig(withVars(vars));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.join(" ")).toContain(name);
  });

  it.each(["127.0.0.1:9099", "127.3.2.1:9099", "http://127.0.0.1:9099", "localhost:9099", "[::1]:9099", "127.1:9099"])(
    "accepts the Auth emulator on a loopback address: %s",
    (host) => {
      const result = readConfig(withVars({ SITE_URL: "http://learn.example.org", FIREBASE_AUTH_EMULATOR_HOST: host }));
      expect(result.ok && result.config.auth.emulatorHost).toMatch(/^(127\.\d+\.\d+\.\d+|localhost|\[::1\]):9099$/);
    },
  );

  it.each([
    "10.0.0.5:9099",
    "192.168.1.2:9099",
    "auth.example.org:9099",
    "0.0.0.0:9099",
    "[::]:9099",
    "[::2]:9099",
    "128.0.0.1:9099",
    "localhost.example.org:9099",
    "127.0.0.1.example.org:9099",
    "127.0.0.1:9099@auth.example.org",
    "127.0.0.1:9099/path",
    "127.0.0.1",
    "localhost",
  ])("refuses the Auth emulator anywhere but a loopback host:port, whatever SITE_URL is: %s", (host) => {
    for (const site of ["http://learn.example.org", "http://127.0.0.1:8787"]) {
      const result = readConfig(withVars({ SITE_URL: site, FIREBASE_AUTH_EMULATOR_HOST: host }));
      expect(result.ok, site).toBe(false);
      expect(!result.ok && result.problems.join(" "), site).toContain("FIREBASE_AUTH_EMULATOR_HOST must be empty or a loopback");
    }
  });

  it("accepts Google's Firestore when the service account is set", () => {
    const result = readConfig(
      withVars({ FIRESTORE_EMULATOR_HOST: "", FIREBASE_CLIENT_EMAIL: "sa@x.iam.gserviceaccount.com", FIREBASE_PRIVATE_KEY: "k" }),
    );
    expect(result.ok && result.config.serviceAccount).toEqual({ clientEmail: "sa@x.iam.gserviceaccount.com", privateKey: "k" });
  });
});
