import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { siteConfig } from "../../worker/config";
import { firestoreFor } from "../../worker/firestore";
import { reconcileReadModel } from "../../worker/read-model/reconcile";

// Imported first by each test file that reads the read model (home, topic and post pages,
// search, the feed and the sitemaps, the studio's writes): the file's empty D1 (see
// ./fresh-file.ts) gets the read model's schema and, as the scheduled job would leave it, the
// seeded fixtures. Files that never read it skip this.
await applyD1Migrations(env.READ_MODEL, env.TEST_MIGRATIONS);
const result = siteConfig(env);
if (!result.ok) throw new Error("The test configuration is broken");
await reconcileReadModel(env.READ_MODEL, firestoreFor(result.config), result.config.authorIds);
