/** An accreditor's rule as staff state it in the Training credit rules content. */
export type CreditRule = { minutesPerCredit: number; minimumAttendancePercent: number };

export type CreditOutcome = { credits: number; meets: boolean; reason: string | null };

/**
 * Credits for `attendedMinutes` of a session lasting `sessionMinutes`: whole credits of
 * `minutesPerCredit`, rounded down (NASBA: 50 minutes = 1 CPE credit, never rounded up). Minutes
 * beyond the session's length count for nothing. A certificate needs the minimum share of the
 * session and at least one credit.
 */
export function creditsFor(rule: CreditRule, attendedMinutes: number, sessionMinutes: number): CreditOutcome {
  const counted = Math.max(0, Math.min(Math.floor(attendedMinutes), Math.floor(sessionMinutes)));
  const credits = Math.floor(counted / rule.minutesPerCredit);
  if (counted * 100 < rule.minimumAttendancePercent * sessionMinutes) {
    return { credits, meets: false, reason: `attended ${counted} of ${Math.floor(sessionMinutes)} minutes; ${rule.minimumAttendancePercent}% is required` };
  }
  if (credits < 1) return { credits, meets: false, reason: `${counted} minutes is less than one credit (${rule.minutesPerCredit} minutes)` };
  return { credits, meets: true, reason: null };
}

/** Whole minutes between two instants. */
export function minutesBetween(start: Date, end: Date): number {
  return Math.floor((end.getTime() - start.getTime()) / 60_000);
}

/** "2 CPE credits", "1 CPE credit": the staff's plural label, singular for exactly one credit. */
export function creditsText(credits: number, pluralLabel: string): string {
  const label = credits === 1 && /[^s]s$/i.test(pluralLabel) ? pluralLabel.slice(0, -1) : pluralLabel;
  return `${credits} ${label}`;
}
