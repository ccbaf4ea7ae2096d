import "./read-model";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { request } from "./helpers";
import { api, signIn } from "./studio-helpers";

// Issue 29: hostile input is bounded before it is parsed, and never holds the worker.

let token: string;

beforeAll(async () => {
  token = await signIn(fixtureAccounts.authorA);
});

/** The imports that took 33-50 s and failed (issue 29), and a body that nests ten thousand deep. */
const IMPORTS: Array<[string, string, number, string]> = [
  ['"- " ten thousand times', `${"- ".repeat(10_000)}x`, 400, "depth"],
  ['"> " ten thousand times', `${"> ".repeat(10_000)}x`, 400, "depth"],
  ["nested brackets, 292 KiB", `${"[".repeat(50_000)}x${"](/y)".repeat(50_000)}`, 413, "document"],
  ["nested brackets, 29 KiB", `${"[".repeat(5_000)}x${"](/y)".repeat(5_000)}`, 400, "bracketRun"],
];

async function timed(work: Promise<Response>): Promise<{ response: Response; ms: number }> {
  const started = Date.now();
  const response = await work;
  return { response, ms: Date.now() - started };
}

describe("hostile Markdown and JSON", () => {
  it.each(IMPORTS)("refuses %s at once, naming the limit", async (_what, markdown, status, limit) => {
    const { response } = await timed(api("POST", "/markdown", token, { markdown }));
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ limit, error: expect.stringMatching(/\d/) });
  });

  it("keeps answering readers while the worst imports arrive", async () => {
    // The imports and a reader's page at the same moment, in one isolate: the page must not wait behind them.
    const imports = IMPORTS.map(([, markdown]) => timed(api("POST", "/markdown", token, { markdown })));
    const reader = timed(request("/about"));
    const [page, ...refused] = await Promise.all([reader, ...imports]);
    expect(page.response.status).toBe(200);
    for (const { response } of refused) expect([400, 413]).toContain(response.status);
    // Generous for a loaded machine; before the limits the page waited 45 s.
    expect(page.ms).toBeLessThan(1_000);
  });

  it("refuses a post body nested ten thousand deep before parsing it", async () => {
    const response = await api(
      "PUT",
      "/posts/deep-body",
      token,
      `{"title":"Deep","pageData":${"[".repeat(10_000)}${"]".repeat(10_000)}}`,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain("deeper than 32 levels");
  });
});
