import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { siteConfig } from "../../worker/config";
import { firestoreFor } from "../../worker/firestore";
import { reconcileReadModel } from "../../worker/read-model/reconcile";

// Each test file starts with the read model's schema and, as the scheduled job would leave
// it, the seeded fixtures in it.
await applyD1Migrations(env.READ_MODEL, env.TEST_MIGRATIONS);
const result = siteConfig(env);
if (!result.ok) throw new Error("The test configuration is broken");
await reconcileReadModel(env.READ_MODEL, firestoreFor(result.config), result.config.authorIds);
