import { eq } from "drizzle-orm";
import { newsletterSubscribers } from "~/db/schema/index";
import { SUBSCRIBE_MESSAGES as M } from "~/lib/newsletter/subscribe-rules";
import { type AppServices, DomainError } from "~/services/platform";
import { readConfirmToken } from "./links.server";
import { liftSuppression } from "./suppression.server";

/**
 * The confirmation link of the double opt-in: checked (signature, expiry) before the database is
 * read, then used once: the one-time value is cleared as the subscriber becomes active, with the
 * confirmation's time and address kept as proof.
 */
export async function confirmSubscription(services: AppServices, token: unknown, requester: { ip: string }, now = new Date()): Promise<{ email: string }> {
  const verdict = readConfirmToken(services.config.sessionSecret, token, now);
  if (!verdict.ok) throw new DomainError(verdict.reason === "expired" ? M.linkExpired : M.linkInvalid, 400);
  return services.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, verdict.subscriberId)).for("update");
    if (!row || row.status !== "pending" || row.confirmNonce !== verdict.nonce) {
      if (row?.status === "active" && row.confirmNonce === null) throw new DomainError(M.linkUsed, 409);
      throw new DomainError(M.linkInvalid, 400);
    }
    await tx
      .update(newsletterSubscribers)
      .set({ status: "active", confirmedAt: now, confirmIp: requester.ip, confirmNonce: null, leftAt: null, updatedAt: now })
      .where(eq(newsletterSubscribers.id, row.id));
    await liftSuppression(tx, row.email);
    return { email: row.email };
  });
}
