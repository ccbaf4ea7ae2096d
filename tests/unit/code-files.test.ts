import { describe, expect, it } from "vitest";
import { codeFiles } from "../../client/data/code-files";
import type { Block } from "../../client/data/post-schema";

const post = (...blocks: Block[]) => ({
  slug: "a-post",
  sections: [{ section: "", blocks: blocks.map((block) => ({ block })) }],
});
const code = (file?: string, lang = "arduino"): Block => ({
  code: { text: `// ${file ?? "none"}`, lang, ...(file ? { file } : {}) },
});
const names = (...blocks: Block[]) => codeFiles(post(...blocks)).map((file) => file.name);

describe("code file names", () => {
  it("are unique per post, whatever names the blocks ask for", () => {
    expect(names(code("a.ino"), code("a-3.ino"), code("a.ino"))).toEqual(["a.ino", "a-3.ino", "a-4.ino"]);
    expect(names(code("a.ino"), code("a.ino"), code("a-2.ino"))).toEqual(["a.ino", "a-3.ino", "a-2.ino"]);
    expect(names(code("A.ino"), code("a.ino"))).toEqual(["A.ino", "a-2.ino"]);
  });

  it("number blocks with no name by their place, with their language's extension, never taking an author's name", () => {
    expect(names(code(undefined, "python"), code("code-2.sh"), code(undefined, "bash"))).toEqual([
      "code-1.py",
      "code-2.sh",
      "code-3.sh",
    ]);
    expect(names(code(undefined, "arduino"), code(undefined, "text"))).toEqual(["a-post.ino", "code-2.txt"]);
    expect(names(code(undefined, "bash"), code(undefined, "bash"), code("code-1.sh"))).toEqual([
      "code-1-2.sh",
      "code-2.sh",
      "code-1.sh",
    ]);
  });
});
