import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { newsletterSubscribers } from "~/db/schema/index";
import { fieldErrors } from "~/lib/core/field-errors";
import { SUBSCRIBE_MESSAGES as M, subscribeSchema } from "~/lib/newsletter/subscribe-rules";
import { addressKey, RATE_LIMITS } from "~/lib/rate-limits/rate-limit-rules";
import { readFormToken } from "~/services/leads";
import { deliverSoon, queueMail } from "~/services/mail";
import { type AppServices, DomainError } from "~/services/platform";
import { hitRateLimit } from "~/services/rate-limits";
import { confirmLink } from "./links.server";
import { confirmationMail } from "./confirmation-mail.server";
import { filled, newsletterTexts } from "./newsletter-texts.server";

export type Subscriber = { ip: string };

/** What happened, for the page (the same answer whatever the address's state, so nobody learns who subscribes). */
export type SubscribeOutcome = "confirmation-sent" | "already-subscribed";

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** A refusal that asks the visitor to press Subscribe again on a form with a fresh token (nothing typed is lost). */
export class ConfirmAgainError extends DomainError {
  constructor() {
    super(M.confirmAgain, 400);
  }
}

/**
 * A sign-up from the public form: the fields, the per-address limit, the signed form token (its
 * minimum fill time) and the per-address-of-mail limit are checked before anything is stored;
 * then the subscriber is recorded as pending with the consent sentence as shown, and the
 * confirmation mail with its single-use link is queued in the same transaction. An address that
 * is already active gets no mail and the same answer.
 */
export async function subscribe(services: AppServices, values: Record<string, unknown>, requester: Subscriber, now = new Date()): Promise<SubscribeOutcome> {
  const { config, database, logger } = services;
  const parsed = subscribeSchema.safeParse(values);
  if (!parsed.success) throw new DomainError(M.fixFields, 400, fieldErrors(parsed.error));
  const byAddress = await hitRateLimit(database.db, RATE_LIMITS.newsletterPerAddress, addressKey(requester.ip), now);
  if (!byAddress.allowed) throw new DomainError(M.tooManyFromNetwork(minutes(byAddress.retryAfterSeconds)), 429);
  const token = readFormToken(config.sessionSecret, values.formToken, now);
  if (!token.ok) throw new ConfirmAgainError();
  const { email, topics } = parsed.data;
  const byEmail = await hitRateLimit(database.db, RATE_LIMITS.newsletterPerEmail, email, now);
  if (!byEmail.allowed) throw new DomainError(M.tooManyForEmail(minutes(byEmail.retryAfterSeconds)), 429);

  const texts = await newsletterTexts(database.db, logger);
  const consentText = filled(config, texts.consent).replace("{link}", texts.consentLink);
  const nonce = randomBytes(16).toString("base64url");
  const outcome = await database.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for("update");
    if (existing?.status === "active") return "already-subscribed" as const;
    const consent = { topics, consentText, consentedAt: now, consentIp: requester.ip, confirmNonce: nonce, updatedAt: now };
    let id: string;
    if (existing) {
      // Asking again after leaving (or bouncing) is a new consent; the address stays suppressed until it is confirmed.
      await tx
        .update(newsletterSubscribers)
        .set({ ...consent, status: "pending", source: "form", confirmedAt: null, confirmIp: null })
        .where(eq(newsletterSubscribers.id, existing.id));
      id = existing.id;
    } else {
      const [row] = await tx
        .insert(newsletterSubscribers)
        .values({ ...consent, email, status: "pending", source: "form", createdAt: now })
        .returning({ id: newsletterSubscribers.id });
      id = row!.id;
    }
    await queueMail(tx, config, {
      kind: "newsletter_confirm",
      to: [email],
      ...confirmationMail({
        siteName: config.identity.siteName,
        link: confirmLink(config, id, nonce, now),
        topics: topics.map((topic) => texts.topics[topic]),
      }),
      now,
    });
    return "confirmation-sent" as const;
  });
  if (outcome === "confirmation-sent") deliverSoon(services);
  return outcome;
}
