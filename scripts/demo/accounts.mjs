// Demo accounts for the Firebase Auth emulator: the two authors of wrangler.toml's AUTHOR_IDS
// (the first is also LIST_ADMIN_ID), its editor (EDITOR_IDS) and contributor (CONTRIBUTOR_IDS),
// and one signed-in reader who is not an author.

/** The demo account that signs in but writes nothing. */
export const READER = "reader-demo";

/**
 * @param {{ authorIds: string[] }} config
 * @returns {Array<{ uid: string, email: string, password: string, displayName: string, role: string }>}
 */
export function demoAccounts({ authorIds }) {
  const [primary = "author-main", secondary = "author-guest"] = [...new Set(authorIds.filter(Boolean))];
  return [
    {
      uid: primary,
      email: "author@circuitcampus.test",
      password: "circuit-campus-author",
      displayName: "Demo Author",
      role: "author, list admin",
    },
    {
      uid: secondary,
      email: "guest@circuitcampus.test",
      password: "circuit-campus-guest",
      displayName: "Guest Author",
      role: "author",
    },
    {
      uid: "editor-demo",
      email: "editor@circuitcampus.test",
      password: "circuit-campus-editor",
      displayName: "Demo Editor",
      role: "editor: publishes, and reviews contributors' posts",
    },
    {
      uid: "contributor-demo",
      email: "contributor@circuitcampus.test",
      password: "circuit-campus-contributor",
      displayName: "Demo Contributor",
      role: "contributor: writes drafts, submits them for review",
    },
    {
      uid: READER,
      email: "reader@circuitcampus.test",
      password: "circuit-campus-reader",
      displayName: "Demo Reader",
      role: "not an author (403)",
    },
  ];
}
