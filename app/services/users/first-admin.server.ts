import { randomBytes } from "node:crypto";
import { SYSTEM_ACTOR } from "~/services/auth";
import type { AppServices } from "~/services/platform";
import { rememberPrintedPassword } from "./printed-password.server";
import { UserRefusedError } from "./user-errors.server";
import { countAdmins, createUser } from "./users.server";

/**
 * On a database without any admin: create one from ADMIN_USERNAME / ADMIN_PASSWORD, or user
 * `admin` with a random password printed once. There is never a default password. The config has
 * already checked both against the account rules; only the common-password check remains here.
 */
export async function ensureFirstAdmin({ config, database, logger }: AppServices): Promise<void> {
  const db = database.db;
  if ((await countAdmins(db)) > 0) return;
  const username = config.ADMIN_USERNAME;
  const generated = config.ADMIN_PASSWORD === undefined;
  const password = config.ADMIN_PASSWORD ?? randomBytes(18).toString("base64url");
  try {
    await createUser(db, SYSTEM_ACTOR, { username, email: null, password, userType: "admin" }, new Date());
  } catch (error) {
    if (!(error instanceof UserRefusedError)) throw error;
    // Another instance starting at the same moment created it first.
    if ((await countAdmins(db)) > 0) return;
    throw new Error(`ADMIN_PASSWORD: ${error.message}`);
  }
  logger.info({ username }, "created the first admin account");
  if (generated) {
    await rememberPrintedPassword(db, username);
    console.warn(
      [
        "",
        "==================================================================",
        ` First admin account created. Username: ${username}`,
        ` Password (shown only this once): ${password}`,
        " Sign in at /svcs/team and change it under Manage Users.",
        "==================================================================",
        "",
      ].join("\n"),
    );
  }
}
