export type PageParam = { kind: "page"; page: number } | { kind: "redirect-to-first" } | { kind: "invalid" };

/**
 * Reads the values of ?page. Absent means page 1; "1" should redirect to the bare address;
 * any other positive integer written plainly is a page to check against the page count;
 * anything else (0, negative, decimals, leading zeros, repeated or empty) is invalid.
 */
export function parsePageParam(values: readonly string[]): PageParam {
  if (values.length === 0) return { kind: "page", page: 1 };
  const [value] = values;
  if (values.length > 1 || value === undefined || !/^[1-9]\d{0,8}$/.test(value)) return { kind: "invalid" };
  const page = Number(value);
  return page === 1 ? { kind: "redirect-to-first" } : { kind: "page", page };
}
