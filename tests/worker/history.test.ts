import "./read-model";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { TEST_PROJECT_ID } from "../fixtures/posts";
import { api, etag, signIn } from "./studio-helpers";
import { UNKNOWN_CHANGE } from "../../client/data/post-diff";
import { Firestore } from "../../worker/firestore";
import { paths } from "../../worker/firestore/paths";
import { findOwnPost } from "../../worker/studio/store";

// Issue 32, part A: a history that says what changed. Each version records who saved it,
// when (to the second), its state and what its save changed; the newest 50 and every one of
// the last 30 days are kept.

let a: string;

beforeAll(async () => {
  a = await signIn(fixtureAccounts.authorA);
});

const firestore = new Firestore({
  projectId: TEST_PROJECT_ID,
  emulatorHost: env.FIRESTORE_EMULATOR_HOST,
  token: () => Promise.resolve("owner"),
});

interface Row {
  id: string;
  savedAt: string;
  by: { uid: string; name: string };
  draft: boolean;
  summary: string;
  change: { wordsAdded: number; wordsRemoved: number; sections: string[]; blocks: string[]; fields: string[] } | null;
  title: string;
  bytes: number;
  current?: boolean;
}

const post = (title: string, paragraph: string, extra: Record<string, unknown> = {}) => ({
  title,
  meta: { description: `${title}: a post with a history.` },
  pageData: [{ section: "Wiring", content: [{ h2: "Start" }, { p: paragraph }] }],
  draft: true,
  ...extra,
});

const rows = async (slug: string) => {
  const response = await api("GET", `/posts/${slug}/revisions`, a);
  expect(response.status).toBe(200);
  return ((await response.json()) as { revisions: Row[] }).revisions;
};

/** An ISO time to the millisecond, from a time in microseconds since the epoch. */
const isoOf = (micros: number) => new Date(Math.floor(micros / 1000)).toISOString();
const DAY_MICROS = 24 * 60 * 60 * 1_000_000;

/** Writes revisions straight into Firestore, as older saves would have left them, `ages` in days. */
async function writeRevisions(postPath: string, ages: number[], title = "Old") {
  const now = Date.now() * 1000;
  const writes = ages.map((days, at) => {
    // Distinct microseconds, older for each later entry of the same age.
    const order = Math.round(now - days * DAY_MICROS) - at;
    return {
      path: paths.revision(postPath, `v${order}`),
      data: { savedAt: isoOf(order), order, title, bytes: 10, post: { title, draft: true } },
    };
  });
  for (let at = 0; at < writes.length; at += 400) await firestore.commit(writes.slice(at, at + 400));
}

const pathOf = async (slug: string) => (await findOwnPost(firestore, "author-a", slug))!.path;

describe("the history's rows", () => {
  it("say who saved each version, when to the second, its state and what its save changed, the current one first", async () => {
    let response = await api("PUT", "/posts/h-rows", a, post("History", "Connect the LED to pin 13."));
    expect(response.status).toBe(201);
    response = await api("PUT", "/posts/h-rows", a, post("History", "Connect the LED to pin 12 through a resistor."), {
      "if-match": etag(response),
    });
    expect(response.status).toBe(200);
    response = await api(
      "PUT",
      "/posts/h-rows",
      a,
      post("History, published", "Connect the LED to pin 12 through a resistor.", { draft: false }),
      {
        "if-match": etag(response),
      },
    );
    expect(response.status).toBe(200);

    const listed = await rows("h-rows");
    expect(listed).toHaveLength(3);
    const [now, second, first] = listed as [Row, Row, Row];
    expect(listed.map((row) => row.current === true)).toEqual([true, false, false]);
    for (const row of listed) {
      expect(row.savedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      expect(row.by).toEqual({ uid: "author-a", name: fixtureAccounts.authorA.displayName });
      expect(row.id).toMatch(/^v\d+$/);
    }
    expect(Date.parse(now.savedAt)).toBeGreaterThan(Date.parse(second.savedAt));
    expect(listed.map((row) => row.draft)).toEqual([false, true, true]);
    expect(listed.map((row) => row.title)).toEqual(["History, published", "History", "History"]);

    // Each row says what its own save changed against the version before it.
    expect(first.summary).toMatch(/^First version: \d+ words · Wiring · Heading, Paragraph$/);
    expect(second.change).toEqual({ wordsAdded: 4, wordsRemoved: 1, sections: ["Wiring"], blocks: ["Paragraph"], fields: [] });
    expect(second.summary).toBe("+4 −1 words · Wiring · Paragraph");
    expect(now.summary).toBe("+2 −0 words · Title, Description, Published");

    // The current version is read by its id like any other; an earlier one with its post.
    const current = await api("GET", `/posts/h-rows/revisions/${now.id}`, a);
    expect(current.status).toBe(200);
    const currentBody = (await current.json()) as { revision: Row; post: { title: string } };
    expect(currentBody.revision.current).toBe(true);
    expect(currentBody.post.title).toBe("History, published");
    const oldest = (await (await api("GET", `/posts/h-rows/revisions/${first.id}`, a)).json()) as {
      revision: Row;
      post: { pageData: Array<{ content: Array<{ p?: string }> }> };
    };
    expect(oldest.revision).toEqual(first);
    expect(oldest.post.pageData[0]!.content[1]!.p).toBe("Connect the LED to pin 13.");
  });

  it("never take who saved or what changed from the client", async () => {
    const forged = { savedBy: { uid: "mallory", name: "Mallory" }, change: { wordsAdded: 999 } };
    const created = await api("PUT", "/posts/h-forged", a, { ...post("Forged", "Words."), ...forged });
    expect(created.status).toBe(201);
    const stored = await firestore.getDocument(await pathOf("h-forged"));
    expect(stored?.data.savedBy).toEqual({ uid: "author-a", name: fixtureAccounts.authorA.displayName });
    expect(stored?.data.change).toMatchObject({ first: true, wordsAdded: 9 });
    // The editor is never sent them back as fields of its own to keep.
    const [row] = await rows("h-forged");
    expect(row!.by.uid).toBe("author-a");
  });

  it("answer a version saved before the history kept them with its owner and a summary that says it is not known", async () => {
    const created = await api("PUT", "/posts/h-older", a, post("Older", "Words."));
    await writeRevisions(await pathOf("h-older"), [3], "Before the history");
    const [current, old] = (await rows("h-older")) as [Row, Row];
    expect(current.current).toBe(true);
    expect(current.bytes).toBeGreaterThan(50);
    expect(old).toMatchObject({
      by: { uid: "author-a", name: "" },
      draft: true,
      title: "Before the history",
      summary: UNKNOWN_CHANGE,
      change: null,
    });
    expect(old.savedAt).toMatch(/:\d{2}\.\d{3}Z$/);
    expect(etag(created)).toBeTruthy();
  });

  it("say who brought a post back from the trash", async () => {
    const created = await api("PUT", "/posts/h-trash", a, post("Trashed", "Words."));
    expect((await api("DELETE", "/posts/h-trash", a, undefined, { "if-match": etag(created) })).status).toBe(204);
    const trash = (await (await api("GET", "/trash", a)).json()) as { posts: Array<{ id: string; slug: string }> };
    const entry = trash.posts.find((item) => item.slug === "h-trash")!;
    expect((await api("POST", `/trash/${entry.id}/restore`, a)).status).toBe(201);
    const [row] = await rows("h-trash");
    expect(row!.summary).toBe("Restored from the trash · +0 −0 words");
    expect(row!.by.uid).toBe("author-a");
  });
});

describe("how long the history keeps versions", () => {
  it("keeps every version of the last 30 days, however many", async () => {
    const created = await api("PUT", "/posts/h-recent", a, post("Recent", "Words."));
    await writeRevisions(
      await pathOf("h-recent"),
      Array.from({ length: 60 }, (_, at) => 1 + at * 0.4),
    );
    const saved = await api("PUT", "/posts/h-recent", a, post("Recent", "More words."), { "if-match": etag(created) });
    expect(saved.status).toBe(200);
    // 60 written, the version the save replaced, and the current one.
    expect(await rows("h-recent")).toHaveLength(62);
  });

  it("drops versions older than 30 days only past the newest 50", async () => {
    let response = await api("PUT", "/posts/h-aged", a, post("Aged", "Words."));
    const path = await pathOf("h-aged");
    // 10 of the last month, and 60 from 40 days ago and more.
    await writeRevisions(path, [
      ...Array.from({ length: 10 }, (_, at) => 2 + at),
      ...Array.from({ length: 60 }, (_, at) => 40 + at),
    ]);
    for (const words of ["Words, once.", "Words, twice.", "Words, thrice.", "Words, four times."]) {
      response = await api("PUT", "/posts/h-aged", a, post("Aged", words), { "if-match": etag(response) });
      expect(response.status).toBe(200);
    }
    const kept = await rows("h-aged");
    // The current version, and the 50 newest revisions: the 4 saves', the 10 recent and the 36 newest old ones.
    expect(kept).toHaveLength(51);
    const ages = kept.slice(1).map((row) => (Date.now() - Date.parse(row.savedAt)) / (24 * 60 * 60_000));
    expect(ages.filter((days) => days < 30)).toHaveLength(14);
    expect(Math.max(...ages)).toBeLessThan(40 + 36);
    expect(Math.max(...ages)).toBeGreaterThan(40 + 34);
  });
});
