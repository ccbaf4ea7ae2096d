import "./read-model";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bodyOf, formFromStored } from "../../client/studio/post-form";
import { Firestore } from "../../worker/firestore";
import { paths } from "../../worker/firestore/paths";
import { fixtureAccounts } from "../fixtures/accounts";
import { fullPost } from "../fixtures/full-post";
import { TEST_PROJECT_ID } from "../fixtures/posts";
import { page } from "./helpers";
import { api, etag, signIn } from "./studio-helpers";

// Issue 28: one post model. A save through the studio changes only what its author changed.

let token: string;
const firestore = new Firestore({
  projectId: TEST_PROJECT_ID,
  emulatorHost: env.FIRESTORE_EMULATOR_HOST,
  token: async () => "owner",
});

beforeAll(async () => {
  token = await signIn(fixtureAccounts.authorA);
});

/** A post written straight into Firestore (as a newer studio or a hand would), then opened and saved as the studio does. */
async function openedInStudio(slug: string) {
  const path = paths.post("author-a", slug);
  await firestore.commit([{ path, data: fullPost(slug) }]);
  const opened = await api("GET", `/posts/${slug}`, token);
  expect(opened.status).toBe(200);
  const { post } = (await opened.json()) as { post: Record<string, unknown> & { slug: string } };
  return { path, post, etag: etag(opened) };
}

describe("a save keeps what the studio does not edit", () => {
  it("changes the description and nothing else: every field, meta key and block kind, and what the schema does not know", async () => {
    const slug = `every-field-${Date.now()}`;
    const { path, post, etag: version } = await openedInStudio(slug);
    const { form } = formFromStored(post);
    const body = bodyOf({ ...form, meta: { ...form.meta, description: `${form.meta.description} Tested.` } });
    const saved = await api("PUT", `/posts/${slug}`, token, body, { "if-match": version });
    expect(saved.status).toBe(200);
    const stored = await firestore.getDocument(path);
    const { updatedAt: _updatedAt, savedBy, change, ...data } = stored!.data;
    const original = fullPost(slug);
    expect(data).toEqual({ ...original, meta: { ...original.meta, description: `${original.meta.description} Tested.` } });
    // The history says so too: one word added, to the description, by the author.
    expect(change).toEqual({ wordsAdded: 1, wordsRemoved: 0, sections: [], blocks: [], fields: ["Description"] });
    expect(savedBy).toMatchObject({ uid: "author-a" });

    // The reader's page shows the fields the studio kept: difficulty, build time and board.
    const { doc } = await page(`/${slug}`);
    expect(doc.querySelector("main .post-facts")?.text).toMatch(/Intermediate[\s\S]*1 h[\s\S]*ESP32/);
  });

  it("keeps fields and meta keys of the stored post that a client does not send", async () => {
    const slug = `unsent-fields-${Date.now()}`;
    const { path, etag: version } = await openedInStudio(slug);
    const saved = await api(
      "PUT",
      `/posts/${slug}`,
      token,
      {
        title: "Only the known fields",
        meta: { description: "Sent by a client that knows less." },
        pageData: [{ section: "", content: [{ p: "Text." }] }],
      },
      { "if-match": version },
    );
    expect(saved.status).toBe(200);
    const stored = (await firestore.getDocument(path))!.data;
    expect(stored.embargoUntil).toBe("2026-12-01T09:00:00Z");
    expect(stored.meta).toEqual({ description: "Sent by a client that knows less.", image: "/media/social.png" });
    expect(stored.title).toBe("Only the known fields");
  });

  it("refuses a new field or block the schema does not know, and a changed one, naming it", async () => {
    const slug = `refused-parts-${Date.now()}`;
    const { post, etag: version } = await openedInStudio(slug);
    const { form } = formFromStored(post);
    const body = bodyOf(form);
    const refusals = [
      { ...body, mood: "happy" },
      { ...body, embargoUntil: "tomorrow" },
      { ...body, pageData: [...body.pageData!, { section: "", content: [{ carousel: ["/media/a.png"] }] }] },
    ];
    for (const refused of refusals) {
      const answer = await api("PUT", `/posts/${slug}`, token, refused, { "if-match": version });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toMatch(/mood|embargoUntil|carousel/);
    }
    const created = await api(
      "PUT",
      `/posts/new-${slug}`,
      token,
      { ...body, embargoUntil: "2026-12-01T09:00:00Z" },
      { "if-none-match": "*" },
    );
    expect(created.status).toBe(400);
  });
});

describe("Markdown import answers every field the front matter sets", () => {
  it("answers title, meta, topic, difficulty, minutes and boards beside the blocks", async () => {
    const markdown = [
      "---",
      "slug: imported-post",
      "topic: esp32",
      "difficulty: beginner",
      "minutes: 45",
      "boards:",
      "  - esp32",
      "meta:",
      "  description: An imported post with every field in its front matter.",
      "---",
      "",
      "# Imported",
      "",
      "Some text.",
      "",
    ].join("\n");
    const answer = await api("POST", "/markdown", token, { markdown });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      title: "Imported",
      meta: { description: "An imported post with every field in its front matter." },
      topic: "esp32",
      difficulty: "beginner",
      minutes: 45,
      boards: ["esp32"],
      pageData: [{ section: "", content: [{ p: "Some text." }] }],
    });
    const refused = await api("POST", "/markdown", token, {
      markdown: markdown.replace("difficulty: beginner", "difficulty: expert"),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain("difficulty in the front matter");
  });
});
