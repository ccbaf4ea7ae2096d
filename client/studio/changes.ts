import type { PostBody } from "./types";

/** Whether two bodies would save the same post (the address a rename comes from aside). */
export function sameContent(a: PostBody, b: PostBody): boolean {
  const { previousSlug: _a, ...restA } = a;
  const { previousSlug: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}
