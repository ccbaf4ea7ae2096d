import { useRef, useState } from "react";
import { pinWarnings } from "../data/pins";
import type { BlockValue } from "../data/post-schema";
import { useAnnounce } from "./announce";
import { toStoredBlock, type BlockDraft } from "./blocks";
import { focusSoon } from "./focus";
import { newId } from "./ids";
import { loadPinout } from "./pinouts";
import type { PostForm } from "./post-form";
import type { SaveFlow } from "./useSaveFlow";

/** A wiring block's pin warnings: what the author is asked about before the post is published. */
export interface BlockPinWarnings {
  blockId: string;
  warnings: string[];
}

const warningText = (block: BlockDraft | undefined) => (block?.kind === "warning" ? block.text : "");

/**
 * Each wiring block's pin warnings, from its board's pinout: the same sentences the server
 * answers a save with (client/data/pins.ts, one function on both sides). A warning the author
 * already keeps for readers, in a warning block right after the wiring block, is not asked about again.
 */
export async function formPinWarnings(form: PostForm): Promise<BlockPinWarnings[]> {
  const located = await Promise.all(
    form.sections.flatMap((section) =>
      section.blocks.map(async (block, at): Promise<BlockPinWarnings | null> => {
        if (block.kind !== "wiring" || !block.board) return null;
        // A wiring draft is stored as a wiring block; the form was checked against the schema before this runs.
        const { wiring } = toStoredBlock(block) as { wiring: BlockValue<"wiring"> };
        const kept = warningText(section.blocks[at + 1]);
        const warnings = pinWarnings(await loadPinout(block.board), wiring).filter((warning) => !kept.includes(warning));
        return warnings.length ? { blockId: block.id, warnings } : null;
      }),
    ),
  );
  return located.filter((entry): entry is BlockPinWarnings => entry !== null);
}

/** The form with a warning block for readers right after each wiring block that has warnings. */
export function withWarningBlocks(form: PostForm, located: readonly BlockPinWarnings[]): PostForm {
  const byBlock = new Map(located.map((entry) => [entry.blockId, entry.warnings]));
  return {
    ...form,
    sections: form.sections.map((section) => ({
      ...section,
      blocks: section.blocks.flatMap((block) => {
        const warnings = byBlock.get(block.id);
        return warnings
          ? [block, { id: newId("block"), kind: "warning", text: warnings.join(" ") } satisfies BlockDraft]
          : [block];
      }),
    })),
  };
}

/** The id of the button that saves, where focus goes back when the author returns to editing. */
export const SAVE_BUTTON_ID = "post-save";

/**
 * Publishing asks once about the pins the boards' pinouts flag, before anything is sent: the
 * author publishes as it is, adds the warnings for readers (a warning block after each wiring
 * block they concern) and publishes, or goes back. Saving a draft never asks, and a warning
 * the author has answered for is not asked about again while the editor is open.
 *
 * The check runs in the browser on the board's own pinout (loaded as the wiring form loads it)
 * rather than through a preview call: the sentences are the server's own (one function), and
 * no request, and no answer to wait for, stands between Save and the question.
 */
export function usePublishCheck(flow: SaveFlow) {
  const announce = useAnnounce();
  const [asking, setAsking] = useState<BlockPinWarnings[] | null>(null);
  const answered = useRef(new Set<string>());
  const checking = useRef(false);

  const answer = (located: readonly BlockPinWarnings[]) => {
    for (const { warnings } of located) for (const warning of warnings) answered.current.add(warning);
    setAsking(null);
  };

  /** Saves the editor's form, or the one given (a schedule set or cancelled this moment). */
  const save = async (form: PostForm = flow.form) => {
    if (checking.current || asking) return;
    if (form.draft) return flow.save({ form });
    if (!flow.check(form)) return;
    checking.current = true;
    let located: BlockPinWarnings[] = [];
    try {
      located = (await formPinWarnings(form))
        .map((entry) => ({ ...entry, warnings: entry.warnings.filter((warning) => !answered.current.has(warning)) }))
        .filter((entry) => entry.warnings.length > 0);
    } catch {
      // A pinout that cannot load now is no reason to hold the post back: the save's answer
      // still names the flagged pins beside their blocks.
    } finally {
      checking.current = false;
    }
    if (located.length) setAsking(located);
    else await flow.save({ form });
  };

  return {
    save,
    asking,
    publishAsItIs: () => {
      if (!asking) return;
      answer(asking);
      void flow.save();
    },
    addWarningsAndPublish: () => {
      if (!asking) return;
      const form = withWarningBlocks(flow.form, asking);
      flow.edit(() => form);
      answer(asking);
      announce(
        asking.length === 1
          ? "A warning block is added after the wiring diagram."
          : "Warning blocks are added after the wiring diagrams.",
      );
      void flow.save({ form });
    },
    goBack: () => {
      setAsking(null);
      focusSoon(SAVE_BUTTON_ID);
    },
  };
}
