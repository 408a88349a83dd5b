import { and, count, desc, eq, min } from "drizzle-orm";
import { mailOutbox } from "~/db/schema/index";
import type { MailKind } from "~/lib/mail/mail-kinds";
import type { AppConfig, Db } from "~/services/platform";
import { mailConfigured } from "./outbox.server";

export type MailStatusSummary = {
  configured: boolean;
  /** Messages of this kind waiting for an attempt (a mail server that is down shows here). */
  waiting: number;
  waitingSince: string | null;
  /** Messages of this kind given up after every retry (kept a month). */
  givenUp: number;
  lastError: string | null;
};

/** What staff are told about one kind of mail: whether it is sent at all, and what is stuck. */
export async function mailStatus(db: Db, config: Pick<AppConfig, "SMTP_URL">, kind: MailKind): Promise<MailStatusSummary> {
  const [waiting] = await db
    .select({ count: count(), since: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.status, "pending")));
  const [failed] = await db
    .select({ count: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.status, "failed")));
  const [latest] = await db
    .select({ lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return {
    configured: mailConfigured(config),
    waiting: waiting?.count ?? 0,
    waitingSince: waiting?.since ? waiting.since.toISOString() : null,
    givenUp: failed?.count ?? 0,
    lastError: latest?.lastError ?? null,
  };
}
