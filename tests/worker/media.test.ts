import "./read-model";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { page, request } from "./helpers";
import { makePng } from "../fixtures/png";
import { api, etag, signIn } from "./studio-helpers";
import { sniffImage } from "../../worker/media/sniff";
import { MEDIA_NAME_MAX, MEDIA_QUERY_MAX } from "../../client/data/media";

// Issue 20: authors upload pictures to R2; readers get sized, responsive, lazy images.

let a: string;
let b: string;
let reader: string;

beforeAll(async () => {
  [a, b, reader] = await Promise.all([
    signIn(fixtureAccounts.authorA),
    signIn(fixtureAccounts.authorB),
    signIn(fixtureAccounts.reader),
  ]);
});

type Uploaded = { url: string; width: number; height: number; type: string; bytes: number };

const upload = (token: string | null, body: BodyInit, contentType = "image/png", query = "") =>
  request(`/api/studio/media${query}`, {
    method: "POST",
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "content-type": contentType },
    body,
  });

async function uploaded(bytes: Uint8Array<ArrayBuffer>, token = a, query = ""): Promise<Uploaded> {
  const response = await upload(token, bytes, "image/png", query);
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as Uploaded;
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const text = (value: string) => new TextEncoder().encode(value);

describe("uploading", () => {
  it("stores a PNG and answers its address, size, type and byte count", async () => {
    const png = await makePng(1200, 800, 1);
    const response = await upload(a, png);
    expect(response.status).toBe(201);
    const body = (await response.json()) as Uploaded;
    expect(body).toEqual({
      url: expect.stringMatching(/^\/media\/[0-9a-f]{64}-1200x800\.png$/),
      width: 1200,
      height: 800,
      type: "image/png",
      bytes: png.byteLength,
      alt: "",
    });
  });

  it("answers the same address for the same bytes, from either author", async () => {
    const png = await makePng(50, 40, 2);
    const first = await upload(a, png);
    const again = await upload(a, png);
    const other = await upload(b, png);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(other.status).toBe(200);
    const url = ((await first.json()) as Uploaded).url;
    expect(((await again.json()) as Uploaded).url).toBe(url);
    expect(((await other.json()) as Uploaded).url).toBe(url);
  });

  it("takes the picture as the multipart field file, with alt text", async () => {
    const png = await makePng(30, 20, 3);
    const form = new FormData();
    form.set("file", new File([png], "board.png", { type: "image/png" }));
    form.set("alt", "A breadboard");
    const response = await request("/api/studio/media", {
      method: "POST",
      headers: { authorization: `Bearer ${a}` },
      body: form,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ width: 30, height: 20, type: "image/png", alt: "A breadboard" });
  });

  it.each([
    ["HTML sent as image/png", text("<!doctype html><title>x</title><script>alert(1)</script>"), "image/png"],
    ["an SVG with script", text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image/svg+xml"],
    [
      "an SVG with script sent as image/png",
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "image/png",
    ],
    [
      "an executable sent as image/jpeg",
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]),
      "image/jpeg",
    ],
    ["a text file", text("hello"), "text/plain"],
  ])("refuses %s with 415", async (_, bytes, type) => {
    const response = await upload(a, bytes, type);
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toMatch(/PNG|SVG/);
  });

  it("refuses a PNG labelled as a JPEG with 415, naming both", async () => {
    const response = await upload(a, await makePng(10, 10, 4), "image/jpeg");
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toContain("image/png");
  });

  it("refuses 11 MB with 413 and stores nothing, whether its length is declared or streamed", async () => {
    const big = new Uint8Array(11 * 1000 * 1000);
    big.set(await makePng(10, 10, 5));
    const declared = await upload(a, big);
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: string }).error).toMatch(/10 MB/);
    const stream = new Blob([big]).stream();
    const streamed = await request("/api/studio/media", {
      method: "POST",
      headers: { authorization: `Bearer ${b}`, "content-type": "image/png" },
      body: stream,
      // @ts-expect-error -- Node-style option some runtimes require for a streamed body.
      duplex: "half",
    });
    expect(streamed.status).toBe(413);
    const listed = (await (await api("GET", "/media?limit=100", b)).json()) as { uploads: Uploaded[] };
    expect(listed.uploads.some((entry) => entry.bytes === big.byteLength)).toBe(false);
  });

  it("takes a picture larger than the studio's 900 KB limit for posts", async () => {
    const large = new Uint8Array(3 * 1000 * 1000);
    large.set(await makePng(64, 48, 14));
    const response = await upload(a, large);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ width: 64, height: 48, bytes: large.byteLength });
  });

  it("needs a signed-in author: 401 without a token, 403 for a reader", async () => {
    const png = await makePng(10, 10, 6);
    expect((await upload(null, png)).status).toBe(401);
    expect((await upload(reader, png)).status).toBe(403);
    expect((await api("GET", "/media", reader)).status).toBe(403);
    expect((await api("GET", "/media", null)).status).toBe(401);
  });
});

describe("serving /media/<key>", () => {
  let png: Uint8Array<ArrayBuffer>;
  let url: string;

  beforeAll(async () => {
    png = await makePng(1200, 600, 7);
    ({ url } = await uploaded(png));
  });

  it("answers the exact bytes with their type, immutable, with the hash as ETag", async () => {
    const response = await request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const hash = url.slice("/media/".length, "/media/".length + 64);
    expect(response.headers.get("etag")).toBe(`"${hash}"`);
    expect(await bytesOf(response)).toEqual(png);
    const head = await request(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(`"${hash}"`);
  });

  it("answers 304 to If-None-Match with its ETag", async () => {
    const etag = (await request(url)).headers.get("etag")!;
    const response = await request(url, { headers: { "if-none-match": etag } });
    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe(etag);
  });

  it("answers 206 with the asked bytes for a Range, and 416 beyond the end", async () => {
    const response = await request(url, { headers: { range: "bytes=10-109" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 10-109/${png.byteLength}`);
    expect(await bytesOf(response)).toEqual(png.slice(10, 110));
    const suffix = await request(url, { headers: { range: "bytes=-5" } });
    expect(suffix.status).toBe(206);
    expect(await bytesOf(suffix)).toEqual(png.slice(-5));
    const beyond = await request(url, { headers: { range: `bytes=${png.byteLength}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${png.byteLength}`);
  });

  it("answers 404 for an unknown key and for an address that is not a key", async () => {
    expect((await request(`/media/${"0".repeat(64)}-10x10.png`)).status).toBe(404);
    expect((await request("/media/not-a-key.png")).status).toBe(404);
  });

  it("answers ?w=640 with a copy at most 640 pixels wide, in the best format Accept allows", async () => {
    const cases: Array<[accept: string, type: string]> = [
      ["image/avif,image/webp,*/*", "image/avif"],
      ["image/webp,*/*", "image/webp"],
      ["*/*", "image/png"],
    ];
    for (const [accept, type] of cases) {
      const response = await request(`${url}?w=640`, { headers: { accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get("vary")).toBe("Accept");
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toContain("immutable");
      const size = sniffImage(await bytesOf(response));
      expect(size).toMatchObject({ type, width: 640, height: 320 });
    }
  });

  it("makes each copy once and answers it again from storage, with its own ETag", async () => {
    const first = await request(`${url}?w=320`, { headers: { accept: "image/webp" } });
    const firstBytes = await bytesOf(first);
    const again = await request(`${url}?w=320`, {
      headers: { accept: "image/webp", "if-none-match": first.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    const third = await request(`${url}?w=320`, { headers: { accept: "image/webp" } });
    expect(await bytesOf(third)).toEqual(firstBytes);
    expect(first.headers.get("etag")).not.toBe((await request(url)).headers.get("etag"));
  });

  it("answers the original for a width beyond it", async () => {
    const response = await request(`${url}?w=1920`, { headers: { accept: "image/avif" } });
    expect(response.status).toBe(200);
    expect(await bytesOf(response)).toEqual(png);
  });

  it.each(["123", "641", "0", "", "640px", "-640"])("answers 400 for w=%s", async (w) => {
    expect((await request(`${url}?w=${w}`)).status).toBe(400);
  });
});

describe("the author's media library", () => {
  it("lists the author's uploads newest first, a page at a time, and none of another author's", async () => {
    const older = await uploaded(await makePng(11, 11, 8), b);
    const newer = await uploaded(await makePng(12, 12, 9), b);
    const first = (await (await api("GET", "/media?limit=1", b)).json()) as { uploads: Uploaded[]; next: string | null };
    expect(first.uploads.map((entry) => entry.url)).toEqual([newer.url]);
    expect(first.next).toEqual(expect.any(String));
    const second = (await (await api("GET", `/media?limit=1&cursor=${encodeURIComponent(first.next!)}`, b)).json()) as {
      uploads: Uploaded[];
    };
    expect(second.uploads.map((entry) => entry.url)).toEqual([older.url]);
    const mine = (await (await api("GET", "/media?limit=100", a)).json()) as { uploads: Uploaded[] };
    expect(mine.uploads.map((entry) => entry.url)).not.toContain(newer.url);
  });

  it("deletes an unused upload, and refuses with 409 naming the post that shows one", async () => {
    const used = await uploaded(await makePng(13, 13, 10));
    const unused = await uploaded(await makePng(14, 14, 11));
    const saved = await api("PUT", "/posts/media-in-use", a, {
      title: "A post with a picture",
      meta: { description: "Shows an upload." },
      pageData: [{ section: "intro", content: [{ figure: { src: used.url, alt: "A test picture" } }] }],
    });
    expect(saved.status).toBe(201);
    const key = (upload: Uploaded) => upload.url.slice("/media/".length);
    const refused = await api("DELETE", `/media/${key(used)}`, a);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: string; posts: Array<{ slug: string }> };
    expect(body.error).toContain("A post with a picture");
    expect(body.posts.map((post) => post.slug)).toEqual(["media-in-use"]);
    expect((await request(used.url)).status).toBe(200);

    expect((await api("DELETE", `/media/${key(unused)}`, b)).status).toBe(404);
    expect((await api("DELETE", `/media/${key(unused)}`, a)).status).toBe(204);
    expect((await request(unused.url)).status).toBe(404);
    const listed = (await (await api("GET", "/media?limit=100", a)).json()) as { uploads: Uploaded[] };
    expect(listed.uploads.map((entry) => entry.url)).not.toContain(unused.url);
  });
});

describe("reading a post with uploaded figures", () => {
  it("sizes each picture, offers its widths, and loads only the first at once", async () => {
    const wide = await uploaded(await makePng(1000, 500, 12));
    const small = await uploaded(await makePng(400, 300, 13));
    const saved = await api("PUT", "/posts/media-two-figures", a, {
      title: "Two pictures",
      meta: { description: "A post with two uploaded figures." },
      pageData: [
        {
          section: "intro",
          content: [
            { p: "First a wide one." },
            { figure: { src: wide.url, alt: "A wide gradient", caption: "The first picture" } },
            { h2: "More" },
            { figure: { src: small.url, alt: "A small gradient" } },
          ],
        },
      ],
    });
    expect(saved.status).toBe(201);
    const { response, doc } = await page("/media-two-figures");
    expect(response.status).toBe(200);
    const images = doc.querySelectorAll("article figure img");
    expect(images).toHaveLength(2);
    const [first, second] = images as [(typeof images)[number], (typeof images)[number]];
    expect(first.getAttribute("alt")).toBe("A wide gradient");
    expect(first.getAttribute("width")).toBe("1000");
    expect(first.getAttribute("height")).toBe("500");
    expect(first.getAttribute("srcset")).toBe(
      `${wide.url}?w=320 320w, ${wide.url}?w=640 640w, ${wide.url}?w=960 960w, ${wide.url} 1000w`,
    );
    expect(first.getAttribute("sizes")).toBeTruthy();
    expect(first.getAttribute("loading")).toBe("eager");
    expect(first.getAttribute("fetchpriority")).toBe("high");

    expect(second.getAttribute("alt")).toBe("A small gradient");
    expect(second.getAttribute("width")).toBe("400");
    expect(second.getAttribute("height")).toBe("300");
    expect(second.getAttribute("srcset")).toBe(`${small.url}?w=320 320w, ${small.url} 400w`);
    expect(second.getAttribute("loading")).toBe("lazy");
    expect(second.getAttribute("decoding")).toBe("async");
    expect(second.getAttribute("fetchpriority")).toBeUndefined();

    // Every address in srcset answers a picture.
    for (const candidate of first.getAttribute("srcset")!.split(", ")) {
      const address = candidate.split(" ")[0]!;
      expect((await request(address, { method: "HEAD" })).status).toBe(200);
    }
  });

  it("shows a card's uploaded picture as a sized copy on the home page, never the original", async () => {
    const photo = await uploaded(await makePng(2000, 1000, 14));
    const saved = await api("PUT", "/posts/media-card-photo", a, {
      title: "A card with a photo",
      meta: { description: "A post whose first picture is a large upload." },
      pageData: [{ section: "intro", content: [{ figure: { src: photo.url, alt: "A large gradient" } }, { p: "Words." }] }],
    });
    expect(saved.status).toBe(201);
    const { doc } = await page("/");
    const card = doc.querySelector(`a[href="/media-card-photo"]`)?.closest("li");
    const image = card?.querySelector("img");
    expect(image?.getAttribute("src")).toBe(`${photo.url}?w=640`);
    expect(image?.getAttribute("srcset")).toBe(`${photo.url}?w=320 320w, ${photo.url}?w=640 640w, ${photo.url}?w=960 960w`);
    expect(image?.getAttribute("sizes")).toBeTruthy();
  });
});

// Issue 28: the library lists each upload's file name, finds uploads by name or alt text, and
// offers the alt text last written for a picture when it is inserted again.
describe("file names and alt text in the library", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  type Listed = Uploaded & { key: string; name: string; alt: string };
  type Page = { uploads: Listed[]; next: string | null };

  const library = async (token: string, query = "") =>
    (await (await api("GET", `/media?limit=100${query}`, token)).json()) as Page;
  const listed = async (token: string, url: string) => (await library(token)).uploads.find((entry) => entry.url === url);

  /** Uploads as the studio does: the multipart field file, with the file's name. */
  async function sent(bytes: Uint8Array<ArrayBuffer>, name: string, token = a, alt = ""): Promise<Uploaded> {
    const form = new FormData();
    form.set("file", new File([bytes], name, { type: "image/png" }));
    if (alt) form.set("alt", alt);
    const response = await request("/api/studio/media", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBeLessThan(300);
    return (await response.json()) as Uploaded;
  }

  /** A word no other test's upload has. */
  const word = () => `w${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

  it("lists the file name of each upload, without path parts or control characters", async () => {
    const foldered = await sent(await makePng(21, 21, 101), "photos/2026/board wiring.png");
    expect((await listed(a, foldered.url))?.name).toBe("board wiring.png");

    const sneaky = await uploaded(
      await makePng(22, 22, 102),
      a,
      `?name=${encodeURIComponent("C:\\fakepath\\bell\u0007 and\u0000\tnul \u202Egnp.exe.png")}`,
    );
    expect((await listed(a, sneaky.url))?.name).toBe("bell and nul gnp.exe.png");

    const long = await sent(await makePng(23, 23, 103), `${"long-".repeat(60)}name.png`);
    const name = (await listed(a, long.url))?.name ?? "";
    expect(name).toHaveLength(MEDIA_NAME_MAX);
    expect(name).toMatch(/^long-long-.*….png$/);

    // An upload sent without a name is listed with none; its other fields are as before.
    const plain = await uploaded(await makePng(24, 24, 104));
    expect(await listed(a, plain.url)).toMatchObject({ name: "", alt: "", width: 24, height: 24, type: "image/png" });
  });

  it("finds uploads whose file name or alt text contains the search, in any case, a page at a time", async () => {
    const found = word();
    const byName = await sent(await makePng(25, 25, 105), `${found}-breadboard.png`);
    const byAlt = await sent(await makePng(26, 26, 106), "photo.png", a, `A breadboard, ${found.toUpperCase()} edition`);
    await sent(await makePng(27, 27, 107), "unrelated.png", a, "Something else");
    // Another author's upload with the word is not this author's to find.
    await sent(await makePng(28, 28, 108), `${found}.png`, b);

    const all = await library(a, `&q=${found.toUpperCase()}`);
    expect(all.uploads.map((entry) => entry.url)).toEqual([byAlt.url, byName.url]);
    expect(all.next).toBeNull();
    expect((await library(a, `&q=${encodeURIComponent(`  ${found}-BREAD `)}`)).uploads.map((entry) => entry.url)).toEqual([
      byName.url,
    ]);

    // One at a time: each page goes on after the last one.
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/media?limit=1&q=${found}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const next = (await (await api("GET", query, a)).json()) as Page;
      pages.push(next.uploads.map((entry) => entry.url));
      cursor = next.next;
    } while (cursor && pages.length < 10);
    expect(pages[0]).toEqual([byAlt.url]);
    expect(pages.flat()).toEqual([byAlt.url, byName.url]);

    expect(await library(a, `&q=${word()}`)).toEqual({ uploads: [], next: null });
  });

  it("refuses a search longer than the limit with 400", async () => {
    expect((await api("GET", `/media?q=${"x".repeat(MEDIA_QUERY_MAX)}`, a)).status).toBe(200);
    const refused = await api("GET", `/media?q=${"x".repeat(MEDIA_QUERY_MAX + 1)}`, a);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain(String(MEDIA_QUERY_MAX));
    expect((await api("GET", `/media?cursor=${"9".repeat(201)}`, a)).status).toBe(400);
  });

  it("offers the alt text last written for a picture in a saved post, and finds the picture by it", async () => {
    const picture = await sent(await makePng(29, 29, 109), "sensor.png");
    const post = (alt: string) => ({
      title: "A sensor, pictured",
      meta: { description: "A post whose figure names its picture." },
      draft: true,
      pageData: [{ section: "intro", content: [{ p: "Words." }, { figure: { src: picture.url, alt } }] }],
    });
    const address = `media-alt-${word()}`;
    const created = await api("PUT", `/posts/${address}`, a, post("The sensor on its breakout board"), { "if-none-match": "*" });
    expect(created.status).toBe(201);
    expect((await listed(a, picture.url))?.alt).toBe("The sensor on its breakout board");

    const changed = await api("PUT", `/posts/${address}`, a, post("  The sensor, soldered  "), { "if-match": etag(created) });
    expect(changed.status).toBe(200);
    expect((await listed(a, picture.url))?.alt).toBe("The sensor, soldered");
    expect((await library(a, "&q=SOLDERED")).uploads.map((entry) => entry.url)).toEqual([picture.url]);

    // A draft's empty alt text forgets nothing.
    expect((await api("PUT", `/posts/${address}`, a, post(""), { "if-match": etag(changed) })).status).toBe(200);
    expect((await listed(a, picture.url))?.alt).toBe("The sensor, soldered");

    // Another author's post showing it changes nothing in this author's library, and adds nothing to theirs.
    const theirs = await api("PUT", `/posts/media-alt-theirs-${word()}`, b, post("Their words"), { "if-none-match": "*" });
    expect(theirs.status).toBe(201);
    expect((await listed(a, picture.url))?.alt).toBe("The sensor, soldered");
    expect(await listed(b, picture.url)).toBeUndefined();
  });

  it("answers 503 with Retry-After when R2 cannot be reached, and a save stands without the alt text", async () => {
    vi.spyOn(env.MEDIA, "list").mockRejectedValue(new Error("R2 is down"));
    const refused = await api("GET", "/media", a);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    vi.restoreAllMocks();

    const picture = await sent(await makePng(30, 30, 110), "relay.png");
    vi.spyOn(env.MEDIA, "head").mockRejectedValue(new Error("R2 is down"));
    const saved = await api(
      "PUT",
      `/posts/media-alt-r2-down-${word()}`,
      a,
      {
        title: "A relay",
        meta: { description: "Saved while R2 is down." },
        pageData: [{ section: "intro", content: [{ figure: { src: picture.url, alt: "A relay module" } }] }],
      },
      { "if-none-match": "*" },
    );
    expect(saved.status).toBe(201);
    vi.restoreAllMocks();
    expect((await listed(a, picture.url))?.alt).toBe("");
  });
});
