import { postIndexKey } from "../cache/keys";
import { readThroughCache } from "../cache/read-through";

/**
 * Drops the cached copies of what lists posts (the home page, topic pages, related and next
 * posts, the feed all read one cached post index), so the next view reads D1. Call it after
 * applyPostChanges. Other isolates' memory copies expire within CACHE_POLICY.memoryMs.
 */
export async function purgeIndexCaches(kv: KVNamespace, authorIds: string[]): Promise<void> {
  await readThroughCache(kv).purge([await postIndexKey(authorIds)]);
}
