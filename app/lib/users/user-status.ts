/** An account's status: frozen takes precedence over active, then inactive. */
export type UserStatus = "Frozen" | "Active" | "Inactive";

export function userStatus(user: { frozen: boolean; active: boolean }): UserStatus {
  if (user.frozen) return "Frozen";
  return user.active ? "Active" : "Inactive";
}
