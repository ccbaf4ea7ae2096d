import { describe, expect, it } from "vitest";
import { linksIn, QUESTION_LIMITS } from "../../client/data/questions";
import { readConfig } from "../../worker/config";
import { readModeration } from "../../worker/questions/moderation";
import { validateQuestion } from "../../worker/questions/validate";
import { testEnv } from "../fixtures/env";

const steps = [
  { id: "wire-the-sensor", text: "Wire the sensor" },
  { id: "upload-the-sketch", text: "Upload the sketch" },
];

describe("a reader's question", () => {
  it("is cleaned: controls and direction overrides gone, line breaks kept, the name on one line", () => {
    const read = validateQuestion(
      { name: "  Ada\n\tLovelace\u0000 ", question: "Line one\r\nLine two\u202E\u0007\n\n\n\n\nLast", step: "wire-the-sensor" },
      steps,
    );
    expect(read.values).toEqual({ name: "Ada Lovelace", text: "Line one\nLine two\n\n\nLast", step: "wire-the-sensor" });
    expect(read.errors).toEqual({});
    expect(read.isBot).toBe(false);
    expect(read.turnstileToken).toBeNull();
  });

  it("names each field that is missing, too long, has too many links or a step the post does not have", () => {
    expect(Object.keys(validateQuestion({}, steps).errors).sort()).toEqual(["name", "text"]);
    expect(validateQuestion({ name: "A", question: "x".repeat(QUESTION_LIMITS.text + 1) }, steps).errors.text).toContain(
      QUESTION_LIMITS.text.toLocaleString("en"),
    );
    expect(validateQuestion({ name: "A", question: "x".repeat(QUESTION_LIMITS.text) }, steps).errors).toEqual({});
    expect(
      validateQuestion({ name: "A", question: "https://a.example https://b.example https://c.example" }, steps).errors.text,
    ).toMatch(/links/);
    expect(validateQuestion({ name: "A", question: "Hi", step: "wire-the-led" }, steps).errors).toEqual({
      step: expect.any(String),
    });
    expect(validateQuestion({ name: 42, question: ["not text"] }, steps).errors).toEqual({
      name: expect.any(String),
      text: expect.any(String),
    });
  });

  it("takes JSON's `text` for the question, tells a filled honeypot, and keeps a Turnstile token", () => {
    const read = validateQuestion(
      { name: "Bot", text: "Hello", website: "https://spam.example", "cf-turnstile-response": "XXXX.DUMMY.TOKEN.XXXX" },
      steps,
    );
    expect(read.values.text).toBe("Hello");
    expect(read.isBot).toBe(true);
    expect(read.turnstileToken).toBe("XXXX.DUMMY.TOKEN.XXXX");
    expect(validateQuestion({ "cf-turnstile-response": "t".repeat(3_000) }, steps).turnstileToken).toBeNull();
  });
});

describe("links in a question", () => {
  it.each([
    ["no address at all", 0],
    ["see https://example.org/a", 1],
    ["https://www.example.org counts once", 1],
    ["www.example.org and http://example.org/x", 2],
    ["HTTPS://A.EXAMPLE,https://b.example", 2],
    ["an e-mail at ada@www.example is not a link", 0],
    ["http://192.168.1.42/ is an address too", 1],
  ])("%s: %i", (text, count) => {
    expect(linksIn(text)).toBe(count);
  });
});

describe("a moderation request", () => {
  it("takes the actions, with text where they need it, cleaned like a question", () => {
    expect(readModeration({ action: "approve" })).toEqual({ action: "approve" });
    expect(readModeration({ action: "answer", text: " Yes.\r\nIt does. " })).toEqual({
      action: "answer",
      text: "Yes.\nIt does.",
    });
    expect(readModeration({ action: "edit", text: "Shorter" })).toEqual({ action: "edit", text: "Shorter" });
    expect(readModeration({ action: "answer" })).toHaveProperty("error");
    expect(readModeration({ action: "edit", text: "x".repeat(QUESTION_LIMITS.text + 1) })).toHaveProperty("error");
    expect(readModeration({ action: "answer", text: "x".repeat(QUESTION_LIMITS.answer) })).toHaveProperty("action", "answer");
    expect(readModeration({ action: "publish" })).toHaveProperty("error");
    expect(readModeration(["approve"])).toHaveProperty("error");
  });
});

describe("Turnstile's configuration", () => {
  const withVars = (vars: Partial<Env>) => readConfig({ ...testEnv, ...vars });

  it("is off with both keys empty, on with both", () => {
    const off = withVars({});
    expect(off.ok && off.config.turnstile).toBeNull();
    const on = withVars({
      TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
      TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA",
    });
    expect(on.ok && on.config.turnstile).toEqual({
      siteKey: "1x00000000000000000000AA",
      secretKey: "1x0000000000000000000000000000000AA",
    });
  });

  it("checks tokens with the secret alone, and shows no widget; a site key alone is off; each says so", () => {
    const secretOnly = withVars({ TURNSTILE_SECRET_KEY: "2x0000000000000000000000000000000AA" });
    expect(secretOnly.ok && secretOnly.config.turnstile).toEqual({
      siteKey: null,
      secretKey: "2x0000000000000000000000000000000AA",
    });
    expect(secretOnly.ok && secretOnly.warnings?.join(" ")).toContain("without TURNSTILE_SITE_KEY");
    const siteKeyOnly = withVars({ TURNSTILE_SITE_KEY: "1x00000000000000000000AA" });
    expect(siteKeyOnly.ok && siteKeyOnly.config.turnstile).toBeNull();
    expect(siteKeyOnly.ok && siteKeyOnly.warnings?.join(" ")).toContain("without TURNSTILE_SECRET_KEY");
    const both = withVars({
      TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
      TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA",
    });
    expect(both.ok && both.warnings).toBeUndefined();
  });
});
