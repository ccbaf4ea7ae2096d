/**
 * The source failed and nothing usable was cached. The app's error handler turns it into
 * a 503 with Retry-After (never a 404, which would make crawlers drop the page).
 */
export class ContentUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ContentUnavailableError";
  }
}
