/**
 * Entity tags for studio posts (RFC 9110): a post's ETag is its Firestore update time, so
 * "the version I loaded" is exactly the precondition Firestore checks on commit.
 */
export const etagOf = (updateTime: string): string => `"${updateTime}"`;

/** The update time an ETag stands for, or null when it is not one of ours. */
export function updateTimeOf(etag: string): string | null {
  const match = /^"([^"]+)"$/.exec(etag.trim());
  return match ? match[1]! : null;
}

/** A request's preconditions on the post it addresses. */
export type Preconditions =
  /** If-Match: the update times the client may replace (weak tags never match: RFC 9110 13.1.1). */
  | { kind: "if-match"; updateTimes: string[]; any: boolean }
  /** If-None-Match: * — create only. */
  | { kind: "if-none-match" }
  | { kind: "none" };

export function readPreconditions(ifMatch: string | undefined, ifNoneMatch: string | undefined): Preconditions {
  if (ifMatch !== undefined && ifMatch.trim() !== "") {
    const tags = ifMatch.split(",").map((tag) => tag.trim());
    return {
      kind: "if-match",
      any: tags.includes("*"),
      updateTimes: tags.flatMap((tag) => {
        const time = updateTimeOf(tag);
        return time ? [time] : [];
      }),
    };
  }
  if (ifNoneMatch !== undefined && ifNoneMatch.trim() === "*") return { kind: "if-none-match" };
  return { kind: "none" };
}

/** Whether an If-Match precondition holds for a post stored at this update time. */
export const matches = (preconditions: Extract<Preconditions, { kind: "if-match" }>, updateTime: string | undefined) =>
  updateTime !== undefined && (preconditions.any || preconditions.updateTimes.includes(updateTime));
