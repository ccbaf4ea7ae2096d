import "./read-model";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { page, request } from "./helpers";
import { api, etag, signIn } from "./studio-helpers";

// Issue 32, review before publishing: contributors (CONTRIBUTOR_IDS) write drafts and submit
// them; editors (EDITOR_IDS) publish, schedule or send them back; authors publish their own.

let author: string;
let editor: string;
let contributor: string;
let otherContributor: string;
let reader: string;

beforeAll(async () => {
  [author, editor, contributor, otherContributor, reader] = await Promise.all([
    signIn(fixtureAccounts.authorA),
    signIn(fixtureAccounts.editor),
    signIn(fixtureAccounts.contributorK),
    signIn(fixtureAccounts.contributorL),
    signIn(fixtureAccounts.reader),
  ]);
});

const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  meta: { description: `${title}: a post a contributor wrote.` },
  pageData: [{ section: "intro", content: [{ h2: "Start" }, { p: `${title} body, about a quokka.` }] }],
  draft: true,
  ...extra,
});

interface Review {
  state: string;
  at: string;
  by: { uid: string; name: string };
  note?: string;
}

const read = async (slug: string, token: string) => {
  const response = await api("GET", `/posts/${slug}`, token);
  return { response, body: (await response.json()) as { post: Record<string, unknown> & { review?: Review }; etag: string } };
};

const listed = async (token: string) =>
  (
    (await (await api("GET", "/posts", token)).json()) as {
      posts: Array<{ slug: string; draft: boolean; review: Review | null }>;
    }
  ).posts;

const waiting = async (token = editor) => {
  const response = await api("GET", "/review", token);
  expect(response.status).toBe(200);
  return (
    (await response.json()) as {
      posts: Array<{ slug: string; title: string; writer: { uid: string; name: string }; submittedAt: string }>;
    }
  ).posts;
};

/** A contributor's draft, saved and submitted; answers the submitted version's ETag. */
async function submitted(slug: string, title: string, token = contributor): Promise<string> {
  const created = await api("PUT", `/posts/${slug}`, token, post(title));
  expect(created.status).toBe(201);
  const submit = await api("POST", `/posts/${slug}/submit`, token, undefined, { "if-match": etag(created) });
  expect(submit.status).toBe(200);
  return etag(submit);
}

const inReadModel = async (slug: string) =>
  (await env.READ_MODEL.prepare("SELECT slug FROM posts WHERE slug = ?1 AND published = 1").bind(slug).first<{ slug: string }>())
    ?.slug ?? null;

describe("who is who", () => {
  it("GET /me says the caller's role", async () => {
    const roles = await Promise.all(
      [author, editor, contributor].map(
        async (token) => ((await (await api("GET", "/me", token)).json()) as { role: string }).role,
      ),
    );
    expect(roles).toEqual(["author", "editor", "contributor"]);
    const me = (await (await api("GET", "/me", contributor)).json()) as { author: boolean; listAdmin: boolean };
    expect(me).toMatchObject({ author: true, listAdmin: false });
    expect((await api("GET", "/me", reader)).status).toBe(403);
  });
});

describe("a contributor writes drafts and cannot publish", () => {
  it("saves a draft (201, then 200 with If-Match); the post is not public", async () => {
    const created = await api("PUT", "/posts/r-draft", contributor, post("A contributor's draft"));
    expect(created.status).toBe(201);
    const again = await api("PUT", "/posts/r-draft", contributor, post("A contributor's draft, edited"), {
      "if-match": etag(created),
    });
    expect(again.status).toBe(200);
    expect((await request("/r-draft")).status).toBe(404);
  });

  it("a save with draft: false is 403 with a message that says how to publish, and nothing is stored", async () => {
    const refused = await api("PUT", "/posts/r-publish-attempt", contributor, post("Trying to publish", { draft: false }));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Contributors save drafts only.*Submit for review/);
    expect((await read("r-publish-attempt", contributor)).response.status).toBe(404);
    expect((await request("/r-publish-attempt")).status).toBe(404);
  });

  it("a save without draft (which means published) is 403 too, and so is one over an existing draft", async () => {
    const { draft: _draft, ...withoutDraft } = post("No draft field");
    expect((await api("PUT", "/posts/r-no-draft-field", contributor, withoutDraft)).status).toBe(403);
    const created = await api("PUT", "/posts/r-unpublish", contributor, post("Draft first"));
    const refused = await api("PUT", "/posts/r-unpublish", contributor, post("Now public?", { draft: false }), {
      "if-match": etag(created),
    });
    expect(refused.status).toBe(403);
    expect((await read("r-unpublish", contributor)).body.post).toMatchObject({ title: "Draft first", draft: true });
  });

  it("a save with publishAt (scheduling) is 403, whatever draft says", async () => {
    for (const draft of [true, false]) {
      const refused = await api(
        "PUT",
        `/posts/r-schedule-attempt-${draft}`,
        contributor,
        post("Trying to schedule", { draft, publishAt: "2030-01-01T09:00:00Z" }),
      );
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toMatch(/cannot schedule/);
    }
    expect((await read("r-schedule-attempt-true", contributor)).response.status).toBe(404);
  });

  it("authors and editors still publish their own posts by saving with draft: false", async () => {
    for (const [token, slug] of [
      [author, "r-author-publishes"],
      [editor, "r-editor-publishes"],
    ] as const) {
      const saved = await api("PUT", `/posts/${slug}`, token, post("Published by its writer", { draft: false }));
      expect(saved.status).toBe(201);
      expect((await request(`/${slug}`)).status).toBe(200);
    }
  });

  it("the review field is the server's: a body that sends one is stored without it", async () => {
    const created = await api("PUT", "/posts/r-forged-review", contributor, {
      ...post("Forged"),
      review: { state: "submitted", at: "2020-01-01T00:00:00Z", by: { uid: "x", name: "x" } },
    });
    expect(created.status).toBe(201);
    expect((await read("r-forged-review", contributor)).body.post.review).toBeUndefined();
    expect((await waiting()).map((row) => row.slug)).not.toContain("r-forged-review");
  });
});

describe("submit, review, send back, publish", () => {
  it("the whole round: submit, listed for the editor, sent back with a note the contributor reads, resubmitted, published", async () => {
    const created = await api("PUT", "/posts/r-round", contributor, post("Quokka weather station"));
    // Submitting needs the version the contributor saw.
    expect((await api("POST", "/posts/r-round/submit", contributor)).status).toBe(428);
    const submit = await api("POST", "/posts/r-round/submit", contributor, undefined, { "if-match": etag(created) });
    expect(submit.status).toBe(200);
    const submittedAnswer = (await submit.json()) as { review: Review; draft: boolean; url: string | null };
    expect(submittedAnswer).toMatchObject({
      draft: true,
      url: null,
      review: { state: "submitted", by: { uid: "contributor-k" } },
    });
    expect(submittedAnswer.review.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    // The editor's list: slug, title, writer, when.
    const row = (await waiting()).find((entry) => entry.slug === "r-round");
    expect(row).toMatchObject({ title: "Quokka weather station", writer: { uid: "contributor-k", name: "Contributor K" } });
    expect(row?.submittedAt).toBe(submittedAnswer.review.at);

    // The editor reads it, with the page drawn as the studio's preview draws it.
    const opened = await api("GET", "/review/r-round", editor);
    expect(opened.status).toBe(200);
    const view = (await opened.json()) as { post: { title: string }; etag: string; html: string; writer: { uid: string } };
    expect(view.post.title).toBe("Quokka weather station");
    expect(view.writer.uid).toBe("contributor-k");
    expect(view.html).toContain("Quokka weather station body, about a quokka.");
    expect(view.etag).toBe(etag(submit));

    // Sent back: a note is required; with one, the post stays a draft and the contributor sees it.
    expect((await api("POST", "/review/r-round/send-back", editor, { note: "  " }, { "if-match": view.etag })).status).toBe(400);
    const note = "Say which BME280 address the wiring uses, and add a photo of the finished station.";
    const back = await api("POST", "/review/r-round/send-back", editor, { note }, { "if-match": view.etag });
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({
      draft: true,
      review: { state: "returned", note, by: { uid: "editor-e", name: "Editor E" } },
    });
    expect((await waiting()).map((entry) => entry.slug)).not.toContain("r-round");
    expect((await request("/r-round")).status).toBe(404);

    const mine = await read("r-round", contributor);
    expect(mine.body.post.review).toMatchObject({ state: "returned", note, by: { name: "Editor E" } });
    expect(mine.body.post.savedBy).toEqual({ uid: "editor-e", name: "Editor E" });
    expect((await listed(contributor)).find((entry) => entry.slug === "r-round")?.review).toMatchObject({
      state: "returned",
      note,
    });

    // The contributor's save keeps the note; a new submission replaces it.
    const edited = await api("PUT", "/posts/r-round", contributor, post("Quokka weather station, with the address"), {
      "if-match": mine.body.etag,
    });
    expect(edited.status).toBe(200);
    expect((await read("r-round", contributor)).body.post.review).toMatchObject({ state: "returned", note });
    const resubmit = await api("POST", "/posts/r-round/submit", contributor, undefined, { "if-match": etag(edited) });
    expect(((await resubmit.json()) as { review: Review }).review).not.toHaveProperty("note");

    // Published: draft false, review cleared, the page and the read model have it.
    const publish = await api("POST", "/review/r-round/publish", editor, undefined, { "if-match": etag(resubmit) });
    expect(publish.status).toBe(200);
    expect(await publish.json()).toMatchObject({ draft: false, url: "/r-round", review: null, publishAt: null });
    const { response, doc } = await page("/r-round");
    expect(response.status).toBe(200);
    expect(doc.querySelector("main h1")?.text).toBe("Quokka weather station, with the address");
    expect(await inReadModel("r-round")).toBe("r-round");
    const stored = (await read("r-round", contributor)).body.post;
    expect(stored).toMatchObject({ draft: false, savedBy: { uid: "editor-e", name: "Editor E" } });
    expect(stored.review).toBeUndefined();
    expect((await waiting()).map((entry) => entry.slug)).not.toContain("r-round");
    // The version before publishing is kept in the history.
    const revisions = (await (await api("GET", "/posts/r-round/revisions", contributor)).json()) as { revisions: unknown[] };
    expect(revisions.revisions.length).toBeGreaterThan(0);
  });

  it("lists every contributor's submitted posts, and only submitted ones", async () => {
    await submitted("r-list-k", "From contributor K");
    await submitted("r-list-l", "From contributor L", otherContributor);
    await api("PUT", "/posts/r-list-unsubmitted", contributor, post("Not submitted"));
    const rows = await waiting();
    const slugs = rows.map((entry) => entry.slug);
    expect(slugs).toEqual(expect.arrayContaining(["r-list-k", "r-list-l"]));
    expect(slugs).not.toContain("r-list-unsubmitted");
    expect(rows.find((entry) => entry.slug === "r-list-l")?.writer).toEqual({ uid: "contributor-l", name: "Contributor L" });
  });

  it("a contributor withdraws a submitted post: a plain draft again, off the editor's list", async () => {
    const version = await submitted("r-withdraw", "Changed my mind");
    const withdrawn = await api("POST", "/posts/r-withdraw/withdraw", contributor, undefined, { "if-match": version });
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toMatchObject({ draft: true, review: null });
    expect((await read("r-withdraw", contributor)).body.post.review).toBeUndefined();
    expect((await waiting()).map((entry) => entry.slug)).not.toContain("r-withdraw");
    expect((await api("GET", "/review/r-withdraw", editor)).status).toBe(404);
  });

  it("an editor schedules a post: draft false with publishAt stored, not public yet, review cleared", async () => {
    const version = await submitted("r-schedule", "Scheduled quokka");
    const bad = await api(
      "POST",
      "/review/r-schedule/schedule",
      editor,
      { publishAt: "tomorrow at nine" },
      { "if-match": version },
    );
    expect(bad.status).toBe(400);
    const past = await api(
      "POST",
      "/review/r-schedule/schedule",
      editor,
      { publishAt: "2020-01-01T09:00:00Z" },
      { "if-match": version },
    );
    expect(past.status).toBe(400);
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, "Z");
    const scheduled = await api("POST", "/review/r-schedule/schedule", editor, { publishAt: at }, { "if-match": version });
    expect(scheduled.status).toBe(200);
    expect(await scheduled.json()).toMatchObject({ draft: false, publishAt: at, url: null, review: null });
    expect((await read("r-schedule", contributor)).body.post).toMatchObject({
      draft: false,
      publishAt: at,
      savedBy: { uid: "editor-e" },
    });
    expect(await inReadModel("r-schedule")).toBeNull();
    expect((await waiting()).map((entry) => entry.slug)).not.toContain("r-schedule");
  });

  it("a stale If-Match is 412 with the post as it is now, and nothing changes; none at all is 428", async () => {
    const first = await submitted("r-stale", "Stale quokka");
    // The contributor saves again after submitting: the editor's version is old now.
    const newer = await api("PUT", "/posts/r-stale", contributor, post("Stale quokka, edited"), { "if-match": first });
    expect(newer.status).toBe(200);
    const stale = await api("POST", "/review/r-stale/publish", editor, undefined, { "if-match": first });
    expect(stale.status).toBe(412);
    const body = (await stale.json()) as { error: string; current: { post: { title: string }; etag: string } };
    expect(body.current.post.title).toBe("Stale quokka, edited");
    expect(body.current.etag).toBe(etag(newer));
    expect((await api("POST", "/review/r-stale/publish", editor)).status).toBe(428);
    expect((await api("POST", "/review/r-stale/send-back", editor, { note: "Old" }, { "if-match": first })).status).toBe(412);
    expect((await request("/r-stale")).status).toBe(404);
    expect((await read("r-stale", contributor)).body.post).toMatchObject({ draft: true, review: { state: "submitted" } });
    // With the current version it goes through.
    expect((await api("POST", "/review/r-stale/publish", editor, undefined, { "if-match": etag(newer) })).status).toBe(200);
    expect((await request("/r-stale")).status).toBe(200);
  });

  it("publishing needs what a published post needs: a figure without alt text is 400 and nothing changes", async () => {
    const created = await api(
      "PUT",
      "/posts/r-no-alt",
      contributor,
      post("A figure without words", {
        pageData: [{ section: "intro", content: [{ p: "Look:" }, { figure: { src: "/images/x.svg", alt: "" } }] }],
      }),
    );
    expect(created.status).toBe(201);
    const submit = await api("POST", "/posts/r-no-alt/submit", contributor, undefined, { "if-match": etag(created) });
    const refused = await api("POST", "/review/r-no-alt/publish", editor, undefined, { "if-match": etag(submit) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/alt text/i);
    expect((await request("/r-no-alt")).status).toBe(404);
    expect((await waiting()).map((entry) => entry.slug)).toContain("r-no-alt");
  });

  it("a contributor's published post deleted and brought back from the trash comes back a draft", async () => {
    const version = await submitted("r-trash", "Published, deleted, restored");
    const published = await api("POST", "/review/r-trash/publish", editor, undefined, { "if-match": version });
    expect((await request("/r-trash")).status).toBe(200);
    expect((await api("DELETE", "/posts/r-trash", contributor, undefined, { "if-match": etag(published) })).status).toBe(204);
    const trash = (await (await api("GET", "/trash", contributor)).json()) as { posts: Array<{ id: string; slug: string }> };
    const id = trash.posts.find((entry) => entry.slug === "r-trash")!.id;
    const restored = await api("POST", `/trash/${id}/restore`, contributor);
    expect(restored.status).toBe(201);
    expect(await restored.json()).toMatchObject({ draft: true, url: null });
    expect((await request("/r-trash")).status).toBe(404);
  });

  it("a stale If-Match on submit is 412 too", async () => {
    const created = await api("PUT", "/posts/r-stale-submit", contributor, post("Version 1"));
    const second = await api("PUT", "/posts/r-stale-submit", contributor, post("Version 2"), { "if-match": etag(created) });
    expect(second.status).toBe(200);
    expect(
      (await api("POST", "/posts/r-stale-submit/submit", contributor, undefined, { "if-match": etag(created) })).status,
    ).toBe(412);
    expect((await read("r-stale-submit", contributor)).body.post.review).toBeUndefined();
  });

  it("a post that is not waiting is 404 to the editor: a draft never submitted, an author's post, no post", async () => {
    const draft = await api("PUT", "/posts/r-not-waiting", contributor, post("Never submitted"));
    for (const slug of ["r-not-waiting", "r-author-publishes", "r-no-such-post"]) {
      expect((await api("GET", `/review/${slug}`, editor)).status, slug).toBe(404);
      expect((await api("POST", `/review/${slug}/publish`, editor, undefined, { "if-match": etag(draft) })).status, slug).toBe(
        404,
      );
    }
  });
});

describe("who may review", () => {
  it("an author who is not an editor gets 403 on all of it, and so do contributors", async () => {
    const version = await submitted("r-forbidden", "Editors only");
    for (const token of [author, contributor]) {
      expect((await api("GET", "/review", token)).status).toBe(403);
      expect((await api("GET", "/review/r-forbidden", token)).status).toBe(403);
      const headers = { "if-match": version };
      expect((await api("POST", "/review/r-forbidden/publish", token, undefined, headers)).status).toBe(403);
      expect(
        (await api("POST", "/review/r-forbidden/schedule", token, { publishAt: "2031-01-01T09:00:00Z" }, headers)).status,
      ).toBe(403);
      expect((await api("POST", "/review/r-forbidden/send-back", token, { note: "No" }, headers)).status).toBe(403);
    }
    expect(((await (await api("GET", "/review", author)).json()) as { error: string }).error).toMatch(/Only editors/);
    expect((await request("/r-forbidden")).status).toBe(404);
    expect((await read("r-forbidden", contributor)).body.post).toMatchObject({ draft: true, review: { state: "submitted" } });
  });

  it("only contributors submit: an author's or editor's submit is 403", async () => {
    const created = await api("PUT", "/posts/r-author-submits", author, post("An author's draft"));
    const refused = await api("POST", "/posts/r-author-submits/submit", author, undefined, { "if-match": etag(created) });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Only contributors/);
  });

  it("a contributor cannot submit or withdraw another contributor's post", async () => {
    const version = await submitted("r-someone-elses", "Contributor L's post", otherContributor);
    expect((await api("POST", "/posts/r-someone-elses/withdraw", contributor, undefined, { "if-match": version })).status).toBe(
      404,
    );
    expect((await waiting()).map((entry) => entry.slug)).toContain("r-someone-elses");
  });
});
