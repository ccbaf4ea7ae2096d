/**
 * Whether an address from the database may go into an href or src: http(s) or a
 * site-relative path. Anything else (javascript:, data:, protocol-relative) is refused.
 */
export function isSafeUrl(value: string): boolean {
  const address = value.trim();
  if (address.startsWith("/") && !address.startsWith("//")) return true;
  try {
    const url = new URL(address);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}
