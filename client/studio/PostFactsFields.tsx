import { BOARD_LABELS, DIFFICULTY_LABELS } from "../data/post-facts";
import { BOARD_IDS, DIFFICULTIES, LIMITS, MINUTES_RULE, type Difficulty } from "../data/post-schema";
import { SelectField, TextField } from "./fields";
import type { PostForm } from "./post-form";

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

/**
 * What a tutorial's readers see at its top and on its cards (Difficulty · Build time ·
 * Board), and what its HowTo data says: each optional.
 */
export function PostFactsFields({
  form,
  onChange,
}: {
  form: Pick<PostForm, "difficulty" | "minutes" | "boards">;
  onChange: (change: Partial<PostForm>) => void;
}) {
  return (
    <fieldset className="studio-group" aria-describedby="post-facts-hint">
      <legend>Difficulty, build time and boards</legend>
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
    </fieldset>
  );
}
