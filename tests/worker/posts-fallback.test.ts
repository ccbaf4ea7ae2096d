import "./read-model";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paths } from "../../worker/firestore/paths";
import { TEST_AUTHOR_IDS, TEST_CONTRIBUTOR_IDS, TEST_EDITOR_IDS } from "../fixtures/posts";
import { page } from "./helpers";

// A file of its own: after a missing index, the isolate keeps using per-author queries.
const firestoreHost = env.FIRESTORE_EMULATOR_HOST!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("without the collection-group index", () => {
  it("falls back to one query per author and still finds the right post", async () => {
    // The index of published posts is built first, so that only the post lookup is counted.
    await page("/api/search?q=warm");
    const original = globalThis.fetch;
    const urls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes(firestoreHost)) urls.push(url);
      if (url.endsWith("/documents:runQuery")) {
        const body = JSON.stringify([
          { error: { code: 9, message: "The query requires a COLLECTION_GROUP_ASC index", status: "FAILED_PRECONDITION" } },
        ]);
        return Promise.resolve(new Response(body, { status: 400 }));
      }
      return original(input, init);
    });
    const { response, doc } = await page("/fallback-slug");
    expect(response.status).toBe(200);
    expect(doc.querySelector("main h1")?.text).toBe("Fallback from author B");
    expect(urls.filter((url) => url.endsWith("/documents:runQuery"))).toHaveLength(1);
    // Every account whose posts readers see: the authors, the editor and the contributors.
    const writers = [...new Set([TEST_AUTHOR_IDS, TEST_EDITOR_IDS, TEST_CONTRIBUTOR_IDS].join(",").split(","))];
    const perAuthor = writers.map((id) => `/${paths.account(id)}:runQuery`);
    expect(urls.filter((url) => perAuthor.some((query) => url.endsWith(query)))).toHaveLength(6);
  });
});
