import { printedPasswordStillInUse } from "~/services/users";
import type { SecurityCheck } from "../check-definition.server";

export const firstAdminPassword: SecurityCheck = {
  id: "first-admin-password",
  title: "First admin's printed password changed",
  severity: "high",
  passed: "No account still uses the password printed at first start.",
  whyItMatters: "The first admin's random password was printed to the server's console, so it sits in logs and terminal history that other people may read.",
  howToFix: "Reset that account's password under Manage Users (Reset Password), or from the command line.",
  async run({ services }) {
    const username = await printedPasswordStillInUse(services.database.db);
    if (!username) return null;
    return { found: `Account "${username}" still signs in with the password printed at first start.`, command: `npm run admin -- reset-password ${username}` };
  },
};
