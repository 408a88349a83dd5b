import { TWO_FACTOR_ACCOUNT_TEXT } from "./two-factor-account-text";
import { TWO_FACTOR_ADMIN_TEXT } from "./two-factor-admin-text";
import { CHALLENGE_MINUTES, TOTP } from "./two-factor-rules";

/** Words of the two-factor sign-in step, the account page and the admin controls. */
export const TWO_FACTOR_TEXT = {
  stepTitle: "Two-factor verification",
  stepIntro: `Enter the ${TOTP.digits}-digit code from your authenticator app, or one of your recovery codes.`,
  verify: "Verify",
  verifying: "Verifying...",
  startOver: "Start over",
  missingCode: { title: "Missing information", description: "Please enter the code from your authenticator app." },
  invalidCode: "Invalid code",
  challengeExpired: { title: "Sign-in expired", description: `The code was not entered within ${CHALLENGE_MINUTES} minutes. Please sign in again.` },
  recoveryCodeUsed: (left: number) => ({
    title: "Recovery code used",
    description: `${left} recovery code${left === 1 ? "" : "s"} left. Regenerate them on your account page if you are running out.`,
  }),

  ...TWO_FACTOR_ACCOUNT_TEXT,

  enabled: { title: "Two-factor is on", description: "Save your recovery codes now: they are shown only once." },
  regenerated: { title: "Recovery codes regenerated", description: "The old codes no longer work. Save the new ones now." },
  disabled: { title: "Two-factor is off", description: "Your password alone now signs you in." },
  setupStarted: { title: "Scan the QR code", description: "Then enter the first code your app shows." },
  setupCancelled: { title: "Setup cancelled", description: "Two-factor sign-in stays off." },
  failedTitle: "Two-factor not changed",
  unexpected: "The change could not be saved. Please try again.",
  wrongPassword: "The password is not correct.",
  missingPassword: "Enter your current password.",
  wrongCode: `Enter the ${TOTP.digits}-digit code your app shows now.`,
  alreadyOn: "Two-factor sign-in is already on.",
  notOn: "Two-factor sign-in is not on.",
  noSetup: "Start the setup again: no key is waiting for a code.",
  requiredForAll: "Two-factor sign-in is required for every account, so it cannot be turned off.",

  ...TWO_FACTOR_ADMIN_TEXT,
} as const;

export { SESSION_COLUMNS } from "./two-factor-account-text";
