const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
// With seconds and the zone's name: two saves a moment apart read differently, and the zone says whose clock it is.
const dateTimeSeconds = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "long" });

/** An ISO time from the server as the author reads it ("26 Nov 2026, 14:32"); the text itself when it is not a time. */
export const dateTimeText = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : dateTime.format(new Date(iso)));

/** The same to the second, in the author's time zone ("26 Nov 2026, 14:32:05 CET"): a version's time in the history. */
export const dateTimeSecondsText = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : dateTimeSeconds.format(new Date(iso)));
