// The Users tab's words about other accounts' two-factor: apart from TWO_FACTOR_TEXT (which includes
// them) so that the tab does not load the sign-in step's and account page's words (decision 095).
export const TWO_FACTOR_ADMIN_TEXT = {
  requireSetting: "Require two-factor for every account",
  requireSettingHint: "Accounts without it must set it up right after signing in.",
  requireOn: { title: "Settings saved", description: "Every account now needs two-factor sign-in." },
  requireOff: { title: "Settings saved", description: "Two-factor sign-in is optional again." },
  resetTwoFactor: (username: string) => `Reset two-factor of ${username}`,
  endSessionsOf: (username: string) => `End all sessions of ${username}`,
  resetDone: (username: string) => ({ title: "Two-factor reset", description: `${username} signs in with the password alone until they set it up again.` }),
  sessionsOfEnded: (username: string, count: number) => ({
    title: "Sessions ended",
    description: `${count} session${count === 1 ? "" : "s"} of ${username} ended.`,
  }),
  twoFactorColumn: "Two-factor",
} as const;
