import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import { adminUsers } from "~/db/schema/index";
import { updateUser, UserRefusedError } from "~/services/users";
import type { CheckContext, SecurityCheck } from "../check-definition.server";

export const IDLE_ACCOUNT_DAYS = 90;

/** Active accounts, other than the acting admin's, not signed in (or never, since creation) for 90 days. */
async function idleAccounts({ services, actor, now }: CheckContext) {
  const before = new Date(now.getTime() - IDLE_ACCOUNT_DAYS * 86_400_000);
  return services.database.db
    .select({ id: adminUsers.id, username: adminUsers.username, email: adminUsers.email, userType: adminUsers.userType })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.active, true),
        actor.user ? ne(adminUsers.id, actor.user.userId) : undefined,
        or(lt(adminUsers.lastLogin, before), and(isNull(adminUsers.lastLogin), lt(adminUsers.createdAt, before))),
      ),
    )
    .orderBy(adminUsers.username);
}

export const idleAccountsCheck: SecurityCheck = {
  id: "idle-accounts",
  title: "No unused accounts",
  severity: "medium",
  passed: `Every active account signed in within the last ${IDLE_ACCOUNT_DAYS} days.`,
  whyItMatters: "An account nobody uses is one nobody would notice being taken over: its password is old and its owner may have left.",
  howToFix: "Deactivate the accounts (they keep their posts and history and can be reactivated under Manage Users), or delete them.",
  async run(context) {
    const idle = await idleAccounts(context);
    if (idle.length === 0) return null;
    return {
      found: `${idle.length} active account${idle.length === 1 ? "" : "s"} unused for ${IDLE_ACCOUNT_DAYS} days: ${idle.map((user) => user.username).join(", ")}.`,
    };
  },
  safeFix: {
    label: "Deactivate unused accounts",
    async apply(context) {
      const idle = await idleAccounts(context);
      const deactivated: string[] = [];
      for (const user of idle) {
        // updateUser records each change and refuses to deactivate the last active admin.
        try {
          await updateUser(
            context.services.database.db,
            context.actor,
            user.id,
            { username: user.username, email: user.email, userType: user.userType, active: false },
            context.now,
          );
          deactivated.push(user.username);
        } catch (error) {
          if (!(error instanceof UserRefusedError)) throw error;
        }
      }
      return deactivated.length ? `Deactivated ${deactivated.join(", ")}` : "No account could be deactivated";
    },
  },
};
