import "./read-model";
import { beforeAll, describe, expect, it } from "vitest";
import { bodyOf, formFromStored } from "../../client/studio/post-form";
import { fixtureAccounts } from "../fixtures/accounts";
import { page, parseHtml } from "./helpers";
import { api, etag, signIn } from "./studio-helpers";

// Issue 31: a tutorial says what it was tested with, near the top of its page; a studio save
// that does not touch the list keeps it, one that edits it changes it.

let token: string;

beforeAll(async () => {
  token = await signIn(fixtureAccounts.authorA);
});

const TESTED = ["Arduino IDE 2.3.6", "arduino-esp32 core 3.3.0", "Adafruit BME280 Library 2.2.4"];

const tutorial = (title: string, tested: unknown = TESTED) => ({
  title,
  meta: { description: `${title}: a tutorial written in the studio.` },
  difficulty: "beginner",
  minutes: 45,
  tested,
  pageData: [{ section: "intro", content: [{ h2: "The sketch" }, { code: { text: "void setup() {}\n", lang: "arduino" } }] }],
});

const testedOnPage = async (slug: string) =>
  (await page(`/${slug}`)).doc.querySelector("main .post-header .post-fact--tested")?.text ?? null;

/** The post as the studio opens it: the stored document as it is, and the editor's form of it. */
async function opened(slug: string) {
  const answer = await api("GET", `/posts/${slug}`, token);
  expect(answer.status).toBe(200);
  const { post } = (await answer.json()) as { post: Record<string, unknown> & { slug: string } };
  return { stored: post, form: formFromStored(post).form, version: etag(answer) };
}

describe("tested with", () => {
  it("is shown in the post's header, after difficulty and build time", async () => {
    const slug = `tested-shown-${Date.now()}`;
    expect((await api("PUT", `/posts/${slug}`, token, tutorial("A tested sketch"))).status).toBe(201);
    expect(await testedOnPage(slug)).toBe(
      "Tested with: Arduino IDE 2.3.6, arduino-esp32 core 3.3.0, Adafruit BME280 Library 2.2.4",
    );
    const facts = (await page(`/${slug}`)).doc.querySelector("main .post-facts")!.text;
    expect(facts.indexOf("Beginner")).toBeLessThan(facts.indexOf("Tested with"));
  });

  it("is kept by a studio save that edits something else, and changed by one that edits it", async () => {
    const slug = `tested-kept-${Date.now()}`;
    expect((await api("PUT", `/posts/${slug}`, token, tutorial("Kept list"))).status).toBe(201);

    const first = await opened(slug);
    const renamed = await api("PUT", `/posts/${slug}`, token, bodyOf({ ...first.form, title: "Kept list, renamed" }), {
      "if-match": first.version,
    });
    expect(renamed.status).toBe(200);
    const second = await opened(slug);
    expect(second.stored).toMatchObject({ title: "Kept list, renamed", tested: TESTED });
    expect(await testedOnPage(slug)).toContain("Adafruit BME280 Library 2.2.4");

    const edited = await api(
      "PUT",
      `/posts/${slug}`,
      token,
      bodyOf({ ...second.form, tested: "Arduino IDE 2.3.7\narduino-esp32 core 3.3.1\n" }),
      { "if-match": second.version },
    );
    expect(edited.status).toBe(200);
    const third = await opened(slug);
    expect(third.stored.tested).toEqual(["Arduino IDE 2.3.7", "arduino-esp32 core 3.3.1"]);
    expect(await testedOnPage(slug)).toBe("Tested with: Arduino IDE 2.3.7, arduino-esp32 core 3.3.1");

    // An empty box removes the list; the page then says nothing about it.
    const cleared = await api("PUT", `/posts/${slug}`, token, bodyOf({ ...third.form, tested: "" }), {
      "if-match": third.version,
    });
    expect(cleared.status).toBe(200);
    expect((await opened(slug)).stored).not.toHaveProperty("tested");
    expect(await testedOnPage(slug)).toBeNull();
  });

  it("refuses a list that breaks the rule, naming the field", async () => {
    const nine = Array.from({ length: 9 }, (_, at) => `Library ${at} 1.0.0`);
    for (const tested of [nine, ["x".repeat(121)], []]) {
      const answer = await api("PUT", `/posts/tested-refused-${Date.now()}`, token, tutorial("Refused", tested));
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(/^tested/);
    }
  });

  it("is in the studio's preview", async () => {
    const answer = await api("POST", "/preview", token, tutorial("Previewed"));
    expect(answer.status).toBe(200);
    const { html } = (await answer.json()) as { html: string };
    expect(parseHtml(html).querySelector(".post-fact--tested")?.text).toBe(
      "Tested with: Arduino IDE 2.3.6, arduino-esp32 core 3.3.0, Adafruit BME280 Library 2.2.4",
    );
  });
});
