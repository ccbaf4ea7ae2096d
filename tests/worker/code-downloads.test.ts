import "./read-model";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureAccounts } from "../fixtures/accounts";
import { readZip } from "../fixtures/zip-reader";
import { page, request } from "./helpers";
import { api, signIn } from "./studio-helpers";

// Issue 31: code files a student opens as they are. A sketch downloads as name.ino (named
// after the post when its author gave no name) and sits in the zip as name/name.ino; serial
// output and configuration keep their own extensions, at the zip's top level.

let token: string;

beforeAll(async () => {
  token = await signIn(fixtureAccounts.authorA);
});

const SKETCH = 'void setup() {\n  Serial.begin(115200);\n}\n\nvoid loop() {\n  Serial.println("ready");\n  delay(1000);\n}\n';
const RECEIVER = "void setup() {}\n\nvoid loop() {\n  // receive\n}\n";
const OUTPUT = "ready\nready\n";
const CONFIG = '{"ssid":"my-network"}\n';

async function save(slug: string, content: unknown[]) {
  const response = await api("PUT", `/posts/${slug}`, token, {
    title: `Code files of ${slug}`,
    meta: { description: "A post whose code blocks are files a reader downloads." },
    format: "markdown",
    pageData: [{ section: "code", content }],
  });
  expect(response.status).toBeLessThan(300);
}

describe("a post whose author named no file", () => {
  it("names its sketch after the post, with .ino, and keeps output and configuration in their own extensions", async () => {
    await save("t31-unnamed", [
      { h2: "The sketch" },
      { code: { text: SKETCH, lang: "cpp" } },
      { h2: "What you should see" },
      { code: { text: OUTPUT, lang: "plaintext" } },
      { code: { text: CONFIG, lang: "json" } },
    ]);
    const { doc } = await page("/t31-unnamed");
    expect(doc.querySelectorAll(".code-file").map((name) => name.text)).toEqual(["t31-unnamed.ino", "code-2.txt", "code-3.json"]);
    // A sketch fenced as C++ says what it is.
    expect(doc.querySelector(".code-lang")?.text).toBe("Arduino sketch");
    const links = doc.querySelectorAll(".code-download a[download]").map((a) => a.getAttribute("href"));
    expect(links).toEqual([
      "/t31-unnamed/files/t31-unnamed.ino",
      "/t31-unnamed/files/code-2.txt",
      "/t31-unnamed/files/code-3.json",
    ]);

    const sketch = await request("/t31-unnamed/files/t31-unnamed.ino");
    expect(sketch.status).toBe(200);
    expect(sketch.headers.get("content-disposition")).toBe('attachment; filename="t31-unnamed.ino"');
    expect(await sketch.text()).toBe(SKETCH);
    // The name it had before issue 31 is no file of this post.
    expect((await request("/t31-unnamed/files/code-1.cpp")).status).toBe(404);

    const zip = await request("/t31-unnamed/files.zip");
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-disposition")).toBe('attachment; filename="t31-unnamed-code.zip"');
    expect(readZip(new Uint8Array(await zip.arrayBuffer()))).toEqual([
      { name: "t31-unnamed/t31-unnamed.ino", text: SKETCH },
      { name: "code-2.txt", text: OUTPUT },
      { name: "code-3.json", text: CONFIG },
    ]);
  });
});

describe("a post with two named sketches", () => {
  it("gives each sketch its own folder in the zip and leaves the other files at the top", async () => {
    await save("t31-two-sketches", [
      { code: { text: SKETCH, lang: "cpp", file: "espnow-sender.ino" } },
      { code: { text: RECEIVER, lang: "arduino", file: "espnow-receiver.ino" } },
      { code: { text: OUTPUT, lang: "plaintext", file: "serial-monitor.txt" } },
      { code: { text: "[env:esp32dev]\nboard = esp32dev\n", lang: "ini", file: "platformio.ini" } },
    ]);
    const receiver = await request("/t31-two-sketches/files/espnow-receiver.ino");
    expect(receiver.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(receiver.headers.get("content-disposition")).toBe('attachment; filename="espnow-receiver.ino"');
    expect(await receiver.text()).toBe(RECEIVER);
    const output = await request("/t31-two-sketches/files/serial-monitor.txt");
    expect(output.headers.get("content-disposition")).toBe('attachment; filename="serial-monitor.txt"');

    const entries = readZip(new Uint8Array(await (await request("/t31-two-sketches/files.zip")).arrayBuffer()));
    expect(entries.map((entry) => entry.name)).toEqual([
      "espnow-sender/espnow-sender.ino",
      "espnow-receiver/espnow-receiver.ino",
      "serial-monitor.txt",
      "platformio.ini",
    ]);
    expect(entries[1]!.text).toBe(RECEIVER);
  });
});

describe("a placeholder address in a step", () => {
  it("is drawn as code, while a real address keeps its link", async () => {
    await save("t31-placeholder", [
      {
        ol: [
          "Note the IP address it prints and open http://that-address/ on a phone on the same network.",
          "Install the board package from https://docs.espressif.com/projects/arduino-esp32/ first.",
        ],
      },
      { code: { text: SKETCH, lang: "cpp", file: "web-server.ino" } },
    ]);
    const { doc } = await page("/t31-placeholder");
    const steps = doc.querySelectorAll('section[data-section="code"] ol > li');
    expect(steps).toHaveLength(2);
    expect(steps[0]!.querySelector("code")?.text).toBe("http://that-address/");
    expect(steps[0]!.querySelectorAll("a")).toHaveLength(0);
    expect(steps[1]!.querySelector("a")?.getAttribute("href")).toBe("https://docs.espressif.com/projects/arduino-esp32/");
  });
});
