import type { SecurityCheck } from "./check-definition.server";
import { adminCount } from "./checks/admin-count.server";
import { adminTwoFactor } from "./checks/admin-two-factor.server";
import { backupAge } from "./checks/backup-age.server";
import { countryDatabaseAge } from "./checks/country-database-age.server";
import { defaultAdminName } from "./checks/default-admin-name.server";
import { firstAdminPassword } from "./checks/first-admin-password.server";
import { httpsInProduction } from "./checks/https-in-production.server";
import { idleAccountsCheck } from "./checks/idle-accounts.server";
import { runtimeEndOfLife } from "./checks/runtime-end-of-life.server";
import { sessionSecret } from "./checks/session-secret.server";
import { trustProxy } from "./checks/trust-proxy.server";

/** Every security check, in the order the Warnings sub-tab lists them. A new check is one module and one line here. */
export const SECURITY_CHECKS: readonly SecurityCheck[] = [
  httpsInProduction,
  sessionSecret,
  firstAdminPassword,
  adminTwoFactor,
  adminCount,
  backupAge,
  idleAccountsCheck,
  runtimeEndOfLife,
  countryDatabaseAge,
  trustProxy,
  defaultAdminName,
];
