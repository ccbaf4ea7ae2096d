/** What the studio needs to reach Firebase Authentication, written into the page by the worker. */
export interface StudioConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** host:port of the Auth emulator in local development, else null. */
  emulatorHost: string | null;
  /** The site's name, for headings. */
  siteName: string;
  /** The topic pages a post can belong to, by title. */
  topics: Array<{ value: string; label: string }>;
}

/** The element the studio application mounts into; its data-config attribute holds the StudioConfig. */
export const STUDIO_ROOT_ID = "studio-root";
