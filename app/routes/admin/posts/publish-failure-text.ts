// The admin frame shows this notice on every page: apart from the posts' texts so that the frame does not carry them all (decision 086).
/** The admin shell's notice after the publishing job failed; it stays until a run succeeds. */
export const PUBLISH_FAILURE_NOTICE = {
  title: "Scheduled publishing did not run",
  description:
    "posts whose time has come already show on the site, but they stay marked Scheduled until it runs again (it tries every minute). If this stays, the server's log has the reason.",
} as const;
