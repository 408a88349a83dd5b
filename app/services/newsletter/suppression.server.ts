import { and, eq, inArray, sql } from "drizzle-orm";
import { newsletterSubscribers, newsletterSuppressions } from "~/db/schema/index";
import type { SuppressionReason } from "~/lib/newsletter/newsletter-enums";
import type { Db, Tx } from "~/services/platform";

/**
 * Puts addresses on the suppression list (a first reason is kept; a complaint outranks the rest)
 * and marks their subscriptions, in the caller's transaction. Every send leaves these addresses out.
 */
export async function suppress(tx: Db | Tx, emails: readonly string[], reason: SuppressionReason, now: Date, detail: string | null = null): Promise<void> {
  if (emails.length === 0) return;
  const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  await tx
    .insert(newsletterSuppressions)
    .values(addresses.map((email) => ({ email, reason, detail: detail?.slice(0, 500) ?? null, createdAt: now })))
    .onConflictDoUpdate({
      target: newsletterSuppressions.email,
      set: { reason: sql`case when excluded.reason = 'complained' then excluded.reason else ${newsletterSuppressions.reason} end` },
    });
  await tx
    .update(newsletterSubscribers)
    .set({ status: reason, leftAt: now, updatedAt: now, confirmNonce: null })
    .where(and(inArray(newsletterSubscribers.email, addresses), inArray(newsletterSubscribers.status, ["pending", "active"])));
}

/** Takes an address off the list: only when its owner confirms a new subscription. */
export async function liftSuppression(tx: Db | Tx, email: string): Promise<void> {
  await tx.delete(newsletterSuppressions).where(eq(newsletterSuppressions.email, email));
}
