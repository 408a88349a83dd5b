import type { ActionResult } from "~/lib/admin/action-result";
import { WELCOME_TOAST } from "./welcome-text";

/** Login toasts and messages, shared by the login action and its form. */
export const LOGIN_TEXT = {
  notice: (siteName: string) => `For authorized ${siteName} personnel only.`,
  missing: { title: "Missing information", description: "Please enter both username and password." },
  invalidInput: { title: "Invalid input", description: "Please check your username format." },
  failedTitle: "Login failed",
  invalidCredentials: "Invalid credentials",
  attemptsLeft: (left: number) => `${left} attempt${left === 1 ? "" : "s"} left before sign-in is temporarily locked.`,
  error: { title: "Login failed", description: "An error occurred during login" },
  lockedTitle: "Account Temporarily Locked",
  rateLimitedTitle: "Too many sign-in attempts",
  rateLimitedDescription: (seconds: number) =>
    `Too many sign-in attempts for this account. Try again in ${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? "" : "s"}.`,
  lockedDescription: (localDateTime: string) => `Too many failed attempts. Try again after ${localDateTime}`,
  welcome: WELCOME_TOAST,
  loggedOut: { title: "Logged out", description: "You have been securely logged out." },
  sessionEnded: { title: "Critical Security Alert", description: "Your session has expired or is invalid. Please log in again." },
  restoredTitle: "Site restored",
  restored: (source: string, takenAt: string) =>
    `The site now holds what ${source} saved on ${takenAt}: posts, media, settings and accounts. Everyone was signed out, because the accounts and sessions were replaced by the backup's: sign in again with your password as it was then.`,
} as const;

/** A sign-in step's answers carry this intent: the forms have no other. */
export const SIGN_IN_INTENT = "sign-in";

/**
 * What a refused sign-in step answers besides its toast: the username to re-fill (the password
 * step), whether the sign-in must start again (the code step), and the ISO time a lock-out ends,
 * which the browser words in local time. The message beside the username is its field error.
 */
export type SignInActionResult = ActionResult<{ username: string; over: boolean; blockedUntil: string }>;
