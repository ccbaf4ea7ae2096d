import { sha256Hex } from "./tokens";

/**
 * Readers are told apart (for the rate limit, and for spotting one sender among the day's
 * questions) by a hash of the day's random salt and the address Cloudflare saw, never by the
 * address itself. The salt lives in D1 (question_salts) so every isolate hashes alike, and
 * the scheduled job deletes it once its day is over: after that, no one can find which
 * address a hash came from by trying them all.
 */

/** The client's address as Cloudflare saw it, or null when the request does not say. */
export const clientAddress = (request: Request): string | null =>
  request.headers.get("cf-connecting-ip") ?? request.headers.get("x-real-ip");

/** The UTC day a salt belongs to. */
export const saltDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** This isolate's copy of each day's salt. */
const salts = new Map<string, string>();

async function daySalt(db: D1Database, day: string): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  const fresh = [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  // The first isolate to ask on a day makes the salt; every other one reads that one.
  const [, read] = await db.batch<{ salt: string }>([
    db.prepare("INSERT INTO question_salts (day, salt) VALUES (?1, ?2) ON CONFLICT (day) DO NOTHING").bind(day, fresh),
    db.prepare("SELECT salt FROM question_salts WHERE day = ?1").bind(day),
  ]);
  const salt = read?.results[0]?.salt;
  if (!salt) throw new Error(`No salt for ${day} after writing one`);
  for (const old of salts.keys()) if (old !== day) salts.delete(old);
  salts.set(day, salt);
  return salt;
}

/** The day's hash of the client's address. Throws when D1 fails. */
export async function clientHash(db: D1Database, request: Request, now = Date.now()): Promise<string> {
  return sha256Hex(`${await daySalt(db, saltDay(now))}\n${clientAddress(request) ?? "unknown"}`);
}
