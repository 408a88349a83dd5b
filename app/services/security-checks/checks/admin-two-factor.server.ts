import { listAdminsWithoutTwoFactor } from "~/services/two-factor";
import type { SecurityCheck } from "../check-definition.server";

export const adminTwoFactor: SecurityCheck = {
  id: "admin-two-factor",
  title: "Two-factor sign-in for every admin",
  severity: "high",
  passed: "Every active admin account signs in with an authenticator code after its password.",
  whyItMatters: "An admin can change everything on the site; a stolen or guessed password alone should not be enough to do that.",
  howToFix:
    "Each admin turns on two-factor sign-in on their Account page, or switch on 'Require two-factor for every account' under Manage Users so the remaining ones must enrol at their next sign-in.",
  async run({ services: { database } }) {
    const admins = await listAdminsWithoutTwoFactor(database.db);
    if (admins.length === 0) return null;
    return { found: `Admins without two-factor sign-in: ${admins.map((admin) => admin.username).join(", ")}.` };
  },
};
