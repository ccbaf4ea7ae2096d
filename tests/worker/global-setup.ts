import type { TestProject } from "vitest/node";
import { writeDocuments } from "../../scripts/lib/firestore-rest.mjs";
import { startFirestoreEmulator, stop } from "../../scripts/lib/processes.mjs";
import { fixtureLists } from "../fixtures/lists";
import { fixturePosts, TEST_LIST_ADMIN, TEST_PROJECT_ID } from "../fixtures/posts";

declare module "vitest" {
  export interface ProvidedContext {
    firestoreHost: string;
  }
}

/** The real Firestore emulator on a free port, seeded with the fixtures, for workerd tests. */
export default async function setup(project: TestProject) {
  const { host, child } = await startFirestoreEmulator();
  await writeDocuments({
    host,
    projectId: TEST_PROJECT_ID,
    documents: [
      ...fixturePosts.map((post) => ({ path: `admin-posts/${post.author}/posts/${post.id}`, data: post.data })),
      ...Object.entries(fixtureLists).map(([address, entries]) => ({
        path: `admin-posts/${TEST_LIST_ADMIN}/posts/list-${address}`,
        data: entries === null ? { title: "A list document without allpost" } : { allpost: entries },
      })),
    ],
  });
  project.provide("firestoreHost", host);
  return async () => {
    await stop(child);
  };
}
