import type { Post } from "../../client/data/post";
import type { PublicQuestion } from "../../client/data/questions";
import { questionSteps } from "./steps";
import type { ShownQuestion } from "./store";

/**
 * Published questions as the post shows them, each step named by the post's heading as it is
 * now (a question about a heading that has since gone keeps its text, without the step).
 */
export function publicQuestions(post: Post, shown: readonly ShownQuestion[]): PublicQuestion[] {
  const steps = new Map(questionSteps(post).map((step) => [step.id, step.text]));
  return shown.map((question) => {
    const title = question.step ? steps.get(question.step) : undefined;
    return {
      id: question.id,
      name: question.name,
      text: question.text,
      ...(question.step && title !== undefined ? { step: { id: question.step, title } } : {}),
      createdAt: question.createdAt,
      ...(question.answer ? { answer: question.answer } : {}),
    };
  });
}
