import { META_LABELS } from "./post-form";
import { browserTimeZone, scheduledText } from "./publish-time-input";
import { META_KEYS, type Block, type KeptBlock } from "../data/post-schema";
import type { PostBody } from "./types";

/** One difference between the server's version of a post and the author's, in words. */
export interface Change {
  what: string;
  theirs: string;
  mine: string;
}

const quoted = (text: string | undefined) => (text ? `“${text.length > 80 ? `${text.slice(0, 79)}…` : text}”` : "nothing");
const minutes = (value: number | undefined) => (value === undefined ? "not set" : `${value} min`);
const blockCount = (count: number) => (count === 1 ? "1 block" : `${count} blocks`);
type AnyBlock = Block | KeptBlock;
const sameBlock = (a: AnyBlock | undefined, b: AnyBlock | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** A block's text as the author would recognise it: its words, or its content in short. */
function blockText(block: AnyBlock | undefined): string | undefined {
  if (!block) return undefined;
  const [content] = Object.values(block);
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.join(", ");
  return JSON.stringify(content);
}

/** Whether two bodies would save the same post (the address a rename comes from aside). */
export function sameContent(a: PostBody, b: PostBody): boolean {
  const { previousSlug: _a, ...restA } = a;
  const { previousSlug: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

/**
 * What differs between the server's version and the author's, field by field and section by
 * section, so the author can choose between them knowing what each choice throws away.
 */
export function changesBetween(theirs: PostBody, mine: PostBody): Change[] {
  const changes: Change[] = [];
  if (theirs.title !== mine.title) changes.push({ what: "Title", theirs: quoted(theirs.title), mine: quoted(mine.title) });
  const state = (body: PostBody) =>
    body.draft
      ? "a draft"
      : body.publishAt
        ? `scheduled for ${scheduledText(body.publishAt, browserTimeZone())} (${browserTimeZone()})`
        : "published";
  if (state(theirs) !== state(mine)) changes.push({ what: "Publishing", theirs: state(theirs), mine: state(mine) });
  if ((theirs.topic ?? "") !== (mine.topic ?? ""))
    changes.push({ what: "Topic", theirs: theirs.topic ?? "none", mine: mine.topic ?? "none" });
  if ((theirs.difficulty ?? "") !== (mine.difficulty ?? ""))
    changes.push({ what: "Difficulty", theirs: theirs.difficulty ?? "none", mine: mine.difficulty ?? "none" });
  if (theirs.minutes !== mine.minutes)
    changes.push({ what: "Build time", theirs: minutes(theirs.minutes), mine: minutes(mine.minutes) });
  if ((theirs.boards ?? []).join() !== (mine.boards ?? []).join())
    changes.push({
      what: "Boards",
      theirs: (theirs.boards ?? []).join(", ") || "none",
      mine: (mine.boards ?? []).join(", ") || "none",
    });
  if ((theirs.tested ?? []).join("\n") !== (mine.tested ?? []).join("\n"))
    changes.push({
      what: "Tested with",
      theirs: (theirs.tested ?? []).join(", ") || "nothing",
      mine: (mine.tested ?? []).join(", ") || "nothing",
    });
  for (const key of META_KEYS) {
    if ((theirs.meta[key] ?? "") !== (mine.meta[key] ?? ""))
      changes.push({ what: META_LABELS[key].label, theirs: quoted(theirs.meta[key]), mine: quoted(mine.meta[key]) });
  }
  const theirSections = theirs.pageData ?? [];
  const mySections = mine.pageData ?? [];
  for (let at = 0; at < Math.max(theirSections.length, mySections.length); at += 1) {
    const their = theirSections[at];
    const my = mySections[at];
    const what = `Section ${at + 1}`;
    if (!their || !my) {
      changes.push({
        what,
        theirs: their ? blockCount(their.content.length) : "no such section",
        mine: my ? blockCount(my.content.length) : "no such section",
      });
      continue;
    }
    if (their.section !== my.section)
      changes.push({ what: `${what}, style`, theirs: quoted(their.section), mine: quoted(my.section) });
    const differing: number[] = [];
    for (let block = 0; block < Math.max(their.content.length, my.content.length); block += 1) {
      if (!sameBlock(their.content[block], my.content[block])) differing.push(block + 1);
    }
    if (their.content.length !== my.content.length) {
      changes.push({ what, theirs: blockCount(their.content.length), mine: blockCount(my.content.length) });
    } else {
      for (const block of differing) {
        changes.push({
          what: `${what}, block ${block}`,
          theirs: quoted(blockText(their.content[block - 1])),
          mine: quoted(blockText(my.content[block - 1])),
        });
      }
    }
  }
  if ((theirs.content ?? "") !== (mine.content ?? ""))
    changes.push({ what: "Plain content", theirs: quoted(theirs.content), mine: quoted(mine.content) });
  return changes;
}
