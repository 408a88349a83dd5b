import { sql } from "drizzle-orm";
import { adminUsers, usernameKeyIs } from "~/db/schema/index";
import { RATE_LIMITS, USUAL_ADDRESS_FACTOR } from "~/lib/rate-limits/rate-limit-rules";
import { usernameKey } from "~/lib/users/account-rules";
import type { Db } from "~/services/platform";
import { hitRateLimit, type RateLimitVerdict } from "~/services/rate-limits";

/**
 * Counts a sign-in attempt against the account, from all addresses. It slows a guessing attack
 * spread over many addresses; the address of the account's last successful sign-in gets a higher
 * limit, so such an attack never keeps the owner out from where they usually sign in.
 */
export function throttleAccount(db: Db, input: { username: string; ipAddress: string; now: Date }): Promise<RateLimitVerdict> {
  const rule = RATE_LIMITS.signInPerAccount;
  return hitRateLimit(db, rule, usernameKey(input.username), input.now, {
    generousWhen: sql`exists (select 1 from ${adminUsers} where ${usernameKeyIs(input.username)} and ${adminUsers.lastLoginIp} = ${input.ipAddress})`,
    generousLimit: rule.limit * USUAL_ADDRESS_FACTOR,
  });
}
