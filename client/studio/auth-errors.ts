import { FirebaseError } from "firebase/app";

/** The Firebase Authentication error codes the studio explains, without their "auth/" prefix. */
export type AuthErrorCode =
  | "email-already-in-use"
  | "wrong-password"
  | "user-not-found"
  | "invalid-credential"
  | "invalid-email"
  | "missing-password"
  | "too-many-requests"
  | "requires-recent-login"
  | "user-token-expired"
  | "user-disabled"
  | "network-request-failed"
  | "popup-blocked"
  | "popup-closed-by-user"
  | "cancelled-popup-request"
  | "unauthorized-domain"
  | "operation-not-allowed"
  | "multi-factor-auth-required"
  | "internal-error";

/**
 * What to tell an author for each code. The SDK's own messages are written for developers
 * ("Firebase: Error (auth/invalid-credential)."), so none of them is ever shown as it is.
 */
export const AUTH_ERROR_MESSAGES: Readonly<Record<AuthErrorCode, string>> = {
  "email-already-in-use": "An account already uses this e-mail address. Sign in with it instead, or use another address.",
  "wrong-password": "That password is not the right one for this account. Check it and try again.",
  "user-not-found": "There is no account with that e-mail address. Check the spelling, or ask the site's owner for an account.",
  "invalid-credential": "The e-mail address or the password is not right. Check both and try again.",
  "invalid-email": "That does not look like an e-mail address. Check it and try again.",
  "missing-password": "Enter your password as well.",
  "too-many-requests": "There have been too many attempts to sign in from this browser. Wait a few minutes, then try again.",
  "requires-recent-login": "For this, sign in again first: your last sign-in was too long ago.",
  "user-token-expired":
    "Your sign-in has expired (for example because the password was changed elsewhere). Please sign in again.",
  "user-disabled": "This account has been disabled. Ask the site's owner if you think that is a mistake.",
  "network-request-failed": "The sign-in service could not be reached. Check your connection and try again.",
  "popup-blocked": "The browser blocked the Google sign-in window. Allow pop-ups for this site and try again.",
  "popup-closed-by-user": "The Google sign-in window was closed before signing in finished. Try again when you are ready.",
  "cancelled-popup-request":
    "Another sign-in window was opened, so this one was cancelled. Finish signing in there, or try again.",
  "unauthorized-domain":
    "Google sign-in is not allowed on this site's address yet. The site's owner must add it to the authorised domains in the Firebase console.",
  "operation-not-allowed": "This way of signing in is switched off for the site. Ask the site's owner to enable it.",
  "multi-factor-auth-required":
    "This account asks for a second sign-in step (multi-factor authentication), which the studio cannot do yet. Ask the site's owner for help.",
  "internal-error":
    "The sign-in service could not start: a browser extension may be blocking Google's sign-in script, or the connection dropped. Please try again.",
};

const isKnownCode = (code: string): code is AuthErrorCode => Object.hasOwn(AUTH_ERROR_MESSAGES, code);

/** The code of a Firebase Authentication error without its "auth/" prefix, or null for any other error. */
export function authErrorCode(error: unknown): string | null {
  if (!(error instanceof FirebaseError) || !error.code.startsWith("auth/")) return null;
  return error.code.slice("auth/".length);
}

/** A sentence for the author about a failed sign-in or token refresh; never a bare code. */
export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code && isKnownCode(code)) return AUTH_ERROR_MESSAGES[code];
  // The code still helps whoever the author asks for help, so it follows the sentence.
  return code
    ? `Signing in did not work (${code}). Please try again; if it keeps happening, tell the site's owner.`
    : "Signing in did not work. Please try again; if it keeps happening, tell the site's owner.";
}
