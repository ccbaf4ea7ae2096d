import "./read-model";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { request } from "./helpers";
import { api, etag, signIn } from "./studio-helpers";

// Issue 29: redirects are one hop and fresh; a delete ends them; another author's address is not yours to delete.

let a: string;
let b: string;

beforeAll(async () => {
  [a, b] = await Promise.all([signIn(fixtureAccounts.authorA), signIn(fixtureAccounts.authorB)]);
});

const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  meta: { description: `${title}: renamed around.` },
  pageData: [{ section: "", content: [{ code: { text: "void setup() {}\n", lang: "arduino", file: "sketch.ino" } }] }],
  ...extra,
});

/** Where an address answers now: "200", "404" or "301 /there". */
async function answerAt(path: string): Promise<string> {
  const response = await request(path);
  return response.status === 301
    ? `301 ${new URL(response.headers.get("location")!, "http://x").pathname}`
    : String(response.status);
}

/** Creates the post at `first`, then renames it through each later address in turn; answers its last ETag. */
async function renamed(token: string, [first, ...later]: string[]): Promise<string> {
  let version = etag(await api("PUT", `/posts/${first}`, token, body("Moving"), { "if-none-match": "*" }));
  let at = first!;
  for (const next of later) {
    // A reader visits each address before the post leaves it, so each is cached.
    await request(`/${at}`);
    const saved = await api("PUT", `/posts/${next}`, token, body("Moving", { previousSlug: at }), { "if-match": version });
    expect(saved.status).toBe(200);
    version = etag(saved);
    at = next;
  }
  return version;
}

describe("renames", () => {
  it("send every old address straight to the newest one at once, however often the post moved", async () => {
    const [first, second, third] = [1, 2, 3].map((n) => `redirect-${Date.now()}-${n}`);
    const version = await renamed(a, [first!, second!]);
    expect(await answerAt(`/${first}`)).toBe(`301 /${second}`);
    await request(`/${second}`);
    const moved = await api("PUT", `/posts/${third}`, a, body("Moving", { previousSlug: second }), { "if-match": version });
    expect(moved.status).toBe(200);
    expect(await answerAt(`/${first}`)).toBe(`301 /${third}`);
    expect(await answerAt(`/${second}`)).toBe(`301 /${third}`);
    expect(await answerAt(`/${third}`)).toBe("200");
  });

  it("moving back to an old address makes it the page again, and the others lead there", async () => {
    const [x, y, z] = [1, 2, 3].map((n) => `redirect-cycle-${Date.now()}-${n}`);
    await renamed(a, [x!, y!, z!, x!]);
    expect(await answerAt(`/${x}`)).toBe("200");
    expect(await answerAt(`/${y}`)).toBe(`301 /${x}`);
    expect(await answerAt(`/${z}`)).toBe(`301 /${x}`);
  });

  it("send an old address's code files and zip to the new address too", async () => {
    const [from, to] = [1, 2].map((n) => `redirect-files-${Date.now()}-${n}`);
    await renamed(a, [from!, to!]);
    expect(await answerAt(`/${from}/files/sketch.ino`)).toBe(`301 /${to}/files/sketch.ino`);
    expect(await answerAt(`/${from}/files.zip`)).toBe(`301 /${to}/files.zip`);
    expect(await answerAt(`/${to}/files/sketch.ino`)).toBe("200");
  });
});

describe("deletes", () => {
  it("end the redirects to the deleted post at once, and a late retry is answered the same", async () => {
    const [first, second] = [1, 2].map((n) => `redirect-deleted-${Date.now()}-${n}`);
    const version = await renamed(a, [first!, second!]);
    expect(await answerAt(`/${first}`)).toBe(`301 /${second}`);
    expect((await api("DELETE", `/posts/${second}`, a, undefined, { "if-match": version })).status).toBe(204);
    expect(await answerAt(`/${first}`)).toBe("404");
    expect(await answerAt(`/${second}`)).toBe("404");
    // The retry of a delete whose answer was lost.
    expect((await api("DELETE", `/posts/${second}`, a, undefined, { "if-match": version })).status).toBe(204);
  });

  it("of an address the caller has no post at answer 404 and purge nothing", async () => {
    const slug = `redirect-foreign-${Date.now()}`;
    expect((await api("PUT", `/posts/${slug}`, b, body("Author B's"), { "if-none-match": "*" })).status).toBe(201);
    expect((await request(`/${slug}`)).status).toBe(200);
    expect((await request(`/${slug}`)).headers.get("x-cache")).toBe("hit");
    const refused = await api("DELETE", `/posts/${slug}`, a, undefined, { "if-match": '"anything"' });
    expect(refused.status).toBe(404);
    const after = await request(`/${slug}`);
    expect(after.status).toBe(200);
    expect(after.headers.get("x-cache")).toBe("hit");
  });
});
