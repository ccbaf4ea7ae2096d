import "./read-model";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { documentsWithSlug } from "./firestore-documents";
import { holdFirstFetch } from "./helpers";
import { api, etag, signIn } from "./studio-helpers";

// Issue 29: one owner per address, proven by racing every pair of writes that take one.

let a: string;
let b: string;

beforeAll(async () => {
  [a, b] = await Promise.all([signIn(fixtureAccounts.authorA), signIn(fixtureAccounts.authorB)]);
});

/** Rounds per pair: each a fresh address, the two writes started together, one of them a few ms later. */
const ROUNDS = 12;

const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  meta: { description: `${title}: raced.` },
  pageData: [{ section: "", content: [{ p: `${title}.` }] }],
  ...extra,
});

const later = <T>(ms: number, work: () => Promise<T>) => new Promise<T>((done) => setTimeout(() => done(work()), ms));

const create = (token: string, slug: string, title: string) =>
  api("PUT", `/posts/${slug}`, token, body(title), { "if-none-match": "*" });

/** A post of author A, deleted into the trash: its trash id. */
async function trashed(slug: string): Promise<string> {
  const created = await create(a, slug, "To the trash");
  expect((await api("DELETE", `/posts/${slug}`, a, undefined, { "if-match": etag(created) })).status).toBe(204);
  const { posts } = (await (await api("GET", "/trash", a)).json()) as { posts: Array<{ id: string; slug: string }> };
  return posts.find((post) => post.slug === slug)!.id;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Holds back the first read of the address's claim until `release()`, letting every other
 * request through: the write that makes it sees no post of its own at the address (its query
 * ran before) and then the claim another write committed meanwhile, the interleaving that
 * gave one address two posts (issue 29). `held` resolves once that read is waiting.
 */
function holdFirstClaimRead(slug: string): { held: Promise<void>; release: () => void } {
  // The claim is read by a batchGet naming its document.
  return holdFirstFetch((url, body) => url.endsWith(":batchGet") && body.includes(`/_claims/posts/${slug}"`), "request");
}

const succeeded = (response: Response) => response.status === 200 || response.status === 201;

/** Runs the pair ROUNDS times and checks each address ends with exactly one post, and at most one write won it. */
async function race(name: string, pair: (slug: string, round: number) => Promise<Response[]>) {
  for (let round = 0; round < ROUNDS; round += 1) {
    const slug = `race-${name}-${Date.now()}-${round}`;
    const answers = await pair(slug, round);
    const winners = answers.filter(succeeded);
    expect(winners.length, `${slug}: ${answers.map((answer) => answer.status).join(", ")}`).toBeLessThanOrEqual(1);
    for (const answer of answers) expect([200, 201, 409, 412]).toContain(answer.status);
    expect(await documentsWithSlug(slug), slug).toHaveLength(1);
  }
}

describe("a write whose reads straddle another's commit", () => {
  it("create and create by one author: the second sees the first's claim and answers 412", async () => {
    const slug = `race-straddle-${Date.now()}`;
    const hold = holdFirstClaimRead(slug);
    const late = create(a, slug, "Read before, claimed after");
    await hold.held;
    const early = await create(a, slug, "Committed in between");
    hold.release();
    expect(early.status).toBe(201);
    expect((await late).status).toBe(412);
    expect(await documentsWithSlug(slug)).toHaveLength(1);
  });

  it("create and restore: the restore sees the new post's claim and is refused", async () => {
    const slug = `race-straddle-restore-${Date.now()}`;
    const id = await trashed(slug);
    const hold = holdFirstClaimRead(slug);
    const restore = api("POST", `/trash/${id}/restore`, a);
    await hold.held;
    const created = await create(a, slug, "Created in between");
    hold.release();
    expect(created.status).toBe(201);
    expect((await restore).status).toBe(409);
    expect(await documentsWithSlug(slug)).toHaveLength(1);
  });
});

describe("two writes racing for one address", () => {
  it("create and create by one author: one post", async () => {
    await race("create-create", (slug, round) =>
      Promise.all([create(a, slug, "First"), later(round % 4, () => create(a, slug, "Second"))]),
    );
  });

  it("create and create by two authors: one post", async () => {
    await race("two-authors", (slug, round) =>
      Promise.all([create(a, slug, "Author A's"), later(round % 4, () => create(b, slug, "Author B's"))]),
    );
  });

  it("restore from the trash and create: one post", async () => {
    await race("restore-create", async (slug, round) => {
      const id = await trashed(slug);
      return Promise.all([api("POST", `/trash/${id}/restore`, a), later(round % 4, () => create(a, slug, "New"))]);
    });
  });

  it("restore and restore of one deleted post: one post", async () => {
    await race("restore-restore", async (slug) => {
      const id = await trashed(slug);
      const answers = await Promise.all([api("POST", `/trash/${id}/restore`, a), api("POST", `/trash/${id}/restore`, a)]);
      // The second finds nothing left to restore.
      return answers.map((answer) => (answer.status === 404 ? new Response(null, { status: 409 }) : answer));
    });
  });

  it("rename onto an address and create there: one post", async () => {
    await race("rename-create", async (slug, round) => {
      const from = `${slug}-from`;
      const made = await create(a, from, "Renamed");
      return Promise.all([
        api("PUT", `/posts/${slug}`, a, body("Renamed", { previousSlug: from }), { "if-match": etag(made) }),
        later(round % 4, () => create(a, slug, "Created")),
      ]);
    });
  });
});
