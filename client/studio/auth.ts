import { initializeApp } from "firebase/app";
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from "firebase/auth";
import type { StudioConfig } from "./config";

export type { User };

let auth: Auth | null = null;

/**
 * The one Auth instance of the page. Created lazily and kept, because the emulator can only
 * be connected once, before the instance is first used.
 */
export function studioAuth(config: StudioConfig): Auth {
  if (auth) return auth;
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  auth = getAuth(app);
  // disableWarnings also keeps the SDK from adding its banner, whose inline style the CSP refuses.
  if (config.emulatorHost) connectAuthEmulator(auth, `http://${config.emulatorHost}`, { disableWarnings: true });
  return auth;
}

/** Calls back with the signed-in user, or null, now and on every change; returns the unsubscribe. */
export function watchUser(instance: Auth, callback: (user: User | null) => void): () => void {
  return onAuthStateChanged(instance, callback);
}

export async function signInWithPassword(instance: Auth, email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(instance, email.trim(), password);
}

export async function signInWithGoogle(instance: Auth): Promise<void> {
  const provider = new GoogleAuthProvider();
  // An author may have several Google accounts; always let them choose.
  provider.setCustomParameters({ prompt: "select_account" });
  await signInWithPopup(instance, provider);
}

export function signOutOf(instance: Auth): Promise<void> {
  return signOut(instance);
}
