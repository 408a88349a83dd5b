import { randomUUID } from "node:crypto";
import { and, count, desc, eq, gt, inArray, isNotNull, lte, min, or, sql } from "drizzle-orm";
import { mailOutbox, newsletterDeliveries, newsletterSends, posts } from "~/db/schema/index";
import { type NewsletterTopic, topicOfPostType } from "~/lib/newsletter/newsletter-enums";
import { checkPasses, type CheckItem, presendCheck } from "~/lib/newsletter/presend-check";
import { topicsSchema } from "~/lib/newsletter/subscribe-rules";
import { listUnsubscribeHeaders } from "~/lib/newsletter/unsubscribe-headers";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import { composeRawMail, deliverDueMail, deliverSoon, mailConfigured, queueMail, queueMailsWithIds } from "~/services/mail";
import { type AppServices, DomainError, type Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { clicksOfSend } from "./clicks.server";
import { clickLink, unsubscribeToken, unsubscribeUrls } from "./links.server";
import { checkComposedMail } from "./mail-check.server";
import { filled, newsletterTexts } from "./newsletter-texts.server";
import { type MailPost, renderPostMail } from "./post-mail.server";
import { countRecipients, nextRecipients } from "./recipients.server";
import { suppress } from "./suppression.server";

const TOKEN_SLOT = "NEWSLETTER-UNSUBSCRIBE-TOKEN";
const MINUTE_MS = 60_000;

export const SEND_MESSAGES = {
  notPublished: "Only a published post can be sent to subscribers.",
  notFound: "That send no longer exists.",
  alreadyStarted: "This post is already being sent; a send cannot start twice.",
  noMail: "Mail is off on this site (SMTP_URL is not set): nothing can be sent.",
  noOwnAddress: "Your account has no e-mail address: add one in My Account to receive the test.",
  checkFails: "The pre-send check does not pass yet: see what it found below.",
  topicsRequired: "Choose at least one topic",
} as const;

type PostRow = MailPost & { id: string; type: Parameters<typeof topicOfPostType>[0] };

async function publishedPost(services: AppServices, postId: string, now: Date): Promise<PostRow> {
  const [post] = await services.database.db
    .select({ id: posts.id, title: posts.title, slug: posts.slug, excerpt: posts.excerpt, content: posts.content, type: posts.type })
    .from(posts)
    .where(
      and(
        eq(posts.id, postId),
        sql`${posts.deletedAt} is null`,
        or(eq(posts.status, "published"), and(eq(posts.status, "scheduled"), lte(posts.publishAt, now))),
      ),
    );
  if (!post) throw new DomainError(SEND_MESSAGES.notPublished, 409);
  return post;
}

/**
 * The mail of one post with the unsubscribe token still to fill in: rendered once per send, not once
 * per recipient. When the send counts clicks its web links go through the counted redirect (the
 * same for every recipient: clicks are counted per link, not per reader).
 */
async function mailTemplate(services: AppServices, post: MailPost, countClicksOf: string | null = null) {
  const { config, database, logger } = services;
  const texts = await newsletterTexts(database.db, logger);
  const urls = unsubscribeUrls(config, TOKEN_SLOT);
  const now = new Date();
  const linkOf = countClicksOf ? (url: string) => clickLink(config, countClicksOf, url, now) : undefined;
  const mail = await renderPostMail(config, post, texts, urls.page, linkOf);
  const forToken = (token: string) => {
    const fill = (text: string) => text.replaceAll(TOKEN_SLOT, token);
    const oneClick = unsubscribeUrls(config, token).oneClick;
    return {
      subject: mail.subject,
      text: fill(mail.text),
      html: fill(mail.html),
      headers: listUnsubscribeHeaders(oneClick, config.CONTACT_EMAIL),
    };
  };
  return { texts, forToken };
}

export type SendView = {
  id: string;
  postId: string | null;
  subject: string;
  topics: NewsletterTopic[];
  status: "draft" | "sending" | "sent";
  testSentTo: string | null;
  testSentAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  recipientCount: number | null;
  /** Staff chose to count clicks on this send's links (off unless they did). */
  countClicks: boolean;
  /** Clicks per link, most followed first (empty unless the send counts clicks). */
  links: { url: string; clicks: number }[];
  check: CheckItem[];
  passes: boolean;
  progress: { sent: number; waiting: number; failed: number; bounced: number; unsubscribed: number; complained: number };
};

async function readSend(services: AppServices, sendId: string) {
  const [send] = await services.database.db.select().from(newsletterSends).where(eq(newsletterSends.id, sendId));
  if (!send) throw new DomainError(SEND_MESSAGES.notFound, 404);
  return send;
}

async function progressOf(services: AppServices, sendId: string, recipientCount: number | null) {
  const rows = await services.database.db
    .select({
      state: newsletterDeliveries.state,
      n: count(),
      left: count(newsletterDeliveries.unsubscribedAt),
      complained: count(newsletterDeliveries.complainedAt),
    })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.sendId, sendId))
    .groupBy(newsletterDeliveries.state);
  const by = (state: string) => rows.find((row) => row.state === state)?.n ?? 0;
  const handed = rows.reduce((sum, row) => sum + row.n, 0);
  return {
    sent: by("sent"),
    waiting: by("queued") + Math.max(0, (recipientCount ?? 0) - handed),
    failed: by("failed"),
    bounced: by("bounced"),
    unsubscribed: rows.reduce((sum, row) => sum + row.left, 0),
    complained: rows.reduce((sum, row) => sum + row.complained, 0),
  };
}

/** A send as the tab shows it: its pre-send check (recomputed now) and its progress. */
export async function sendView(services: AppServices, actor: Actor, sendId: string, now = new Date()): Promise<SendView> {
  authorizeActor(actor, "newsletter:manage");
  const send = await readSend(services, sendId);
  const texts = await newsletterTexts(services.database.db, services.logger);
  const counts = await countRecipients(services.database.db, send.topics, send.startedAt ?? now);
  const stored = send.testCheck ? Object.fromEntries(send.testCheck.map((item) => [item.id, item])) : null;
  const check = presendCheck({
    postalAddress: texts.postalAddress,
    mailFooter: texts.mailFooter,
    fromAddress: services.config.MAIL_FROM,
    test: stored
      ? {
          listUnsubscribe: Boolean(stored["list-unsubscribe"]?.ok),
          oneClickPost: Boolean(stored["one-click-post"]?.ok),
          dkimPass: Boolean(stored["dkim-pass"]?.ok),
          dkimCoversUnsubscribe: Boolean(stored["dkim-covers"]?.ok),
          dkimDetail: stored["dkim-pass"]?.detail ?? "",
          postalAddressInMail: Boolean(stored["postal-address"]?.ok),
          footerInMail: Boolean(stored["footer"]?.ok),
        }
      : null,
    recipients: send.recipientCount ?? counts.recipients,
    suppressedLeftOut: counts.suppressed,
  });
  return {
    id: send.id,
    postId: send.postId,
    subject: send.subject,
    topics: send.topics,
    status: send.status,
    testSentTo: send.testSentTo,
    testSentAt: send.testSentAt?.toISOString() ?? null,
    startedAt: send.startedAt?.toISOString() ?? null,
    finishedAt: send.finishedAt?.toISOString() ?? null,
    recipientCount: send.recipientCount,
    countClicks: send.countClicks,
    links: await clicksOfSend(services.database.db, send.id),
    check,
    passes: checkPasses(check),
    progress: await progressOf(services, send.id, send.recipientCount),
  };
}

/** The sends of a post, newest first (the send page lists them with their figures). */
export async function sendsOfPost(services: AppServices, actor: Actor, postId: string) {
  authorizeActor(actor, "newsletter:manage");
  return services.database.db
    .select({ id: newsletterSends.id, status: newsletterSends.status, createdAt: newsletterSends.createdAt })
    .from(newsletterSends)
    .where(eq(newsletterSends.postId, postId))
    .orderBy(desc(newsletterSends.createdAt));
}

/**
 * A send of a published post to the chosen topics, prepared as a draft: the post's open draft is
 * reused (its topics replaced, its test forgotten, so the check reads a test of what will go).
 */
export async function prepareSend(
  services: AppServices,
  actor: Actor,
  postId: string,
  topicsInput: unknown,
  now = new Date(),
  /** Count clicks on the mail's links (first-party redirects, per link): only when staff tick it. */
  options: { countClicks?: boolean } = {},
): Promise<string> {
  const countClicks = options.countClicks === true;
  authorizeActor(actor, "newsletter:manage");
  const post = await publishedPost(services, postId, now);
  const parsed = topicsSchema.safeParse(topicsInput ?? [topicOfPostType(post.type)]);
  if (!parsed.success) throw new DomainError(SEND_MESSAGES.topicsRequired, 400, { topics: SEND_MESSAGES.topicsRequired });
  return services.database.db.transaction(async (tx) => {
    const [draft] = await tx
      .select({ id: newsletterSends.id })
      .from(newsletterSends)
      .where(and(eq(newsletterSends.postId, postId), eq(newsletterSends.status, "draft")))
      .for("update");
    if (draft) {
      await tx
        .update(newsletterSends)
        .set({ topics: parsed.data, subject: post.title, countClicks, testCheck: null, testSentAt: null, testSentTo: null })
        .where(eq(newsletterSends.id, draft.id));
      return draft.id;
    }
    const [row] = await tx
      .insert(newsletterSends)
      .values({ postId, subject: post.title, topics: parsed.data, countClicks, createdBy: actor.user?.username ?? "system", createdAt: now })
      .returning({ id: newsletterSends.id });
    return row!.id;
  });
}

/**
 * Mails the post to the acting staff member as subscribers will get it, and reads that very
 * message back (mailparser, mailauth) for the pre-send check, which the send keeps.
 */
export async function sendTest(services: AppServices, actor: Actor, sendId: string, now = new Date()): Promise<void> {
  authorizeActor(actor, "newsletter:manage");
  const { config, database } = services;
  if (!mailConfigured(config)) throw new DomainError(SEND_MESSAGES.noMail, 409);
  const to = actor.user?.email;
  if (!to) throw new DomainError(SEND_MESSAGES.noOwnAddress, 409);
  const send = await readSend(services, sendId);
  if (send.status !== "draft" || !send.postId) throw new DomainError(SEND_MESSAGES.alreadyStarted, 409);
  const post = await publishedPost(services, send.postId, now);
  // The test's links name no subscriber and no send: following them changes nothing and counts nothing.
  const { texts, forToken } = await mailTemplate(services, post, send.countClicks ? "test" : null);
  const content = forToken(unsubscribeToken(config.sessionSecret, "test", null, now));
  const raw = await composeRawMail(config, [to], content);
  const found = await checkComposedMail(config, raw, { footer: filled(config, texts.mailFooter), postalAddress: texts.postalAddress });
  const testCheck = [
    { id: "list-unsubscribe", ok: found.listUnsubscribe, detail: "" },
    { id: "one-click-post", ok: found.oneClickPost, detail: "" },
    { id: "dkim-pass", ok: found.dkimPass, detail: found.dkimDetail },
    { id: "dkim-covers", ok: found.dkimCoversUnsubscribe, detail: "" },
    { id: "postal-address", ok: found.postalAddressInMail, detail: "" },
    { id: "footer", ok: found.footerInMail, detail: "" },
  ];
  await database.db.transaction(async (tx) => {
    await queueMail(tx, config, { kind: "newsletter_test", to: [to], ...content, subject: `[Test] ${content.subject}`, now });
    await tx.update(newsletterSends).set({ testSentTo: to, testSentAt: now, testCheck }).where(eq(newsletterSends.id, sendId));
    await recordEvent(tx, {
      kind: "newsletter_test_sent",
      at: now,
      ...actorEventFields(actor),
      target: { type: "post", id: send.postId!, label: send.subject.slice(0, 200) },
      changes: { to, dkim: found.dkimPass, unsubscribeHeaders: found.listUnsubscribe && found.oneClickPost },
    });
  });
  deliverSoon(services);
}

/** Starts a send whose pre-send check passes: from now on the job hands its recipients to the outbox at the configured rate. */
export async function startSend(services: AppServices, actor: Actor, sendId: string, now = new Date()): Promise<void> {
  authorizeActor(actor, "newsletter:manage");
  if (!mailConfigured(services.config)) throw new DomainError(SEND_MESSAGES.noMail, 409);
  const view = await sendView(services, actor, sendId, now);
  if (view.status !== "draft") throw new DomainError(SEND_MESSAGES.alreadyStarted, 409);
  if (!view.passes) throw new DomainError(SEND_MESSAGES.checkFails, 409);
  await publishedPost(services, view.postId!, now);
  const started = await services.database.db.transaction(async (tx) => {
    const { recipients } = await countRecipients(tx, view.topics, now);
    const updated = await tx
      .update(newsletterSends)
      .set({ status: "sending", startedAt: now, recipientCount: recipients })
      .where(and(eq(newsletterSends.id, sendId), eq(newsletterSends.status, "draft")))
      .returning({ id: newsletterSends.id });
    if (updated.length === 0) return false;
    await recordEvent(tx, {
      kind: "newsletter_send_started",
      at: now,
      ...actorEventFields(actor),
      target: { type: "post", id: view.postId!, label: view.subject.slice(0, 200) },
      changes: { topics: view.topics, recipients },
    });
    return true;
  });
  if (!started) throw new DomainError(SEND_MESSAGES.alreadyStarted, 409);
  void advanceSends(services, now).catch((error: unknown) => services.logger.error({ err: error }, "newsletter batch failed"));
}

/** Thrown inside a hand-over's transaction to roll it back when mail is off: no delivery without its message. */
class MailOffDuringSend extends Error {}

/** Waits `ms`, or less when `signal` aborts (the process drains): whether the whole wait passed. */
function pause(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (whole: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", aborted);
      resolve(whole);
    };
    const aborted = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    if (signal?.aborted) done(false);
    else signal?.addEventListener("abort", aborted, { once: true });
  });
}

/** Copies the outbox's outcome of each handed-over message to its delivery; a permanent refusal suppresses the address. */
async function syncDeliveries(tx: Tx, sendId: string, now: Date): Promise<void> {
  const refused = await tx
    .select({ email: newsletterDeliveries.email, error: mailOutbox.lastError })
    .from(newsletterDeliveries)
    .innerJoin(mailOutbox, eq(mailOutbox.id, newsletterDeliveries.outboxId))
    .where(and(eq(newsletterDeliveries.sendId, sendId), eq(newsletterDeliveries.state, "queued"), isNotNull(mailOutbox.refusedAt)));
  for (const row of refused) await suppress(tx, [row.email], "bounced", now, row.error);
  await tx.execute(sql`
    update newsletter_deliveries d
    set state = case when o.refused_at is not null then 'bounced' when o.status = 'sent' then 'sent' else 'failed' end
    from mail_outbox o
    where o.id = d.outbox_id and d.send_id = ${sendId} and d.state = 'queued' and o.status in ('sent', 'failed')`);
}

/** Recipients of a send handed to the outbox in the minute before `at`, and when the earliest of them was. */
async function handedInLastMinute(services: AppServices, sendId: string, at: Date) {
  const [recent] = await services.database.db
    .select({ n: count(), earliest: min(newsletterDeliveries.queuedAt) })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.sendId, sendId), gt(newsletterDeliveries.queuedAt, new Date(at.getTime() - MINUTE_MS))));
  return { n: recent?.n ?? 0, earliest: recent?.earliest ?? null };
}

/**
 * One step of every running send: the outcome of what was handed over, then the next recipients
 * up to NEWSLETTER_SEND_PER_MINUTE in any minute. Each recipient's delivery row and outbox message are
 * written in one transaction under the (send, address) key, so a restart at any point neither
 * loses nor repeats anyone; a send is done once every recipient has an outcome.
 *
 * `waitForRoomMs` (the job's step): when the minute since the previous hand-over ends within that
 * long, wait for it rather than skip this step. The job runs once a minute but not to the second,
 * so a step can come a few seconds before the previous one's minute is over; skipping it would
 * lose a whole minute of the send (a third of the rate, measured), waiting loses only those seconds.
 */
export async function advanceSends(
  services: AppServices,
  now = new Date(),
  signal?: AbortSignal,
  { waitForRoomMs = 0 }: { waitForRoomMs?: number } = {},
): Promise<void> {
  const { config, database } = services;
  const running = await database.db.select().from(newsletterSends).where(eq(newsletterSends.status, "sending"));
  for (const send of running) {
    if (signal?.aborted) return;
    await database.db.transaction((tx) => syncDeliveries(tx, send.id, now));
    let at = now;
    let recent = await handedInLastMinute(services, send.id, at);
    const opensIn = recent.earliest ? recent.earliest.getTime() + MINUTE_MS + 1 - at.getTime() : 0;
    if (recent.n >= config.NEWSLETTER_SEND_PER_MINUTE && opensIn > 0 && opensIn <= waitForRoomMs) {
      if (!(await pause(opensIn, signal))) return;
      at = new Date(at.getTime() + opensIn);
      recent = await handedInLastMinute(services, send.id, at);
    }
    const room = config.NEWSLETTER_SEND_PER_MINUTE - recent.n;
    let handed = 0;
    if (room > 0 && send.postId) {
      let post: PostRow | null = null;
      try {
        post = await publishedPost(services, send.postId, at);
      } catch {
        services.logger.warn({ sendId: send.id }, "the post of a running newsletter send is no longer published; its send waits");
      }
      if (post) {
        const { forToken } = await mailTemplate(services, post, send.countClicks ? send.id : null);
        handed = await database.db
          .transaction(async (tx) => {
            // One hand-over of a send at a time (a send's start and the job's step, or two instances):
            // the room is counted again under the send's row lock, so two never both fill one minute.
            await tx.select({ id: newsletterSends.id }).from(newsletterSends).where(eq(newsletterSends.id, send.id)).for("update");
            const [already] = await tx
              .select({ n: count() })
              .from(newsletterDeliveries)
              .where(and(eq(newsletterDeliveries.sendId, send.id), gt(newsletterDeliveries.queuedAt, new Date(at.getTime() - MINUTE_MS))));
            const share = Math.min(room, config.NEWSLETTER_SEND_PER_MINUTE - (already?.n ?? 0));
            if (share <= 0) return 0;
            const batch = await nextRecipients(tx, send.id, send.topics, send.startedAt ?? at, share);
            if (batch.length === 0) return 0;
            // The delivery rows first, each naming its message-to-be: only those this step inserted
            // (not one a concurrent step took) get a message, in the same transaction.
            const inserted = await tx
              .insert(newsletterDeliveries)
              .values(batch.map((recipient) => ({ sendId: send.id, email: recipient.email, subscriberId: recipient.id, queuedAt: at, outboxId: randomUUID() })))
              .onConflictDoNothing()
              .returning({ email: newsletterDeliveries.email, outboxId: newsletterDeliveries.outboxId });
            const subscriberOf = new Map(batch.map((recipient) => [recipient.email, recipient.id]));
            const queued = await queueMailsWithIds(
              tx,
              config,
              inserted.map((row) => ({
                id: row.outboxId!,
                kind: "newsletter_post" as const,
                to: [row.email],
                ...forToken(unsubscribeToken(config.sessionSecret, subscriberOf.get(row.email)!, send.id, at)),
                now: at,
              })),
            );
            // Mail switched off since the send started: nothing is handed over, the send waits.
            if (!queued) throw new MailOffDuringSend();
            return inserted.length;
          })
          .catch((error: unknown) => {
            if (error instanceof MailOffDuringSend) return 0;
            throw error;
          });
      }
    }
    if (handed === 0) {
      const [open] = await database.db
        .select({ n: count() })
        .from(newsletterDeliveries)
        .where(and(eq(newsletterDeliveries.sendId, send.id), inArray(newsletterDeliveries.state, ["queued"])));
      const [left] = await database.db.transaction(async (tx) => nextRecipients(tx, send.id, send.topics, send.startedAt ?? at, 1));
      if ((open?.n ?? 0) === 0 && !left) {
        await database.db.update(newsletterSends).set({ status: "sent", finishedAt: at }).where(eq(newsletterSends.id, send.id));
      }
    }
  }
  if (running.length > 0) {
    // What was just queued goes out now; the send-mail job retries whatever this does not send.
    for (let round = 0; round < 500 && !signal?.aborted; round++) {
      const outcome = await deliverDueMail(services);
      if (outcome.sent + outcome.failed + outcome.retrying === 0) break;
    }
  }
}

/** Published posts, newest first, each with how many sends it had: what staff can send to subscribers. */
export async function postsToSend(services: AppServices, actor: Actor, now = new Date()) {
  authorizeActor(actor, "newsletter:manage");
  const rows = await services.database.db
    .select({ id: posts.id, title: posts.title, date: posts.date, type: posts.type })
    .from(posts)
    .where(and(sql`${posts.deletedAt} is null`, or(eq(posts.status, "published"), and(eq(posts.status, "scheduled"), lte(posts.publishAt, now)))))
    .orderBy(desc(posts.date), desc(posts.createdAt))
    .limit(20);
  const sent = rows.length
    ? await services.database.db
        .select({ postId: newsletterSends.postId, n: count() })
        .from(newsletterSends)
        .where(
          and(
            inArray(
              newsletterSends.postId,
              rows.map((row) => row.id),
            ),
            inArray(newsletterSends.status, ["sending", "sent"]),
          ),
        )
        .groupBy(newsletterSends.postId)
    : [];
  return rows.map((row) => ({ ...row, topic: topicOfPostType(row.type), sends: sent.find((entry) => entry.postId === row.id)?.n ?? 0 }));
}

/** The post a send page is about, and its latest send (a draft to prepare, or the one under way). */
export async function sendPageOf(services: AppServices, actor: Actor, postId: string, now = new Date()) {
  authorizeActor(actor, "newsletter:manage");
  const post = await publishedPost(services, postId, now);
  const [latest] = await services.database.db
    .select({ id: newsletterSends.id })
    .from(newsletterSends)
    .where(eq(newsletterSends.postId, postId))
    .orderBy(desc(newsletterSends.createdAt))
    .limit(1);
  return { post: { id: post.id, title: post.title, topic: topicOfPostType(post.type) }, send: latest ? await sendView(services, actor, latest.id, now) : null };
}
