import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { FaultRule } from "../fixtures/faults";
import worker from "../../worker/index";
import { ORIGIN } from "./helpers";

/**
 * The worker as if Firestore and the Auth emulator sat behind a misbehaving network: the same
 * bindings, with both hosts pointing at the fault-injecting proxy (tests/stack/fault-proxy.ts).
 */
export const proxiedEnv: Env = {
  ...env,
  FIRESTORE_EMULATOR_HOST: env.FAULT_PROXY_HOST,
  FIREBASE_AUTH_EMULATOR_HOST: env.FAULT_PROXY_HOST,
};

const control = `http://${env.FAULT_PROXY_HOST}/__faults`;

/** Sets the proxy's rules (replacing any), and clears what it has seen. */
export async function injectFaults(rules: FaultRule[]): Promise<void> {
  const response = await fetch(control, { method: "PUT", body: JSON.stringify(rules) });
  if (!response.ok) throw new Error(`The fault proxy refused its rules: ${response.status}`);
}

/** Lets every request through again. */
export async function clearFaults(): Promise<void> {
  await fetch(control, { method: "DELETE" });
}

/** The requests the proxy passed or faulted since the rules were set, as "METHOD path". */
export async function seenByProxy(): Promise<string[]> {
  return ((await (await fetch(control)).json()) as { seen: string[] }).seen;
}

/** A request through the worker with upstream behind the proxy, waiting for its background work. */
export async function requestViaProxy(path: string, init?: RequestInit): Promise<Response> {
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), proxiedEnv, context);
  await waitOnExecutionContext(context);
  return response;
}
