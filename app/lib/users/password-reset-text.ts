/** The forgotten-password pages' texts: the request form, its one answer, the reset form. */
export const PASSWORD_RESET_TEXT = {
  forgotLink: "Forgot your password?",
  requestTitle: "Reset your password",
  requestIntro: "Enter the email address of your account. If it belongs to an account, we mail it a link to choose a new password.",
  emailLabel: "Email address",
  requestSubmit: "Mail me a reset link",
  /** The same answer whether or not an account has that address. */
  requested: "If an account has this address, a link to reset its password is on its way. The link works once, within 30 minutes.",
  unavailable: "Password reset by mail is not available on this site. Ask an administrator to reset your password.",
  tooMany: (minutes: number) => `Too many reset requests from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  resetTitle: "Choose a new password",
  passwordLabel: "New password",
  confirmLabel: "Confirm the new password",
  resetSubmit: "Set the new password",
  invalidLink: "This reset link is not valid any more: it was used, it expired, or it was altered. Ask for a new one.",
  done: "Your password was changed and every session of your account was signed out. Sign in with the new password.",
  backToSignIn: "Back to sign in",
  mailSubject: (siteName: string) => `[${siteName}] Reset your password`,
  mailText: (username: string, link: string, minutes: number) =>
    [
      `Someone asked to reset the password of the account "${username}".`,
      "",
      `To choose a new password, open this link within ${minutes} minutes (it works once):`,
      link,
      "",
      "If you did not ask for this, ignore this mail: your password stays as it is.",
    ].join("\n"),
} as const;

/** How long a mailed reset link works. */
/** A reset link's life: long enough to open the mail, short enough that a link found later is dead (decision 078). */
export const PASSWORD_RESET_MINUTES = 30;
