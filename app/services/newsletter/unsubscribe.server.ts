import { and, eq, isNull } from "drizzle-orm";
import { newsletterDeliveries, newsletterSubscribers } from "~/db/schema/index";
import type { NewsletterTopic } from "~/lib/newsletter/newsletter-enums";
import { SUBSCRIBE_MESSAGES as M, topicsSchema } from "~/lib/newsletter/subscribe-rules";
import { type AppServices, DomainError, type Tx } from "~/services/platform";
import { readUnsubscribeToken } from "./links.server";
import { suppress } from "./suppression.server";

export type UnsubscribeView = { email: string; status: string; topics: NewsletterTopic[] };

function readToken(services: AppServices, token: unknown, now: Date) {
  const verdict = readUnsubscribeToken(services.config.sessionSecret, token, now);
  if (!verdict.ok) throw new DomainError(verdict.reason === "expired" ? M.linkExpired : M.linkInvalid, 400);
  return verdict;
}

async function countLeaving(tx: Tx, subscriberId: string, sendId: string | null, now: Date) {
  if (!sendId) return;
  await tx
    .update(newsletterDeliveries)
    .set({ unsubscribedAt: now })
    .where(and(eq(newsletterDeliveries.sendId, sendId), eq(newsletterDeliveries.subscriberId, subscriberId), isNull(newsletterDeliveries.unsubscribedAt)));
}

/** What the unsubscribe page shows for a token: the address and its topics (nothing changes by opening it). */
export async function unsubscribeView(services: AppServices, token: unknown, now = new Date()): Promise<UnsubscribeView | null> {
  const { subscriberId } = readToken(services, token, now);
  const [row] = await services.database.db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status, topics: newsletterSubscribers.topics })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId));
  return row ?? null;
}

/**
 * Leaves the whole newsletter at once: the RFC 8058 one-click POST and the page's "leave all".
 * The token alone decides (no cookie, no session); a subscriber deleted meanwhile is a no-op.
 */
export async function unsubscribeAll(services: AppServices, token: unknown, now = new Date()): Promise<void> {
  const { subscriberId, sendId } = readToken(services, token, now);
  await services.database.db.transaction(async (tx) => {
    const [row] = await tx.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriberId));
    if (!row) return;
    await suppress(tx, [row.email], "unsubscribed", now);
    await countLeaving(tx, subscriberId, sendId, now);
  });
}

/** Keeps only the topics still ticked on the unsubscribe page; none ticked is leaving altogether. */
export async function keepTopics(services: AppServices, token: unknown, topics: unknown, now = new Date()): Promise<"kept" | "left"> {
  const verdict = readToken(services, token, now);
  const parsed = topicsSchema.safeParse(Array.isArray(topics) ? topics : []);
  if (!parsed.success) {
    await unsubscribeAll(services, token, now);
    return "left";
  }
  await services.database.db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscribers)
      .set({ topics: parsed.data, updatedAt: now })
      .where(and(eq(newsletterSubscribers.id, verdict.subscriberId), eq(newsletterSubscribers.status, "active")));
  });
  return "kept";
}
