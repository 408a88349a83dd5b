import { and, count, eq } from "drizzle-orm";
import { adminUsers } from "~/db/schema/index";
import type { SecurityCheck } from "../check-definition.server";

export const adminCount: SecurityCheck = {
  id: "admin-count",
  title: "Few administrators",
  severity: "medium",
  passed: "The number of active admin accounts is within SECURITY_MAX_ADMINS.",
  whyItMatters: "Every admin account can change everything, restore backups and read the audit log; each one more is one more password to steal.",
  howToFix: "Change accounts that only write posts to moderator under Manage Users, or raise SECURITY_MAX_ADMINS if they all need it.",
  async run({ services: { database, config } }) {
    const [row] = await database.db
      .select({ value: count() })
      .from(adminUsers)
      .where(and(eq(adminUsers.userType, "admin"), eq(adminUsers.active, true), eq(adminUsers.frozen, false)));
    const admins = row?.value ?? 0;
    if (admins <= config.SECURITY_MAX_ADMINS) return null;
    return { found: `${admins} active admin accounts; the limit is ${config.SECURITY_MAX_ADMINS}.` };
  },
};
