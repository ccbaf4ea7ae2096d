import { BOARD_LABELS, DIFFICULTY_LABELS } from "../data/post-facts";
import { BOARD_IDS, DIFFICULTIES, LIMITS, MINUTES_RULE, TESTED_RULE, type Difficulty } from "../data/post-schema";
import { SelectField, TextAreaField, TextField } from "./fields";
import { testedLines, type PostForm } from "./post-form";

const DIFFICULTY_OPTIONS = [
  { value: "", label: "Not given" },
  ...DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: DIFFICULTY_LABELS[difficulty] })),
];

/** The build time's problem as typed: empty is "not given", anything else is whole minutes in range. */
export function minutesProblem(minutes: string): string | null {
  const typed = minutes.trim();
  if (!typed) return null;
  return /^\d+$/.test(typed) && Number(typed) >= 1 && Number(typed) <= LIMITS.minutes ? null : MINUTES_RULE;
}

/** The "Tested with" box's problem as typed: empty is "not given", else 1 to 8 lines of at most 120 characters. */
export function testedProblem(typed: string): string | null {
  const lines = testedLines(typed);
  return lines.length <= LIMITS.tested && lines.every((line) => line.length <= LIMITS.testedLine) ? null : TESTED_RULE;
}

/**
 * What a tutorial's readers see at its top and on its cards (Difficulty · Build time ·
 * Board), and what its HowTo data says: each optional.
 */
export function PostFactsFields({
  form,
  onChange,
}: {
  form: Pick<PostForm, "difficulty" | "minutes" | "boards" | "tested">;
  onChange: (change: Partial<PostForm>) => void;
}) {
  return (
    <fieldset className="studio-group" aria-describedby="post-facts-hint">
      <legend>Difficulty, build time, boards and what it was tested with</legend>
      <p id="post-facts-hint" className="field-hint">
        Shown at the top of the post and on its cards; leave a field empty when it does not apply.
      </p>
      <SelectField
        id="post-difficulty"
        label="Difficulty"
        value={form.difficulty}
        options={DIFFICULTY_OPTIONS}
        onValue={(difficulty) => onChange({ difficulty: difficulty as Difficulty | "" })}
      />
      <TextField
        id="post-minutes"
        label="Build time in minutes"
        hint="Readers see it as 45 min, or 1 h 30 min."
        type="number"
        min={1}
        max={LIMITS.minutes}
        step={1}
        inputMode="numeric"
        error={minutesProblem(form.minutes)}
        value={form.minutes}
        onValue={(minutes) => onChange({ minutes })}
      />
      <fieldset className="studio-boards" aria-describedby="post-boards-hint">
        <legend>Boards the tutorial wires</legend>
        <p id="post-boards-hint" className="field-hint">
          Each links to its board&apos;s page; a wiring block draws the connections.
        </p>
        <div className="studio-board-choices">
          {BOARD_IDS.map((board) => (
            <div key={board} className="field field--checkbox">
              <input
                id={`post-board-${board}`}
                type="checkbox"
                checked={form.boards.includes(board)}
                onChange={(event) =>
                  onChange({
                    // The others keep their order; a board ticked now goes last.
                    boards: event.target.checked ? [...form.boards, board] : form.boards.filter((each) => each !== board),
                  })
                }
              />
              <label htmlFor={`post-board-${board}`}>{BOARD_LABELS[board]}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        id="post-tested"
        label="Tested with"
        hint="One a line, each with its version: the IDE or tool, the board core, the libraries. Like: Arduino IDE 2.3.6, arduino-esp32 core 3.3.0, Adafruit BME280 Library 2.2.4."
        rows={3}
        error={testedProblem(form.tested)}
        value={form.tested}
        onValue={(tested) => onChange({ tested })}
      />
    </fieldset>
  );
}
