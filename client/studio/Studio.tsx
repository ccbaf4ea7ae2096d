import { useCallback, useEffect, useState } from "react";
import { Announcer } from "./announce";
import { ApiError, createStudioApi, problemOf, type StudioApi } from "./api";
import { signInWithGoogle, signInWithPassword, signOutOf, studioAuth, watchUser, type User } from "./auth";
import type { StudioConfig } from "./config";
import { TopicOptions } from "./topics";
import { NotAnAuthor } from "./NotAnAuthor";
import { SignIn, type Notice } from "./SignIn";
import type { Me } from "./types";
import { Workspace } from "./Workspace";

type Session =
  | { state: "starting" }
  | { state: "signed-out" }
  | { state: "checking"; user: User }
  | { state: "not-author"; user: User }
  | { state: "ready"; user: User; me: Me; api: StudioApi }
  | { state: "failed"; user: User; message: string };

/**
 * The authoring studio. Firebase's auth state drives it: signed out shows the sign-in form;
 * a signed-in account is checked with the site (GET /api/studio/me) before anything else,
 * because only the site knows who its authors are.
 */
export function Studio({ config }: { config: StudioConfig }) {
  const [auth] = useState(() => studioAuth(config));
  const [session, setSession] = useState<Session>({ state: "starting" });
  // Why the author is looking at the sign-in form again, when it was not their own choice.
  const [notice, setNotice] = useState<Notice | null>(null);

  const signOut = useCallback(
    (notice: Notice) => {
      setNotice(notice);
      // Should the SDK fail to sign out, the studio still stops acting for the account.
      signOutOf(auth).catch(() => setSession({ state: "signed-out" }));
    },
    [auth],
  );
  const endSession = useCallback((text: string) => signOut({ text, kind: "error" }), [signOut]);
  const signOutByChoice = () => signOut({ text: "You have signed out.", kind: "success" });

  useEffect(
    () =>
      watchUser(auth, (user) => {
        setSession(user ? { state: "checking", user } : { state: "signed-out" });
      }),
    [auth],
  );

  useEffect(() => {
    if (session.state !== "checking") return;
    const { user } = session;
    const api = createStudioApi(user, endSession);
    let current = true;
    api.me().then(
      (me) => {
        if (current) setSession({ state: "ready", user, me, api });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 403) return setSession({ state: "not-author", user });
        const message = problemOf(error);
        if (message) setSession({ state: "failed", user, message });
      },
    );
    return () => {
      current = false;
    };
  }, [session, endSession]);

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
          {session.state === "ready" ? <Workspace api={session.api} me={session.me} onSignOut={signOutByChoice} /> : null}
        </div>
      </TopicOptions.Provider>
    </Announcer>
  );
}
