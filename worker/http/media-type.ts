/** The media type of a Content-Type header, without parameters, lower-cased ("" when absent). */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/** application/json or any structured-syntax suffix `+json` type. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  const type = mediaType(contentType);
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}
