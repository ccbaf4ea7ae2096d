/**
 * A pinout's pins by name, and what the pinout warns about a wiring block's pins: pure
 * functions of one board's pinout, so the studio can use them with the one pinout it loaded
 * (client/data/wiring.ts holds every board's, for the server and the diagram).
 */
import { PIN_FLAGS, type BoardPinout, type PinFlag, type PinoutRow } from "../content/pinout-types";
import type { BlockValue } from "./post-schema";

/** A range label like "D22-D29" or "A0-A7" as its pins; anything else as itself. */
function expand(word: string): string[] {
  const range = /^([A-Za-z]+)(\d+)-\1(\d+)$/.exec(word);
  if (!range) return [word];
  const [, prefix, from, to] = range;
  const names: string[] = [];
  for (let n = Number(from); n <= Number(to); n++) names.push(`${prefix}${n}`);
  return names;
}

/** A label without its "Pin 3: " prefix, split at its brackets. */
function labelParts(label: string): { before: string; inside: string } {
  const bare = label.replace(/^Pin \d+:\s*/, "");
  const [before = "", inside = ""] = bare.split(/\s*\(/, 2);
  return { before, inside };
}

/** The names a wiring block writes for a row: its label's first word ("GPIO21", "D13"), each pin of a range. */
export function mainPinNames(label: string): string[] {
  const first = labelParts(label)
    .before.split(/\s*[/,]\s*|\s+/)
    .filter(Boolean)[0];
  return first ? expand(first) : [];
}

/**
 * The names a wiring block may use for a row: the label's first word ("Pin 3: " dropped),
 * the other names before the brackets ("D0 / RX", "GP26 / ADC0"), the GPIO in brackets
 * ("SD2 (GPIO9)", "U0R (IO3)"), and GPIOn for an IOn label. Upper case, for matching.
 */
export function pinNames(label: string): string[] {
  const { before, inside } = labelParts(label);
  const others =
    before.includes("/") || before.includes(",") ? before.split(/\s*[/,]\s*/).map((part) => part.split(/\s+/)[0] ?? "") : [];
  const gpio = /^((?:GPIO|IO)\d+)\)?$/.exec(inside.split(/[\s,]/)[0] ?? "")?.[1];
  const names = [...mainPinNames(label), ...others.flatMap(expand), ...(gpio ? [gpio] : [])].filter(Boolean);
  const withGpio = names.flatMap((name) => (/^IO\d+$/i.test(name) ? [name, `GP${name}`] : [name]));
  return [...new Set(withGpio.map((name) => name.toUpperCase()))];
}

/** The pinout row a connection names, or null when the board has no such pin. */
export function findRow(pinout: BoardPinout, name: string): PinoutRow | null {
  const wanted = name.trim().toUpperCase();
  return pinout.rows.find((row) => pinNames(row.pin).includes(wanted)) ?? null;
}

/**
 * Every pin a wiring block can name on this board, in the pinout's order, with its row: each
 * row by its label's first word, a range by each of its pins. A name that finds another row
 * (a second GND, the Mega's SDA beside AREF, which is D20) is that row's, so it is not offered twice.
 */
export function boardPins(pinout: BoardPinout): Array<{ name: string; row: PinoutRow }> {
  return pinout.rows.flatMap((row) =>
    mainPinNames(row.pin).flatMap((name) => (findRow(pinout, name) === row ? [{ name, row }] : [])),
  );
}

/**
 * What a row's `limits` say that its flags already say, taken out of one clause of it (so a
 * warning does not say it twice): the words that restate the flag, or the whole clause.
 */
const RESTATED: { [F in PinFlag]: (clause: string) => string } = {
  "input-only": (clause) => clause.replace(/^input only\b[:,]?\s*(?:no output driver\b\s*(?:and\s+)?)?/i, ""),
  strapping: (clause) =>
    clause.replace(
      /^strapping pin\b\s*(?:\(([^)]*)\)|with an? ([^:]*?)(?=:|$))?\s*(?:that,?\s*)?:?\s*/i,
      (_, bracketed?: string, described?: string) => {
        const detail = bracketed ?? described;
        return detail ? `${detail}: ` : "";
      },
    ),
  boot: (clause) => clause.replace(/,?\s*before your code runs\b/i, ""),
  "adc2-wifi": (clause) => (/^ADC2\b/.test(clause) ? "" : clause),
  "not-5v-tolerant": (clause) => clause.replace(/^not 5 ?V tolerant\b[:,]?\s*/i, ""),
  flash: (clause) => clause.replace(/^wired to the (?:[\w-]+'s )?flash(?: chip)?\b[:,]?\s*/i, ""),
  psram: (clause) => clause.replace(/\bit is wired to the PSRAM and\s+/i, "it "),
};

/** A clause as it reads inside a sentence: an ordinary word lower-cased, names (HIGH, ADC2, Serial2) as they are. */
const midSentence = (clause: string) =>
  /^[A-Z][a-z]+(?!\w)/.test(clause) ? clause.charAt(0).toLowerCase() + clause.slice(1) : clause;

/** What the row's limits add to its flags' words, clause by clause, without saying a flag's words again. */
function limitsBeyondFlags(row: PinoutRow, flags: readonly PinFlag[]): string[] {
  return (row.limits ?? "")
    .split(/(?<=\.)\s+(?=[A-Z])|;\s*/)
    .map((clause) =>
      flags
        .reduce((rest, flag) => RESTATED[flag](rest.trim()), clause)
        .trim()
        .replace(/[\s.:;,]+$/, ""),
    )
    .filter(Boolean)
    .map(midSentence);
}

/**
 * One sentence per connection to a pin the pinout flags: the pin, the part's pin it connects
 * to, and the limit, in the flags' words and then what the row's limits add to them, e.g.
 * "GPIO34 (to LED anode) is input only (no output driver); no internal pull-up or pull-down."
 */
export function pinWarnings(pinout: BoardPinout, wiring: BlockValue<"wiring">): string[] {
  return wiring.connections.flatMap((link) => {
    const row = findRow(pinout, link.board);
    const flags = row?.flags ?? [];
    if (!row || !flags.length) return [];
    const limit = flags.map((flag) => PIN_FLAGS[flag]).join(", and ");
    const more = limitsBeyondFlags(row, flags);
    return [`${link.board} (to ${wiring.part} ${link.part}) is ${limit}${more.length ? `; ${more.join("; ")}` : ""}.`];
  });
}
