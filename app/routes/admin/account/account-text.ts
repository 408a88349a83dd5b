import { PASSWORD_MIN } from "~/lib/users/account-limits";

/** The Account page's own texts (two-factor and sessions keep theirs in lib/two-factor). */
export const ACCOUNT_TEXT = {
  passwordTitle: "Password",
  passwordDescription: `Change the password you sign in with: at least ${PASSWORD_MIN} characters, not a common one. Your other sessions end; this one stays.`,
  passwordFields: { currentPassword: "Your current password", password: "New password", confirmPassword: "Confirm new password" },
  change: "Change Password",
  changing: "Changing...",
  changed: { title: "Password Updated", description: "Your password was changed. Your other sessions ended: sign in there again with the new one." },
  changeFailed: "Password Not Changed",
} as const;
