import { DomainError } from "~/services/platform";
import { can, type Permission } from "~/lib/auth/permissions";
import type { UserType } from "~/lib/users/user-types";

/** Thrown when an account's role does not include the permission an action needs. */
export class NotPermittedError extends DomainError {
  override name = "NotPermittedError";
  constructor(readonly permission: Permission) {
    super("You do not have permission to do this.", 403);
  }
}

/** The role rule, enforced where the work is done (routes check it too, to answer early). */
export function authorize(user: { userType: UserType }, permission: Permission): void {
  if (!can(user.userType, permission)) throw new NotPermittedError(permission);
}
