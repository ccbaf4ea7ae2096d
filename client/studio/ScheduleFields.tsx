import { useState } from "react";
import { focusSoon } from "./focus";
import { TextField } from "./fields";
import { browserTimeZone, localInputValue, publishTimeProblem, scheduledText, utcFromLocalInput } from "./publish-time-input";

interface ScheduleFieldsProps {
  /** The time the post waits for (UTC, as stored), or "" when it is not scheduled. */
  publishAt: string;
  saving: boolean;
  /** Saves the post scheduled for this UTC time. */
  onSchedule: (publishAt: string) => void;
  /** Saves the post as a draft, with no publish time. */
  onCancel: () => void;
}

/**
 * The publish time of a draft or a scheduled post: a date and time in the author's own time
 * zone (named beside it), sent as UTC. "Schedule" saves the post scheduled for it, "Move"
 * saves the new time, "Cancel schedule" saves the post as a draft again. Readers see nothing
 * of a scheduled post until the scheduled job publishes it, within a minute or two of its time.
 */
export function ScheduleFields({ publishAt, saving, onSchedule, onCancel }: ScheduleFieldsProps) {
  const zone = browserTimeZone();
  const [typed, setTyped] = useState(() => (publishAt ? localInputValue(publishAt, zone) : ""));
  const [problem, setProblem] = useState<string | null>(null);
  // A time set from outside (a save's answer, the server's version) shows in the box.
  const [shown, setShown] = useState(publishAt);
  if (shown !== publishAt) {
    setShown(publishAt);
    setTyped(publishAt ? localInputValue(publishAt, zone) : "");
    setProblem(null);
  }

  const schedule = () => {
    const utc = utcFromLocalInput(typed, zone);
    const refused = publishTimeProblem(utc);
    setProblem(refused);
    if (refused || !utc) return focusSoon("post-publish-at");
    onSchedule(utc);
  };

  return (
    <div className="studio-schedule" role="group" aria-labelledby="post-schedule-title">
      <p id="post-schedule-title" className="studio-schedule-title">
        Schedule
      </p>
      <p id="post-schedule-status" className="studio-schedule-status">
        {publishAt ? (
          <>
            <span className="studio-badge studio-badge--scheduled">Scheduled</span> for{" "}
            <time dateTime={publishAt}>{scheduledText(publishAt, zone)}</time> ({zone}). Readers see nothing of it until then.
          </>
        ) : (
          "Not scheduled: pick a time to publish this draft at, or untick Draft to publish it when you save."
        )}
      </p>
      <TextField
        id="post-publish-at"
        type="datetime-local"
        label={`Publish at (${zone} time)`}
        hint="The post goes public within a minute or two of this time."
        error={problem}
        value={typed}
        onValue={(value) => {
          setTyped(value);
          setProblem(null);
        }}
      />
      <div className="studio-actions">
        <button type="button" id="post-schedule" className="studio-button" disabled={saving} onClick={schedule}>
          {publishAt ? "Move" : "Schedule"}
        </button>
        {publishAt ? (
          <button type="button" id="post-schedule-cancel" className="studio-button" disabled={saving} onClick={onCancel}>
            Cancel schedule
          </button>
        ) : null}
      </div>
    </div>
  );
}
