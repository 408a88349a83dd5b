/**
 * Wrong guesses at an account's secrets by someone past its first line: second-factor codes at
 * sign-in (the password was right) and the password asked again in a signed-in session (the
 * session is held). Counted per account, consecutively, whatever the address (decision 049).
 */
export const SECRET_GUESSES = {
  /** From this many wrong answers in a row, each further try waits. */
  delayFrom: 10,
  firstDelayMinutes: 1,
  longestDelayMinutes: 60,
  /** NIST SP 800-63B 5.2.2: at most 100 consecutive failures; then only an admin lifts it. */
  lockAt: 100,
} as const;

const MINUTE_MS = 60_000;

/** How long the next try waits after `failures` wrong answers in a row: none before 10, then 1, 2, 4 ... up to 60 minutes. */
export function delayAfter(failures: number): number {
  if (failures < SECRET_GUESSES.delayFrom) return 0;
  const minutes = Math.min(SECRET_GUESSES.longestDelayMinutes, SECRET_GUESSES.firstDelayMinutes * 2 ** (failures - SECRET_GUESSES.delayFrom));
  return minutes * MINUTE_MS;
}

export function isLockedAt(failures: number): boolean {
  return failures >= SECRET_GUESSES.lockAt;
}

/** A moment as these messages say it, the same on every server: "2026-05-01 14:05 UTC". */
export const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** What the account's owner and its admins read about it. */
export const SECRET_GUESS_TEXT = {
  delayed: (until: Date) => `Too many wrong passwords or codes for this account. Try again after ${utcMinute(until)}.`,
  locked: "Too many wrong passwords or codes were entered for this account, so it no longer accepts any until an admin lifts the lock (Security, Monitoring).",
  delayedSignal: (failures: number) => `${failures} wrong passwords or codes in a row for this account: further tries are delayed`,
  lockedSignal: (failures: number) => `${failures} wrong passwords or codes in a row for this account: checks are locked until an admin lifts them`,
  ownerNotice: (failures: number) =>
    `${failures} wrong password${failures === 1 ? "" : "s"} or code${failures === 1 ? "" : "s"} ${failures === 1 ? "was" : "were"} entered for your account since the last right one.`,
  ownerDelayed: (until: Date) => `Further tries wait until ${utcMinute(until)}.`,
  ownerAdvice: "If that was not you, someone knows your password or holds your session: change your password and end your other sessions.",
  monitorTitle: "Wrong passwords and codes per account",
  monitorIntro: "Accounts whose second-factor codes or re-entered passwords were wrong 10 times or more in a row. Lifting starts their count again.",
  monitorEmpty: "No account has 10 or more wrong passwords or codes in a row.",
  lift: "Lift",
  lifted: (username: string) => ({ title: "Lock lifted", description: `${username} can enter their password and codes again.` }),
  liftGone: { title: "Nothing to lift", description: "That account's count had already started again." },
} as const;

/** An account on the security center's list, as its loader sends it. */
export type GuessedAccount = { userId: string; username: string; failures: number; lastFailureAt: string | null; delayedUntil: string | null; locked: boolean };
