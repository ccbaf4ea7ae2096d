import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/** Runs `npm run deploy`'s script with these arguments; it must refuse before wrangler runs. */
async function deploy(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["scripts/deploy.mjs", ...args]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("npm run deploy", () => {
  it("refuses to ship without a SITE_URL", async () => {
    const { code, output } = await deploy();
    expect(code).toBe(1);
    expect(output).toContain("Not deploying");
    expect(output).toContain("SITE_URL is empty");
  });

  it.each(["http://127.0.0.1:8787", "http://localhost:8787", "http://learn.example.org"])("refuses SITE_URL %s", async (url) => {
    const { code, output } = await deploy("--var", `SITE_URL:${url}`);
    expect(code).toBe(1);
    expect(output).toMatch(/SITE_URL (points at this machine|must be https)/);
  });

  it("refuses an emulator host and the placeholder KV namespace and D1 database", async () => {
    const { code, output } = await deploy(
      "--var",
      "SITE_URL:https://learn.example.org",
      "--var",
      "FIRESTORE_EMULATOR_HOST:127.0.0.1:8080",
    );
    expect(code).toBe(1);
    expect(output).toContain("FIRESTORE_EMULATOR_HOST must be empty");
    expect(output).toContain("placeholder KV id");
    expect(output).toContain("placeholder D1 id");
    expect(output).not.toContain("SITE_URL");
  });
});
