import { and, arrayOverlaps, count, eq, lte, notExists, sql } from "drizzle-orm";
import { newsletterDeliveries, newsletterSubscribers, newsletterSuppressions } from "~/db/schema/index";
import type { NewsletterTopic } from "~/lib/newsletter/newsletter-enums";
import type { Db, Tx } from "~/services/platform";

const notSuppressed = notExists(sql`(select 1 from ${newsletterSuppressions} where ${newsletterSuppressions.email} = ${newsletterSubscribers.email})`);

/** Who a send reaches: active subscribers of one of its topics, confirmed by `cutoff`, never a suppressed address. */
export function recipientsWhere(topics: readonly NewsletterTopic[], cutoff: Date) {
  return and(
    eq(newsletterSubscribers.status, "active"),
    arrayOverlaps(newsletterSubscribers.topics, [...topics]),
    lte(newsletterSubscribers.confirmedAt, cutoff),
    notSuppressed,
  );
}

export async function countRecipients(db: Db | Tx, topics: readonly NewsletterTopic[], cutoff: Date): Promise<{ recipients: number; suppressed: number }> {
  const [recipients] = await db.select({ n: count() }).from(newsletterSubscribers).where(recipientsWhere(topics, cutoff));
  const [suppressed] = await db.select({ n: count() }).from(newsletterSuppressions);
  return { recipients: recipients?.n ?? 0, suppressed: suppressed?.n ?? 0 };
}

/** The next recipients of a send not yet handed to the outbox, oldest subscription first. */
export async function nextRecipients(tx: Tx, sendId: string, topics: readonly NewsletterTopic[], cutoff: Date, limit: number) {
  return tx
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(
      and(
        recipientsWhere(topics, cutoff),
        notExists(
          sql`(select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.sendId} = ${sendId} and ${newsletterDeliveries.email} = ${newsletterSubscribers.email})`,
        ),
      ),
    )
    .orderBy(newsletterSubscribers.confirmedAt, newsletterSubscribers.id)
    .limit(limit);
}
