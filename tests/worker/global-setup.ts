import type { TestProject } from "vitest/node";
import { writeDocuments } from "../../scripts/lib/firestore-rest.mjs";
import { createAuthAccounts, startAuthEmulator, startFirestoreEmulator, stop } from "../../scripts/lib/processes.mjs";
import { fixtureLists } from "../fixtures/lists";
import { fixtureAccounts } from "../fixtures/accounts";
import { fixturePosts, TEST_LIST_ADMIN, TEST_PROJECT_ID } from "../fixtures/posts";

declare module "vitest" {
  export interface ProvidedContext {
    firestoreHost: string;
    authHost: string;
  }
}

/**
 * The real Firestore emulator on a free port, seeded with the fixtures, and the Firebase
 * Auth emulator with the fixture accounts, for workerd tests.
 */
export default async function setup(project: TestProject) {
  const [{ host, child }, auth] = await Promise.all([
    startFirestoreEmulator(),
    startAuthEmulator({ projectId: TEST_PROJECT_ID }),
  ]);
  await createAuthAccounts({ host: auth.host, projectId: TEST_PROJECT_ID, accounts: Object.values(fixtureAccounts) });
  await writeDocuments({
    host,
    projectId: TEST_PROJECT_ID,
    documents: [
      // The authors' own documents carry the display names bylines fall back to.
      { path: "admin-posts/author-a", data: { displayName: "Author A Display Name" } },
      { path: "admin-posts/author-b", data: { displayName: "Author B Display Name" } },
      ...fixturePosts.map((post) => ({ path: `admin-posts/${post.author}/posts/${post.id}`, data: post.data })),
      ...Object.entries(fixtureLists).map(([address, entries]) => ({
        path: `admin-posts/${TEST_LIST_ADMIN}/posts/list-${address}`,
        data: entries === null ? { title: "A list document without allpost" } : { allpost: entries },
      })),
    ],
  });
  project.provide("firestoreHost", host);
  project.provide("authHost", auth.host);
  return async () => {
    await stop(auth.child);
    await stop(child);
  };
}
