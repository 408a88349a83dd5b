import type { ActionResult } from "~/lib/admin/action-result";

/** Manage Users table: column names, in order. */
export const USER_COLUMNS = {
  username: "Username",
  email: "Email",
  type: "Type",
  status: "Status",
  created: "Created",
  lastLogin: "Last Login",
  twoFactor: "Two-factor",
  actions: "Actions",
} as const;

/** Manage Users toasts, and what each action answers the form with. */
export const USER_TOASTS = {
  created: (username: string) => ({ title: "User Created", description: `${username} can now sign in.` }),
  updated: (username: string) => ({ title: "User Updated", description: `Changes to ${username} were saved.` }),
  deleted: (username: string) => ({ title: "User Deleted", description: `${username} was removed.` }),
  passwordUpdated: (username: string) => ({ title: "Password Updated", description: `${username}'s password was changed and their sessions ended.` }),
  frozen: (username: string) => ({ title: "User Frozen", description: `${username} can no longer sign in; their sessions ended.` }),
  unfrozen: (username: string) => ({ title: "User Unfrozen", description: `${username} can sign in again.` }),
  loaded: (count: number) => ({ title: "Users Loaded", description: `${count} ${count === 1 ? "account" : "accounts"} loaded.` }),
  connectionError: { title: "Connection Error", description: "The user list could not be loaded from the database. Please try again." },
  creationFailed: "Creation Failed",
  updateFailed: "Update Failed",
  resetFailed: "Reset Failed",
  databaseError: "Database Error",
  invalidUsername: "Invalid Username",
  invalidEmail: "Invalid Email",
  checkFields: "Please correct the highlighted fields.",
  unexpected: "The change could not be saved. Please try again.",
  ownTypeAndStatus: "Your own type and status stay as they are: another admin can change them.",
} as const;

export const USER_INTENTS = [
  "create",
  "update",
  "freeze",
  "unfreeze",
  "reset-password",
  "delete",
  "reset-two-factor",
  "end-sessions",
  "require-two-factor",
] as const;
export type UserIntent = (typeof USER_INTENTS)[number];

export type UserActionResult = ActionResult<{
  /** The account acted on. */
  userId: string;
  /** What was typed (never passwords), to re-fill the form. */
  values: Record<string, string>;
}>;

export const DELETE_DIALOG_TEXT = {
  title: "Delete User",
  body: (username: string) => `Are you sure you want to delete ${username}? This cannot be undone.`,
  suggestion: "To keep their history and be able to restore access later, consider freezing the account instead.",
} as const;
