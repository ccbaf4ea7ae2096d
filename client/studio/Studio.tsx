import { useCallback, useEffect, useRef, useState } from "react";
import { Announcer } from "./announce";
import { ApiError, createStudioApi, problemOf, SessionEndedError, type StudioApi, type Waiting } from "./api";
import { signInWithGoogle, signInWithPassword, signOutOf, studioAuth, watchUser, type User } from "./auth";
import type { StudioConfig } from "./config";
import { TopicOptions } from "./topics";
import { NotAnAuthor } from "./NotAnAuthor";
import { SignIn, type Notice } from "./SignIn";
import { SignInAgainDialog } from "./SignInAgainDialog";
import type { Me } from "./types";
import { Workspace } from "./Workspace";

type Session =
  | { state: "starting" }
  | { state: "signed-out" }
  | { state: "checking"; user: User }
  | { state: "not-author"; user: User }
  | { state: "ready"; user: User; me: Me; api: StudioApi }
  | { state: "failed"; user: User; message: string };

/** Calls waiting for the author to sign in again. */
type Waiter = { resolve: () => void; reject: (error: Error) => void };

/**
 * The authoring studio. Firebase's auth state drives it: signed out shows the sign-in form;
 * a signed-in account is checked with the site (GET /api/studio/me) before anything else,
 * because only the site knows who its authors are. Once the studio is open, trouble with
 * the sign-in never closes it: the author is asked to sign in again over it, and only
 * signing out by choice (or as another account) ends the session.
 */
export function Studio({ config }: { config: StudioConfig }) {
  const [auth] = useState(() => studioAuth(config));
  const [session, setSession] = useState<Session>({ state: "starting" });
  // Why the author is looking at the sign-in form again, when it was not their own choice.
  const [notice, setNotice] = useState<Notice | null>(null);
  const [signInNeeded, setSignInNeeded] = useState(false);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const waiters = useRef<Waiter[]>([]);
  const current = useRef(session);
  useEffect(() => {
    current.current = session;
  });

  const signedInAgain = useCallback(() => {
    setSignInNeeded(false);
    for (const waiter of waiters.current.splice(0)) waiter.resolve();
  }, []);

  const signInAgain = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        waiters.current.push({ resolve, reject });
        setSignInNeeded(true);
      }),
    [],
  );

  const signOutByChoice = useCallback(() => {
    setNotice({ text: "You have signed out.", kind: "success" });
    setSignInNeeded(false);
    for (const waiter of waiters.current.splice(0)) waiter.reject(new SessionEndedError("Signed out."));
    // Should the SDK fail to sign out, the studio still stops acting for the account.
    signOutOf(auth).catch(() => setSession({ state: "signed-out" }));
    setSession({ state: "signed-out" });
  }, [auth]);

  useEffect(
    () =>
      watchUser(auth, (user) => {
        const now = current.current;
        if (now.state === "ready") {
          if (user?.uid === now.me.uid) return signedInAgain();
          // The SDK signed the author out (an expired or revoked session): ask, keeping the studio open.
          if (!user) return setSignInNeeded(true);
        }
        if (now.state === "signed-out" && !user) return;
        // Another account (or none): whatever waited for the old one stops.
        setSignInNeeded(false);
        for (const waiter of waiters.current.splice(0)) waiter.reject(new SessionEndedError("Another account signed in."));
        setSession(user ? { state: "checking", user } : { state: "signed-out" });
      }),
    [auth, signedInAgain],
  );

  useEffect(() => {
    if (session.state !== "checking") return;
    const { user } = session;
    const api = createStudioApi({ uid: user.uid, currentUser: () => auth.currentUser, signInAgain, onWaiting: setWaiting });
    let live = true;
    api.me().then(
      (me) => {
        if (live) setSession({ state: "ready", user, me, api });
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 403) return setSession({ state: "not-author", user });
        const message = problemOf(error);
        if (message) setSession({ state: "failed", user, message });
      },
    );
    return () => {
      live = false;
    };
  }, [session, auth, signInAgain]);

  /** After signing in in the dialog: the same account carries on; another one starts its own session. */
  const afterSignInAgain = () => {
    const now = current.current;
    if (now.state !== "ready" && now.state !== "checking") return;
    if (auth.currentUser?.uid === now.user.uid) signedInAgain();
  };

  const account = session.state === "ready" ? session.me.email : session.state === "checking" ? session.user.email : null;

  return (
    <Announcer>
      <TopicOptions.Provider value={config.topics}>
        <div className="studio-app">
          <h1>{config.siteName} studio</h1>
          {session.state === "starting" ? <p className="studio-loading">Loading the studio…</p> : null}
          {session.state === "signed-out" ? (
            <SignIn
              notice={notice}
              onPassword={async (email, password) => {
                setNotice(null);
                await signInWithPassword(auth, email, password);
              }}
              onGoogle={async () => {
                setNotice(null);
                await signInWithGoogle(auth);
              }}
            />
          ) : null}
          {session.state === "checking" ? <p role="status">Checking your account with the site…</p> : null}
          {session.state === "not-author" ? <NotAnAuthor email={session.user.email} onSignOut={signOutByChoice} /> : null}
          {session.state === "failed" ? (
            <div role="alert">
              <p className="notice notice--error">The studio could not check your account. {session.message}</p>
              <p className="studio-actions">
                <button type="button" className="button" onClick={() => setSession({ state: "checking", user: session.user })}>
                  Try again
                </button>{" "}
                <button type="button" className="studio-button" onClick={signOutByChoice}>
                  Sign out
                </button>
              </p>
            </div>
          ) : null}
          <div role="status" className="studio-waiting">
            {waiting ? <p className="notice">{waiting.message}</p> : null}
          </div>
          {session.state === "ready" ? <Workspace api={session.api} me={session.me} onSignOut={signOutByChoice} /> : null}
          {signInNeeded && (session.state === "ready" || session.state === "checking") ? (
            <SignInAgainDialog
              email={account}
              onPassword={async (password) => {
                if (account) await signInWithPassword(auth, account, password);
                afterSignInAgain();
              }}
              onGoogle={async () => {
                await signInWithGoogle(auth);
                afterSignInAgain();
              }}
              onSignOut={signOutByChoice}
            />
          ) : null}
        </div>
      </TopicOptions.Provider>
    </Announcer>
  );
}
