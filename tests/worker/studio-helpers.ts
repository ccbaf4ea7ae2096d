import { env } from "cloudflare:workers";
import { fixtureAccounts } from "../fixtures/accounts";
import { TEST_PROJECT_ID } from "../fixtures/posts";
import { request } from "./helpers";

const authHost = env.FIREBASE_AUTH_EMULATOR_HOST;
export type Account = (typeof fixtureAccounts)[keyof typeof fixtureAccounts];

/**
 * An ID token for a fixture account, from the Auth emulator. The emulator is shared with the
 * browser tests, whose project is its default, so the sign-in names the worker tests' project
 * (which the emulator allows only with its owner credential).
 */
export async function signIn(account: Account): Promise<string> {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      returnSecureToken: true,
      targetProjectId: TEST_PROJECT_ID,
    }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Could not sign in ${account.email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** A studio API call through the worker. */
export function api(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
  contentType = "application/json",
) {
  return request(`/api/studio${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": contentType }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The ETag an answer carries (a test fails loudly when there is none). */
export function etag(response: Response): string {
  const value = response.headers.get("etag");
  if (!value) throw new Error(`No ETag on a ${response.status} answer`);
  return value;
}
