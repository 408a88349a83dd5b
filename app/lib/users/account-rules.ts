import { z } from "zod";
import { USER_TYPES } from "./user-types";
import { cleanInput } from "../core/input-cleaning";
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./account-limits";
import { USERNAME_MAX, USERNAME_MESSAGES, USERNAME_MIN, usernameError, usernameProblem } from "./username-rule";

export { USERNAME_MAX, USERNAME_MIN, usernameError };

// The limits live apart from the schemas so a browser page can read them without zod (decision 063).
export { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./account-limits";

export const MESSAGES = {
  ...USERNAME_MESSAGES,
  usernameRequired: "Please enter a username",
  emailInvalid: "Please enter a valid email address",
  emailLong: "Email address is too long",
  passwordShort: "Password must be at least 8 characters long",
  passwordLong: "Password must be no more than 128 characters long",
  passwordCommon: "This password is too common. Please choose a less guessable one",
  passwordMismatch: "Passwords do not match",
  currentPasswordRequired: "Please enter your current password",
  currentPasswordWrong: "Your current password is not correct",
  passwordUnchanged: "Choose a new password, not your current one",
  passwordChangeThrottled: (minutes: number) => `Too many attempts to change your password. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  userTypeInvalid: "Choose admin, moderator or user",
} as const;

/**
 * The key that identifies an account by name: usernames are unique regardless of case, so every
 * lookup, lock-out counter and security event compares this form (the database compares
 * `lower(username)` to it).
 */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 200);
}

/** Username after cleaning: 3-50 letters, digits, underscores or hyphens (username-rule.ts). */
export const usernameSchema = z
  .string()
  .transform(cleanInput)
  .superRefine((value, context) => {
    const problem = usernameProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

const emailFormat = z.email();

/** Optional e-mail after cleaning; empty becomes null. */
export const emailSchema = z
  .string()
  .transform(cleanInput)
  .pipe(
    z
      .string()
      .max(EMAIL_MAX, { error: MESSAGES.emailLong })
      .refine((value) => value === "" || emailFormat.safeParse(value).success, { error: MESSAGES.emailInvalid }),
  )
  .transform((value) => value || null);

export const passwordSchema = z.string().min(PASSWORD_MIN, { error: MESSAGES.passwordShort }).max(PASSWORD_MAX, { error: MESSAGES.passwordLong });

export const userTypeSchema = z.enum(USER_TYPES, { error: MESSAGES.userTypeInvalid });

export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, { error: MESSAGES.passwordMismatch, path: ["confirmPassword"] });

/** The Account page's own password change: the current password, then the new one twice, under the same rules as everywhere. */
export const changeOwnPasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: MESSAGES.currentPasswordRequired }).max(PASSWORD_MAX),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, { error: MESSAGES.passwordMismatch, path: ["confirmPassword"] })
  .refine((value) => value.password !== value.currentPassword, { error: MESSAGES.passwordUnchanged, path: ["password"] });

export const createUserSchema = z
  .object({
    username: z.string().trim().min(1, { error: MESSAGES.usernameRequired }).pipe(usernameSchema),
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    userType: userTypeSchema,
  })
  .refine((value) => value.password === value.confirmPassword, { error: MESSAGES.passwordMismatch, path: ["confirmPassword"] });

export const updateUserSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  userType: userTypeSchema,
  active: z.enum(["true", "false"]).transform((value) => value === "true"),
});
