import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import { simpleParser } from "mailparser";
import { newsletterDeliveries, newsletterSubscribers } from "~/db/schema/index";
import { abuseComplaint, permanentFailures, type ReportParts, reportPartsOf, type StructurePart, unsubscribeTokenIn } from "~/lib/newsletter/bounce-reports";
import type { AppConfig, AppServices, Tx } from "~/services/platform";
import { readUnsubscribeToken } from "./links.server";
import { suppress } from "./suppression.server";

/** The keyword a read report gets (with \Seen): the next run searches for messages without it, so none is read twice. */
export const PROCESSED_KEYWORD = "$NewsletterProcessed";
/** Reports read per run: a flood waits for the next runs instead of holding one past its timeout. */
const MESSAGES_PER_RUN = 200;
/** A report without our token is matched to the address's latest delivery this recent. */
const MATCH_WINDOW_MS = 30 * 24 * 3_600_000;
const MAX_PART_BYTES = 256 * 1024;

export type BounceMailboxOutcome = { read: number; bounced: number; complained: number; ignored: number };

/** Where the mailbox is: NEWSLETTER_BOUNCE_IMAP_URL's host, port, TLS, login and folder (INBOX when the URL has no path). */
export function bounceMailboxOf(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === "imaps:";
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
    mailbox: decodeURIComponent(parsed.pathname.replace(/^\/+/, "")) || "INBOX",
  };
}

async function partText(client: ImapFlow, uid: number, part: string): Promise<string> {
  const { content } = await client.download(String(uid), part, { uid: true, maxBytes: MAX_PART_BYTES });
  const chunks: Buffer[] = [];
  if (!content) return "";
  for await (const chunk of content) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** The original message's headers as mailparser reads them: our unsubscribe token, and the To address (for a complaint naming no recipient). */
async function originalOf(text: string | null): Promise<{ token: string | null; to: string | null }> {
  if (!text) return { token: null, to: null };
  const header = text.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const parsed = await simpleParser(`${header}\r\n\r\n`, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  const listUnsubscribe = parsed.headerLines.find((line) => line.key === "list-unsubscribe")?.line ?? "";
  const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  return { token: unsubscribeTokenIn(listUnsubscribe), to: to?.value[0]?.address?.toLowerCase() ?? null };
}

/**
 * The delivery a report is about: the one our signed token names (subscriber and send), else the
 * address's latest delivery of the last 30 days. None: the report is not about a newsletter mail
 * (or is forged), and nothing happens.
 */
async function deliveryOf(tx: Tx, email: string, token: { subscriberId: string; sendId: string | null } | null, now: Date) {
  const where = token?.sendId
    ? and(eq(newsletterDeliveries.sendId, token.sendId), eq(newsletterDeliveries.email, email))
    : and(eq(newsletterDeliveries.email, email), gt(newsletterDeliveries.queuedAt, new Date(now.getTime() - MATCH_WINDOW_MS)));
  const [delivery] = await tx
    .select({ sendId: newsletterDeliveries.sendId, email: newsletterDeliveries.email })
    .from(newsletterDeliveries)
    .where(where)
    .orderBy(desc(newsletterDeliveries.queuedAt))
    .limit(1);
  return delivery ?? null;
}

/** Acts on one report in one transaction; every step is idempotent, so a report read again after a crash changes nothing more. */
async function actOn(services: AppServices, parts: ReportParts, report: string, original: { token: string | null; to: string | null }, now: Date) {
  const verdict = original.token ? readUnsubscribeToken(services.config.sessionSecret, original.token, now) : null;
  const token = verdict?.ok ? verdict : null;
  return services.database.db.transaction(async (tx) => {
    const tally = { bounced: 0, complained: 0 };
    if (parts.kind === "delivery-status") {
      for (const failure of permanentFailures(report)) {
        const delivery = await deliveryOf(tx, failure.email, token, now);
        if (!delivery) continue;
        await suppress(tx, [failure.email], "bounced", now, [failure.status, failure.diagnostic].filter(Boolean).join(" "));
        await tx
          .update(newsletterDeliveries)
          .set({ state: "bounced" })
          .where(
            and(
              eq(newsletterDeliveries.sendId, delivery.sendId),
              eq(newsletterDeliveries.email, delivery.email),
              inArray(newsletterDeliveries.state, ["sent", "queued"]),
            ),
          );
        tally.bounced++;
      }
      return tally;
    }
    const complaint = abuseComplaint(report);
    if (!complaint) return tally;
    let recipients = complaint.recipients;
    if (recipients.length === 0 && token) {
      const [subscriber] = await tx
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.id, token.subscriberId));
      recipients = subscriber ? [subscriber.email] : [];
    }
    if (recipients.length === 0 && original.to) recipients = [original.to];
    for (const email of recipients) {
      const delivery = await deliveryOf(tx, email, token, now);
      if (!delivery) continue;
      await suppress(tx, [email], "complained", now, "abuse report (ARF)");
      await tx
        .update(newsletterDeliveries)
        .set({ complainedAt: now })
        .where(
          and(eq(newsletterDeliveries.sendId, delivery.sendId), eq(newsletterDeliveries.email, delivery.email), isNull(newsletterDeliveries.complainedAt)),
        );
      tally.complained++;
    }
    return tally;
  });
}

/**
 * Reads the bounce mailbox (NEWSLETTER_BOUNCE_IMAP_URL): each report not read before is parsed
 * (the IMAP server's BODYSTRUCTURE finds its parts), acted on, then marked \Seen and
 * $NewsletterProcessed. A permanent failure (5.x.x) suppresses the address as bounced, an abuse
 * complaint as complained; both count in their send's figures. Other mail is marked and left alone.
 */
export async function readBounceMailbox(services: AppServices, now = new Date(), signal?: AbortSignal): Promise<BounceMailboxOutcome> {
  const outcome: BounceMailboxOutcome = { read: 0, bounced: 0, complained: 0, ignored: 0 };
  const url = services.config.NEWSLETTER_BOUNCE_IMAP_URL;
  if (!url) return outcome;
  const { mailbox, ...connection } = bounceMailboxOf(url);
  const client = new ImapFlow({ ...connection, logger: false, disableAutoIdle: true, connectionTimeout: 30_000 });
  // A dropped connection is emitted as an event: unheard, it would end the process. The pending command rejects and fails the run.
  client.on("error", (error: unknown) => services.logger.warn({ err: error }, "the bounce mailbox's connection failed"));
  await client.connect();
  try {
    const lock = await client.getMailboxLock(mailbox);
    try {
      const uids = (await client.search({ unKeyword: PROCESSED_KEYWORD }, { uid: true })) || [];
      for (const uid of uids.slice(0, MESSAGES_PER_RUN)) {
        if (signal?.aborted) break;
        const message = await client.fetchOne(String(uid), { bodyStructure: true }, { uid: true });
        const parts = message && message.bodyStructure ? reportPartsOf(message.bodyStructure as StructurePart) : null;
        if (parts) {
          const report = await partText(client, uid, parts.report);
          const original = await originalOf(parts.original ? await partText(client, uid, parts.original) : null);
          const tally = await actOn(services, parts, report, original, now);
          outcome.bounced += tally.bounced;
          outcome.complained += tally.complained;
          if (tally.bounced + tally.complained === 0) outcome.ignored++;
        } else {
          outcome.ignored++;
        }
        await client.messageFlagsAdd(String(uid), ["\\Seen", PROCESSED_KEYWORD], { uid: true });
        outcome.read++;
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return outcome;
}

export function bounceMailboxConfigured(config: Pick<AppConfig, "NEWSLETTER_BOUNCE_IMAP_URL">): boolean {
  return Boolean(config.NEWSLETTER_BOUNCE_IMAP_URL);
}
