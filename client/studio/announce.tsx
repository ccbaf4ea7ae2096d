import { createContext, useCallback, useContext, useState, type ReactNode } from "react";

type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce>(() => {});

/**
 * One polite live region for the whole studio, for news that has no place of its own on
 * screen ("Block moved up", "Post deleted"). Each message is a new node, so saying the same
 * thing twice is still heard.
 */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState({ text: "", serial: 0 });
  const announce = useCallback<Announce>((text) => setMessage((current) => ({ text, serial: current.serial + 1 })), []);
  return (
    <AnnounceContext value={announce}>
      {children}
      <div className="visually-hidden" role="status" aria-live="polite">
        <span key={message.serial}>{message.text}</span>
      </div>
    </AnnounceContext>
  );
}

export const useAnnounce = (): Announce => useContext(AnnounceContext);
