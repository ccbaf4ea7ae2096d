import type { TestProject } from "vitest/node";
import { writeDocuments } from "../../scripts/lib/firestore-rest.mjs";
import { createAuthAccounts } from "../../scripts/lib/processes.mjs";
import { paths } from "../../worker/firestore/paths";
import { fixtureLists } from "../fixtures/lists";
import { fixtureAccounts } from "../fixtures/accounts";
import { fixturePosts, TEST_LIST_ADMIN, TEST_PROJECT_ID } from "../fixtures/posts";
import { useEmulators } from "../stack/emulators";
import { startFaultProxy } from "../stack/fault-proxy";

declare module "vitest" {
  export interface ProvidedContext {
    firestoreHost: string;
    authHost: string;
    /** The fault-injecting proxy in front of both emulators (tests/stack/fault-proxy.ts). */
    faultProxyHost: string;
  }
}

/**
 * The run's shared Firestore and Auth emulators, with the fixtures seeded under the worker
 * tests' own project id, for workerd tests.
 */
export default async function setup(project: TestProject) {
  const { hosts, release } = await useEmulators();
  try {
    await createAuthAccounts({
      host: hosts.authHost,
      projectId: TEST_PROJECT_ID,
      accounts: Object.values(fixtureAccounts),
    });
    await writeDocuments({
      host: hosts.firestoreHost,
      projectId: TEST_PROJECT_ID,
      documents: [
        // The authors' own documents carry the display names bylines fall back to.
        { path: paths.account("author-a"), data: { displayName: "Author A Display Name" } },
        { path: paths.account("author-b"), data: { displayName: "Author B Display Name" } },
        ...fixturePosts.map((post) => ({ path: paths.post(post.author, post.id), data: post.data })),
        ...Object.entries(fixtureLists).map(([address, entries]) => ({
          path: paths.list(TEST_LIST_ADMIN, address),
          data: entries === null ? { title: "A list document without allpost" } : { allpost: entries },
        })),
      ],
    });
  } catch (error) {
    await release();
    throw error;
  }
  const proxy = await startFaultProxy(hosts);
  project.provide("firestoreHost", hosts.firestoreHost);
  project.provide("authHost", hosts.authHost);
  project.provide("faultProxyHost", proxy.host);
  return async () => {
    await proxy.close();
    await release();
  };
}
