const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** An ISO time from the server as the author reads it ("26 Nov 2026, 14:32"); the text itself when it is not a time. */
export const dateTimeText = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : dateTime.format(new Date(iso)));
