import { cleanInput } from "../core/input-cleaning";

/**
 * The username rule on its own, without zod: the sign-in page's small script checks it as the
 * person types (decision 012's budget), and account-rules.ts builds the schema every server check
 * uses from it, so there is one rule.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
const USERNAME_CHARACTERS = /^[A-Za-z0-9_-]+$/;

export const USERNAME_MESSAGES = {
  usernameShort: "Username must be at least 3 characters long",
  usernameLong: "Username must be no more than 50 characters long",
  usernameChars: "Username can only contain letters, numbers, underscores, and hyphens",
} as const;

/** What is wrong with a cleaned username (the first problem), or null. */
export function usernameProblem(cleaned: string): string | null {
  if (cleaned.length < USERNAME_MIN) return USERNAME_MESSAGES.usernameShort;
  if (cleaned.length > USERNAME_MAX) return USERNAME_MESSAGES.usernameLong;
  if (!USERNAME_CHARACTERS.test(cleaned)) return USERNAME_MESSAGES.usernameChars;
  return null;
}

/** The message to show for a username as typed (cleaned first, as the server cleans it), or null. */
export function usernameError(value: string): string | null {
  return usernameProblem(cleanInput(value));
}
