import { useState, type FormEvent } from "react";
import { authErrorCode, authErrorMessage } from "./auth-errors";

/** What the sign-in form says about the last sign-out. */
export interface Notice {
  text: string;
  kind: "success" | "error";
}

interface SignInProps {
  onPassword: (email: string, password: string) => Promise<void>;
  onGoogle: () => Promise<void>;
  /** Why the author was signed out, when the studio did it. */
  notice: Notice | null;
}

/** E-mail and password, or Google; a failure is said in words and announced. */
export function SignIn({ onPassword, onGoogle, notice }: SignInProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState<"password" | "google" | null>(null);
  const [error, setError] = useState<{ message: string; field: "email" | "password" | null } | null>(null);

  const run = async (kind: "password" | "google", action: () => Promise<void>) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
      // Success unmounts this form (the auth state changes), so there is nothing to reset.
    } catch (caught) {
      const code = authErrorCode(caught);
      const field =
        code === "invalid-email" || code === "user-not-found"
          ? "email"
          : code === "wrong-password" || code === "missing-password"
            ? "password"
            : null;
      setError({ message: authErrorMessage(caught), field });
      setBusy(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run("password", () => onPassword(email, password));
  };

  const invalid = (field: "email" | "password") => (error?.field === field ? true : undefined);

  return (
    <section className="studio-signin" aria-labelledby="signin-title">
      <h2 id="signin-title">Sign in</h2>
      <p>Authors sign in here to write, preview and publish posts.</p>
      {notice ? (
        <p className={`notice notice--${notice.kind}`} role={notice.kind === "error" ? "alert" : "status"}>
          {notice.text}
        </p>
      ) : null}
      <form className="studio-signin-form" onSubmit={submit} aria-describedby={error ? "signin-error" : undefined}>
        <div className="field">
          <label htmlFor="signin-email">E-mail address</label>
          <input
            id="signin-email"
            type="email"
            autoComplete="username"
            required
            value={email}
            aria-invalid={invalid("email")}
            aria-describedby={invalid("email") ? "signin-error" : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="signin-password">Password</label>
          <input
            id="signin-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            aria-invalid={invalid("password")}
            aria-describedby={invalid("password") ? "signin-error" : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div id="signin-error" role="alert">
          {error ? <p className="notice notice--error">{error.message}</p> : null}
        </div>
        <button type="submit" className="button" disabled={busy !== null}>
          {busy === "password" ? "Signing in…" : "Sign in"}
        </button>
      </form>
      <p className="studio-or">or</p>
      <button
        type="button"
        className="studio-button studio-google"
        disabled={busy !== null}
        onClick={() => void run("google", onGoogle)}
      >
        {busy === "google" ? "Waiting for Google…" : "Sign in with Google"}
      </button>
    </section>
  );
}
