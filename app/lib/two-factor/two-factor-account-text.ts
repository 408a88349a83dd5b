import { RECOVERY_CODES } from "./two-factor-rules";

// The account page's words (two-factor setup, recovery codes, sessions): apart from TWO_FACTOR_TEXT
// (which includes them) so that the page does not load the sign-in step's words and the server's
// answers (issue 43; as two-factor-admin-text.ts for the Users tab).
export const TWO_FACTOR_ACCOUNT_TEXT = {
  accountTitle: "Your account",
  statusOn: "Two-factor sign-in is on.",
  statusOff: "Two-factor sign-in is off. Add an authenticator app so a stolen password alone cannot open your account.",
  requiredNotice: "Two-factor sign-in is required for every account. Set it up to continue to the dashboard.",
  setUp: "Set up two-factor",
  scanIntro: "Scan this QR code with your authenticator app, or type the key below into it. Then enter the first code it shows, with your password.",
  secretLabel: "Key for manual entry",
  qrLabel: "QR code for your authenticator app",
  confirm: "Turn on two-factor",
  cancelSetup: "Cancel",
  codesLeft: (left: number) => `${left} of ${RECOVERY_CODES.count} recovery codes left.`,
  codesTitle: "Your recovery codes",
  codesIntro: "Each code signs you in once if you lose your authenticator. They are shown only now: download or copy them and keep them somewhere safe.",
  download: "Download (.txt)",
  copy: "Copy",
  copied: { title: "Copied", description: "The recovery codes are on your clipboard." },
  copyFailed: { title: "Copy failed", description: "Select the codes and copy them yourself." },
  codesDone: "I have saved them",
  regenerate: "Regenerate recovery codes",
  regenerateIntro: "New codes replace all the old ones.",
  disable: "Turn off two-factor",
  disableIntro: "Your password alone will then sign you in.",
  passwordLabel: "Current password",
  // The sign-in step labels its field with the same words (TWO_FACTOR_TEXT spreads these).
  codeLabel: "Authentication code",
  unreadableSecret: "The stored key cannot be read with this installation's key. Ask an admin to reset your two-factor.",

  sessionsTitle: "Active sessions",
  sessionsIntro: "Browsers signed in to this account. End any you do not recognise.",
  thisSession: "This session",
  endSession: "End session",
  endOthers: "End all other sessions",
  sessionEnded: { title: "Session ended", description: "That browser is signed out." },
  othersEnded: (count: number) => ({ title: "Sessions ended", description: `${count} other session${count === 1 ? "" : "s"} ended.` }),
  sessionGone: "That session had already ended.",
  noOtherSessions: "No other sessions.",
} as const;

/** Columns of the active-sessions table, in order. */
export const SESSION_COLUMNS = {
  device: "Browser",
  ip: "IP address",
  country: "Country",
  created: "Signed in",
  lastSeen: "Last seen",
  actions: "Actions",
} as const;
