import { and, eq } from "drizzle-orm";
import { adminUsers, usernameKeyIs } from "~/db/schema/index";
import type { SecurityCheck } from "../check-definition.server";

const GUESSED_NAME = "admin";

export const defaultAdminName: SecurityCheck = {
  id: "default-admin-name",
  title: "No account named admin",
  severity: "low",
  passed: `No active account is called "${GUESSED_NAME}".`,
  whyItMatters: `"${GUESSED_NAME}" is the first name every password-guessing script tries; a less obvious name makes guesses miss before they reach the lock-out.`,
  howToFix: `Rename the account under Manage Users (its history follows it).`,
  async run({ services }) {
    const [row] = await services.database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(usernameKeyIs(GUESSED_NAME), eq(adminUsers.active, true)))
      .limit(1);
    return row ? { found: `An active account is named "${GUESSED_NAME}".` } : null;
  },
};
