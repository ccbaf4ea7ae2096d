/**
 * The cron triggers of wrangler.toml's [triggers]: a run's `cron` says which of them fired.
 * The every-minute run only publishes the posts whose time has come (one small indexed query
 * per account); the half-hourly run, and a run with any other cron or none (a manual
 * `/cdn-cgi/local/scheduled`), does everything. tests/unit/crons.test.ts holds wrangler.toml to these.
 */
export const CRONS = {
  publishDue: "* * * * *",
  everything: "*/30 * * * *",
} as const;

/** Whether a run does only the publishing. */
export const publishesOnly = (cron: string | undefined) => cron === CRONS.publishDue;
