import type { TestProject } from "vitest/node";
import { writeDocuments } from "../../scripts/lib/firestore-rest.mjs";
import { startFirestoreEmulator, stop } from "../../scripts/lib/processes.mjs";
import { fixturePosts, TEST_PROJECT_ID } from "../fixtures/posts";

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
    documents: fixturePosts.map((post) => ({ path: `admin-posts/${post.author}/posts/${post.id}`, data: post.data })),
  });
  project.provide("firestoreHost", host);
  return async () => {
    await stop(child);
  };
}
