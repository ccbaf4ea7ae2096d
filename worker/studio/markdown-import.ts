import { markdownToBlocks } from "../../client/markdown/from-markdown";
import { checkedFrontFields } from "../../client/markdown/post-markdown";

/**
 * A Markdown document as the editor's fields, through the one converter (client/markdown/):
 * its title, the front matter's fields the editor has (meta, topic, difficulty, minutes,
 * boards, tested; draft and format are the editor's own) and its sections. Any line that cannot
 * become a block, or a front-matter field the schema refuses, makes the whole import a
 * problem naming each line, so nothing is half converted.
 */
export function importMarkdown(markdown: string) {
  const converted = markdownToBlocks(markdown);
  // Beyond a limit nothing was parsed (client/markdown/limits.ts): the answer names the limit.
  if (converted.beyond)
    return { ok: false as const, error: converted.beyond.message, limit: converted.beyond.limit, problems: converted.problems };
  const front = checkedFrontFields(converted.front);
  const problems = [...converted.problems, ...front.problems];
  if (problems.length)
    return {
      ok: false as const,
      error: `Some lines could not be converted: ${problems.map((problem) => `line ${problem.line}: ${problem.message}`).join("; ")}`,
      problems,
    };
  return {
    ok: true as const,
    fields: {
      ...(converted.title !== undefined ? { title: converted.title } : {}),
      ...(front.checked.meta ? { meta: front.checked.meta } : {}),
      ...(front.checked.topic ? { topic: front.checked.topic } : {}),
      ...(front.checked.difficulty ? { difficulty: front.checked.difficulty } : {}),
      ...(front.checked.minutes ? { minutes: front.checked.minutes } : {}),
      ...(front.checked.boards ? { boards: front.checked.boards } : {}),
      ...(front.checked.tested ? { tested: front.checked.tested } : {}),
      pageData: converted.pageData,
    },
  };
}
