import { DomainError } from "~/services/platform";

/** Why an account change is refused, in the words the admin sees. */
export const USER_ERRORS = {
  usernameTaken: "That username is already taken",
  notFound: "That user no longer exists",
  selfDelete: "You cannot delete your own account",
  selfFreeze: "You cannot freeze your own account",
  selfDeactivate: "You cannot deactivate your own account",
  selfType: "You cannot change your own type: another admin can change it for you",
  lastAdmin: "At least one active admin must remain: this change would leave none",
} as const;

/** The form fields a refusal can be about. */
export type UserField = "username" | "password" | "currentPassword" | "userType" | "active";

/** A change to accounts the rules refuse; its message goes in the toast, and beside `field` when it names one. */
export class UserRefusedError extends DomainError {
  override name = "UserRefusedError";
  constructor(message: string, field?: UserField) {
    super(message, 400, field ? { [field]: message } : undefined);
  }
}
