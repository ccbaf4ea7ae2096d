import "./read-model";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { makePng } from "../fixtures/png";
import { request } from "./helpers";
import { api, signIn } from "./studio-helpers";

// Issue 29: media stays consistent under concurrency, and every way of naming a picture counts as a use.

let token: string;

beforeAll(async () => {
  token = await signIn(fixtureAccounts.authorA);
});

afterEach(() => {
  vi.restoreAllMocks();
});

interface Uploaded {
  url: string;
}

const upload = (bytes: Uint8Array<ArrayBuffer>) =>
  request("/api/studio/media", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
    body: bytes,
  });

async function uploaded(seed: number, width = 64): Promise<{ url: string; key: string }> {
  const response = await upload(await makePng(width, 48, seed));
  expect(response.status).toBeLessThan(300);
  const { url } = (await response.json()) as Uploaded;
  return { url, key: url.split("/").pop()! };
}

const library = async () =>
  ((await (await api("GET", "/media?limit=100", token)).json()) as { uploads: Array<{ key: string }> }).uploads.map(
    (upload) => upload.key,
  );

const figurePost = (title: string, src: string, text = "A picture.") => ({
  title,
  meta: { description: `${title}: shows a picture.` },
  pageData: [{ section: "", content: [{ p: text }, { figure: { src, alt: "A picture", caption: "" } }] }],
});

describe("uploads", () => {
  it("ten uploads of the same picture at once make one library entry: one 201, nine 200", async () => {
    const bytes = await makePng(80, 60, 91);
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(bytes)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const urls = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as Uploaded).url)));
    expect(urls.size).toBe(1);
    const key = [...urls][0]!.split("/").pop()!;
    expect((await library()).filter((each) => each === key)).toHaveLength(1);
  });

  it("refuses a picture over the pixel limit, naming it", async () => {
    const huge = await makePng(2, 2, 5);
    // The header says 16,000 x 16,000 (only the header is read before the picture is refused).
    new DataView(huge.buffer).setUint32(16, 16_000);
    new DataView(huge.buffer).setUint32(20, 16_000);
    const refused = await upload(huge);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { error: string }).error).toContain("40 megapixels");
  });

  it("makes each copy once when many ask for it at the same moment", async () => {
    // Wider than the copy, so there is a copy to make.
    const { url } = await uploaded(92, 700);
    const made = vi.spyOn(env.IMAGES, "input");
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => request(`${url}?w=320`, { headers: { accept: "image/webp" } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(made).toHaveBeenCalledTimes(1);
  });
});

describe("a picture in use cannot be deleted, however a post names it", () => {
  it.each([
    ["percent-encoded", (key: string) => `/%6Dedia/${key}`],
    ["with dot segments", (key: string) => `/learn/../media/${key}`],
    ["as an absolute address of this site", (key: string) => `http://learn.example.test/media/${key}`],
  ])("%s", async (_how, address) => {
    const { key } = await uploaded(93 + address("").length);
    const slug = `shows-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const saved = await api("PUT", `/posts/${slug}`, token, figurePost("Shows it", address(key)), { "if-none-match": "*" });
    expect(saved.status).toBe(201);
    const refused = await api("DELETE", `/media/${key}`, token);
    expect(refused.status).toBe(409);
    expect(await library()).toContain(key);
  });

  it("a link to it in a paragraph counts too", async () => {
    const { key } = await uploaded(97);
    const post = figurePost("Links it", "/images/boards/esp32.svg", `See [the full picture](/%6Dedia/${key}).`);
    expect(
      (await api("PUT", `/posts/links-${Date.now()}`, token, { ...post, format: "markdown" }, { "if-none-match": "*" })).status,
    ).toBe(201);
    expect((await api("DELETE", `/media/${key}`, token)).status).toBe(409);
  });
});

describe("a delete racing a save that starts to show the picture", () => {
  it("never lets both succeed: the save made during the delete's search is refused", async () => {
    const { url, key } = await uploaded(98);
    // Hold the delete's search for posts (its first walk over the posts) until the save has been tried.
    const original = globalThis.fetch;
    let holding = false;
    let release = () => {};
    let onHeld = () => {};
    const held = new Promise<void>((done) => (onHeld = done));
    const released = new Promise<void>((done) => (release = done));
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const target = String(input instanceof Request ? input.url : input);
      if (!holding && target.endsWith(":runQuery") && String(init?.body).includes('"collectionId":"posts"')) {
        holding = true;
        onHeld();
        await released;
      }
      return original(input, init);
    });
    const deleting = api("DELETE", `/media/${key}`, token);
    await held;
    const saving = await api("PUT", `/posts/race-picture-${Date.now()}`, token, figurePost("Races the delete", url), {
      "if-none-match": "*",
    });
    release();
    const deleted = await deleting;
    expect([deleted.status, saving.status]).toEqual([204, 409]);
    expect(((await saving.json()) as { error: string }).error).toContain("being deleted");
  });

  it("a save that lands first keeps the picture: the delete then finds it in use", async () => {
    const { url, key } = await uploaded(99);
    const saved = await api("PUT", `/posts/kept-picture-${Date.now()}`, token, figurePost("Shows it first", url), {
      "if-none-match": "*",
    });
    expect(saved.status).toBe(201);
    expect((await api("DELETE", `/media/${key}`, token)).status).toBe(409);
    expect((await request(url)).status).toBe(200);
  });
});
