import { describe, expect, it } from "vitest";
import { readConfig, roleOf } from "../../worker/config";
import { testEnv } from "../fixtures/env";

const withVars = (vars: Partial<Env>): Env => ({ ...testEnv, ...vars });

describe("configuration", () => {
  it("reads a good configuration, ids deduplicated in order", () => {
    const result = readConfig(
      withVars({
        AUTHOR_IDS: " b, a ,b,, c ",
        EDITOR_IDS: "",
        CONTRIBUTOR_IDS: "",
        SITE_URL: "https://learn.example.org/",
        FIREBASE_AUTH_EMULATOR_HOST: "",
      }),
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
    [{ AUTHOR_IDS: " , ", EDITOR_IDS: "" }, "AUTHOR_IDS"],
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

  describe("roles: authors, editors, contributors (issue 32)", () => {
    const roles = (vars: Partial<Env>) => {
      const result = readConfig(withVars(vars));
      if (!result.ok) throw new Error(result.problems.join("; "));
      return result.config;
    };

    it("readers see the posts of every role, authors first, then editors, then contributors", () => {
      const config = roles({ AUTHOR_IDS: "a1,a2", EDITOR_IDS: " e1 ,a1", CONTRIBUTOR_IDS: "k1,,k2,k1" });
      expect(config.authorIds).toEqual(["a1", "a2", "e1", "k1", "k2"]);
      expect(config.roles).toEqual({ authors: ["a1", "a2"], editors: ["e1", "a1"], contributors: ["k1", "k2"] });
    });

    it("says who publishes: an editor also named an author is an editor; an unknown account has no role", () => {
      const { roles: configured } = roles({ AUTHOR_IDS: "a1,e1", EDITOR_IDS: "e1", CONTRIBUTOR_IDS: "k1" });
      expect(["a1", "e1", "k1", "nobody"].map((uid) => roleOf(configured, uid))).toEqual([
        "author",
        "editor",
        "contributor",
        null,
      ]);
    });

    it("takes empty EDITOR_IDS and CONTRIBUTOR_IDS: a site of authors only, as before", () => {
      const config = roles({ AUTHOR_IDS: "a1", EDITOR_IDS: "", CONTRIBUTOR_IDS: "" });
      expect(config.authorIds).toEqual(["a1"]);
      expect(config.roles).toEqual({ authors: ["a1"], editors: [], contributors: [] });
    });

    it("lets EDITOR_IDS stand for the accounts that publish when AUTHOR_IDS is empty", () => {
      const config = roles({ AUTHOR_IDS: "", EDITOR_IDS: "e1", CONTRIBUTOR_IDS: "k1" });
      expect(config.authorIds).toEqual(["e1", "k1"]);
      expect(roleOf(config.roles, "e1")).toBe("editor");
    });

    it.each([
      [{ AUTHOR_IDS: "", EDITOR_IDS: "", CONTRIBUTOR_IDS: "k1" }, "AUTHOR_IDS must name at least one author account id"],
      [{ AUTHOR_IDS: "a1", EDITOR_IDS: "e/1" }, 'EDITOR_IDS contains ids with "/" or spaces: e/1'],
      [{ AUTHOR_IDS: "a1", CONTRIBUTOR_IDS: "k 1" }, 'CONTRIBUTOR_IDS contains ids with "/" or spaces: k 1'],
      [
        { AUTHOR_IDS: "a1,k1", CONTRIBUTOR_IDS: "k1" },
        "CONTRIBUTOR_IDS names accounts that AUTHOR_IDS or EDITOR_IDS name too: k1",
      ],
      [{ AUTHOR_IDS: "a1", EDITOR_IDS: "e1", CONTRIBUTOR_IDS: "k1,e1" }, "AUTHOR_IDS or EDITOR_IDS name too: e1"],
    ] as const)("refuses a configuration whose roles are wrong: %o", (vars, problem) => {
      const result = readConfig(withVars(vars));
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problems.join(" ")).toContain(problem);
    });
  });
});
