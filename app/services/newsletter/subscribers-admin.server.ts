import { and, count, desc, eq, ilike, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { newsletterDeliveries, newsletterLinkClicks, newsletterSends, newsletterSubscribers, newsletterSuppressions } from "~/db/schema/index";
import { csvDocument } from "~/lib/core/csv";
import { containing } from "~/lib/core/like-pattern";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "~/lib/newsletter/newsletter-enums";
import { parseSubscriberCsv, type RefusedRow } from "~/lib/newsletter/subscriber-csv";
import { SUBSCRIBERS_PAGE_SIZE } from "~/lib/newsletter/subscriber-list";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import { type Db, DomainError } from "~/services/platform";
import { recordEvent } from "~/services/security";

export type SubscriberQuery = { search: string; status: SubscriberStatus | null; page: number };

export type SubscriberRow = {
  id: string;
  email: string;
  status: SubscriberStatus;
  topics: string[];
  source: string;
  consentedAt: string;
  confirmedAt: string | null;
  leftAt: string | null;
};

function whereOf(query: Pick<SubscriberQuery, "search" | "status">) {
  return and(
    query.search ? ilike(newsletterSubscribers.email, containing(query.search.trim().toLowerCase())) : undefined,
    query.status ? eq(newsletterSubscribers.status, query.status) : undefined,
  );
}

export function subscriberQueryOf(params: URLSearchParams): SubscriberQuery {
  const status = params.get("status");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    search: (params.get("q") ?? "").slice(0, 200),
    status: (SUBSCRIBER_STATUSES as readonly string[]).includes(status ?? "") ? (status as SubscriberStatus) : null,
    page: Number.isSafeInteger(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

export async function listSubscribers(db: Db, actor: Actor, query: SubscriberQuery) {
  authorizeActor(actor, "newsletter:manage");
  const where = whereOf(query);
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.createdAt), newsletterSubscribers.id)
    .limit(SUBSCRIBERS_PAGE_SIZE)
    .offset((query.page - 1) * SUBSCRIBERS_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(newsletterSubscribers).where(where);
  const byStatus = await db.select({ status: newsletterSubscribers.status, n: count() }).from(newsletterSubscribers).groupBy(newsletterSubscribers.status);
  const [suppressed] = await db.select({ n: count() }).from(newsletterSuppressions);
  return {
    rows: rows.map((row): SubscriberRow => ({
      id: row.id,
      email: row.email,
      status: row.status,
      topics: row.topics,
      source: row.source,
      consentedAt: row.consentedAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      leftAt: row.leftAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    counts: Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, byStatus.find((row) => row.status === status)?.n ?? 0])) as Record<
      SubscriberStatus,
      number
    >,
    suppressed: suppressed?.n ?? 0,
  };
}

/** The subscribers matching the tab's filters, with their consent proof, as CSV (an audited export). */
export async function exportSubscribers(db: Db, actor: Actor, query: Pick<SubscriberQuery, "search" | "status">): Promise<string> {
  authorizeActor(actor, "newsletter:manage");
  const rows = await db.select().from(newsletterSubscribers).where(whereOf(query)).orderBy(newsletterSubscribers.createdAt);
  await recordEvent(db, {
    kind: "subscribers_exported",
    at: new Date(),
    ...actorEventFields(actor),
    target: { type: "subscribers", label: `${rows.length} subscribers` },
    changes: { filters: { search: query.search || null, status: query.status }, rows: rows.length },
  });
  return csvDocument([
    ["email", "status", "topics", "source", "consented_at", "consent_text", "consent_ip", "confirmed_at", "confirm_ip", "left_at"],
    ...rows.map((row) => [
      row.email,
      row.status,
      row.topics.join(";"),
      row.source,
      row.consentedAt.toISOString(),
      row.consentText,
      row.consentIp,
      row.confirmedAt?.toISOString() ?? null,
      row.confirmIp,
      row.leftAt?.toISOString() ?? null,
    ]),
  ]);
}

/** A privacy request: the subscriber and their consent record go; the suppression entry stays, so nothing reaches them again. */
export async function deleteSubscriber(db: Db, actor: Actor, id: string): Promise<void> {
  authorizeActor(actor, "newsletter:manage");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ id: newsletterSubscribers.id, status: newsletterSubscribers.status });
    if (!row) throw new DomainError("That subscriber no longer exists.", 404);
    await recordEvent(tx, {
      kind: "subscriber_deleted",
      at: new Date(),
      ...actorEventFields(actor),
      // The address itself is not written to the audit log: deleting it is the point.
      target: { type: "subscriber", id: row.id, label: "subscriber" },
      changes: { status: row.status },
    });
  });
}

/**
 * Subscribers of a former list, imported as active with their consent dates (rows without are
 * refused and listed); an address already here or on the suppression list is left as it is.
 */
export async function importSubscribers(
  db: Db,
  actor: Actor,
  csv: string,
  now = new Date(),
): Promise<{ imported: number; skipped: number; refused: RefusedRow[] }> {
  authorizeActor(actor, "newsletter:manage");
  const { rows, refused } = parseSubscriberCsv(csv, now);
  let imported = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 500) {
      const chunk = rows.slice(start, start + 500);
      const suppressed = await tx
        .select({ email: newsletterSuppressions.email })
        .from(newsletterSuppressions)
        .where(
          inArray(
            newsletterSuppressions.email,
            chunk.map((row) => row.email),
          ),
        );
      const blocked = new Set(suppressed.map((row) => row.email));
      const fresh = chunk.filter((row) => !blocked.has(row.email));
      if (fresh.length === 0) continue;
      const inserted = await tx
        .insert(newsletterSubscribers)
        .values(
          fresh.map((row) => ({
            email: row.email,
            status: "active" as const,
            topics: row.topics,
            source: "import" as const,
            consentText: "Imported from a former list; consent given there.",
            consentedAt: row.consentedAt,
            confirmedAt: row.confirmedAt,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      imported += inserted.length;
    }
    await recordEvent(tx, {
      kind: "subscribers_imported",
      at: now,
      ...actorEventFields(actor),
      target: { type: "subscribers", label: `${imported} subscribers` },
      changes: { imported, skipped: rows.length - imported, refused: refused.length },
    });
  });
  return { imported, skipped: rows.length - imported, refused };
}

/** The sends, newest first, with their figures (the tab's "Sends" list). */
export async function listSends(db: Db, actor: Actor) {
  authorizeActor(actor, "newsletter:manage");
  const sends = await db.select().from(newsletterSends).orderBy(desc(newsletterSends.createdAt)).limit(50);
  const figures = sends.length
    ? await db
        .select({
          sendId: newsletterDeliveries.sendId,
          sent: sql<number>`count(*) filter (where ${newsletterDeliveries.state} = 'sent')`.mapWith(Number),
          bounced: sql<number>`count(*) filter (where ${newsletterDeliveries.state} = 'bounced')`.mapWith(Number),
          failed: sql<number>`count(*) filter (where ${newsletterDeliveries.state} = 'failed')`.mapWith(Number),
          unsubscribed: count(newsletterDeliveries.unsubscribedAt),
          complained: count(newsletterDeliveries.complainedAt),
        })
        .from(newsletterDeliveries)
        .where(
          inArray(
            newsletterDeliveries.sendId,
            sends.map((send) => send.id),
          ),
        )
        .groupBy(newsletterDeliveries.sendId)
    : [];
  const clicks = sends.some((send) => send.countClicks)
    ? await db
        .select({ sendId: newsletterLinkClicks.sendId, clicks: sql<number>`sum(${newsletterLinkClicks.clicks})`.mapWith(Number) })
        .from(newsletterLinkClicks)
        .where(
          inArray(
            newsletterLinkClicks.sendId,
            sends.map((send) => send.id),
          ),
        )
        .groupBy(newsletterLinkClicks.sendId)
    : [];
  return sends.map((send) => {
    const figure = figures.find((row) => row.sendId === send.id);
    return {
      id: send.id,
      postId: send.postId,
      subject: send.subject,
      status: send.status,
      topics: send.topics,
      startedAt: send.startedAt?.toISOString() ?? null,
      recipients: send.recipientCount,
      sent: figure?.sent ?? 0,
      bounced: figure?.bounced ?? 0,
      failed: figure?.failed ?? 0,
      unsubscribed: figure?.unsubscribed ?? 0,
      complained: figure?.complained ?? 0,
      /** Null when the send did not count clicks (staff did not turn it on). */
      clicks: send.countClicks ? (clicks.find((row) => row.sendId === send.id)?.clicks ?? 0) : null,
    };
  });
}

/**
 * Retention: a sign-up never confirmed is deleted once its link expired; a subscription that
 * ended (left, bounced, complained) after RETENTION_SUBSCRIBER_LEFT_DAYS. The suppression list
 * keeps the address either way.
 */
export async function pruneSubscribers(db: Db, now: Date, leftDays: number, pendingDays: number): Promise<number> {
  const day = 24 * 3_600_000;
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(
      or(
        and(
          eq(newsletterSubscribers.status, "pending"),
          lt(newsletterSubscribers.consentedAt, new Date(now.getTime() - pendingDays * day)),
          isNull(newsletterSubscribers.confirmedAt),
        ),
        and(
          inArray(newsletterSubscribers.status, ["unsubscribed", "bounced", "complained"]),
          lt(newsletterSubscribers.leftAt, new Date(now.getTime() - leftDays * day)),
        ),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return deleted.length;
}
