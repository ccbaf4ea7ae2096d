import { useEffect, useRef, useState, type FormEvent } from "react";
import { authErrorMessage } from "./auth-errors";

interface SignInAgainDialogProps {
  /** The account to sign in as again; null when it has no e-mail address (a Google-only account). */
  email: string | null;
  onPassword: (password: string) => Promise<void>;
  onGoogle: () => Promise<void>;
  /** Gives up: signs out (the editor's working copy stays in this browser). */
  onSignOut: () => void;
}

/**
 * Asked over the studio when the site no longer accepts the author's sign-in: the editor and
 * its unsaved text stay underneath, and whatever was under way (a save) carries on once the
 * author has signed in again as the same account. A modal <dialog>, so focus stays in it.
 */
export function SignInAgainDialog({ email, onPassword, onGoogle, onSignOut }: SignInAgainDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // Escape would leave the pending work waiting behind a closed dialog.
    const keepOpen = (event: Event) => event.preventDefault();
    element.addEventListener("cancel", keepOpen);
    return () => {
      element.removeEventListener("cancel", keepOpen);
      element.close();
    };
  }, []);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(authErrorMessage(caught));
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(() => onPassword(password));
  };

  return (
    <dialog ref={dialog} className="studio-dialog" aria-labelledby="signin-again-title" aria-describedby="signin-again-why">
      <h2 id="signin-again-title">Sign in again to carry on</h2>
      <p id="signin-again-why">
        The site no longer accepts your sign-in (it has expired). Your work is still here, unsaved changes included: sign in again
        {email ? ` as ${email}` : ""} and the studio carries on where it was.
      </p>
      {email ? (
        <form className="studio-signin-form" onSubmit={submit}>
          <div className="field">
            <label htmlFor="signin-again-password">Password for {email}</label>
            <input
              id="signin-again-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Signing in…" : "Sign in"}
          </button>
        </form>
      ) : null}
      <div role="alert">{error ? <p className="notice notice--error">{error}</p> : null}</div>
      <p className="studio-actions">
        <button type="button" className="studio-button studio-google" disabled={busy} onClick={() => void run(onGoogle)}>
          Sign in with Google
        </button>{" "}
        <button type="button" className="studio-button" disabled={busy} onClick={onSignOut}>
          Sign out
        </button>
      </p>
      <p className="studio-muted">Signing out keeps your unsaved changes in this browser, to restore after you sign in.</p>
    </dialog>
  );
}
