import { useEffect } from "react";
import { focusSoon } from "./focus";
import { keptAtText } from "./working-copy";

interface RestoreOfferProps {
  keptAt: number;
  /** Whether the server's version changed after the working copy was started from it. */
  serverChanged: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * Unsaved changes this browser kept from an earlier visit (a reload, a crash, a sign-out,
 * leaving without saving): the author brings them back or lets them go before editing.
 */
export function RestoreOffer({ keptAt, serverChanged, onRestore, onDiscard }: RestoreOfferProps) {
  // After the editor has focused its heading: the offer is what the author must answer first.
  useEffect(() => focusSoon("restore-offer-yes"), []);
  const time = keptAtText(keptAt);
  return (
    <div className="studio-offer" role="group" aria-labelledby="restore-offer-question">
      <p id="restore-offer-question">
        This browser kept changes to this post that were not saved, from {time}.
        {serverChanged
          ? " The post has been saved elsewhere since then: when you save, you will see both versions and choose."
          : ""}
      </p>
      <button type="button" id="restore-offer-yes" className="button" onClick={onRestore}>
        Restore unsaved changes from {time}
      </button>
      <button type="button" className="studio-button" onClick={onDiscard}>
        Discard them
      </button>
    </div>
  );
}
