import { href } from "react-router";
import { leads } from "~/db/schema/index";
import { fieldErrors } from "~/lib/core/field-errors";
import { formPageVisit, type LeadOrigin, NO_ORIGIN, originOf } from "~/lib/leads/lead-attribution";
import { leadNotification } from "~/lib/leads/lead-mail";
import { LEAD_REFUSALS as REFUSALS } from "~/lib/leads/lead-messages";
import { leadRequestSchema } from "~/lib/leads/lead-rules";
import { addressKey, RATE_LIMITS } from "~/lib/rate-limits/rate-limit-rules";
import { CONTACT_PATH } from "~/lib/site/public-paths";
import { recordServerEvent, visitOf } from "~/services/analytics";
import { deliverSoon, queueMail } from "~/services/mail";
import { type AppServices, DomainError } from "~/services/platform";
import { hitRateLimit } from "~/services/rate-limits";
import { recordEvent } from "~/services/security";
import { readFormToken } from "./form-token.server";

export type LeadRequester = {
  ip: string;
  userAgent: string | null;
  /** Staff signed in to the admin area: their request is kept, but not counted as a goal. */
  signedInStaff: boolean;
  /** This site's hosts: a referrer from them is a page of ours, not a source. */
  ownHosts: readonly string[];
};

/** Whole minutes, at least one, for a "try again in" message. */
const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

async function originFor(services: AppServices, requester: LeadRequester, formPage: { page: string | null; referrer: string | null }, now: Date) {
  const visit = await visitOf(services.database.db, requester, now);
  if (visit) return { origin: originOf(visit, requester.ownHosts), attribution: "visit" as const };
  const page = formPageVisit(formPage.page, formPage.referrer, requester.ownHosts);
  if (!page.landingPage && !page.referrer) return { origin: NO_ORIGIN, attribution: "none" as const };
  return { origin: originOf(page, requester.ownHosts), attribution: "form" as const };
}

/**
 * A visitor's consultation request: checked (fields, the signed form token with its minimum fill
 * time, the per-address and per-email limits) before anything is stored, then stored with its
 * origin, its audit record and its notification mail in one transaction. The mail goes out at
 * once when the mail server answers, else by the send-mail job; the generate_lead goal is counted
 * in the visitor's analytics visit. Refusals are DomainErrors with the message at the field (or
 * the form); a refused request stores no lead.
 */
export async function submitLead(services: AppServices, values: Record<string, unknown>, requester: LeadRequester, now = new Date()): Promise<{ id: string }> {
  const { config, database, logger } = services;
  const parsed = leadRequestSchema.safeParse(values);
  if (!parsed.success) throw new DomainError(REFUSALS.fixFields, 400, fieldErrors(parsed.error));
  const token = readFormToken(config.sessionSecret, values.formToken, now);
  if (!token.ok) throw new DomainError(token.reason === "too-fast" ? REFUSALS.tooFast : REFUSALS.expired, 400);
  const request = parsed.data;

  const byAddress = await hitRateLimit(database.db, RATE_LIMITS.leadPerAddress, addressKey(requester.ip), now);
  if (!byAddress.allowed) throw new DomainError(REFUSALS.tooManyFromNetwork(minutes(byAddress.retryAfterSeconds)), 429);
  const byEmail = await hitRateLimit(database.db, RATE_LIMITS.leadPerEmail, request.email.toLowerCase(), now);
  if (!byEmail.allowed) throw new DomainError(REFUSALS.tooManyForEmail(minutes(byEmail.retryAfterSeconds)), 429);

  let found: { origin: LeadOrigin; attribution: "visit" | "form" | "none" };
  try {
    found = await originFor(services, requester, token.context, now);
  } catch (error) {
    // Where a lead came from is worth knowing, never worth losing the lead over.
    logger.error({ err: error }, "the lead's origin could not be read");
    found = { origin: NO_ORIGIN, attribution: "none" };
  }
  const { origin, attribution } = found;

  const id = await database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        createdAt: now,
        updatedAt: now,
        name: request.name,
        email: request.email,
        organisation: request.organisation,
        organisationType: request.organisationType,
        topic: request.topic,
        message: request.message,
        consentedAt: now,
        ...origin,
        attribution,
      })
      .returning({ id: leads.id });
    const leadId = row!.id;
    await recordEvent(tx, {
      kind: "lead_received",
      at: now,
      target: { type: "lead", id: leadId, label: request.organisation.slice(0, 200) },
      ipAddress: requester.ip,
      userAgent: requester.userAgent,
      changes: { topic: request.topic, source: origin.source, campaign: origin.utmCampaign, attribution },
    });
    const leadsUrl = `${config.SITE_URL}${href("/svcs/admin-dashboard/leads")}`;
    await queueMail(tx, config, {
      kind: "lead_notification",
      to: config.LEADS_NOTIFY_EMAILS,
      ...leadNotification({ ...request, origin, receivedAt: now, leadsUrl }),
      replyTo: request.email,
      leadId,
      now,
    });
    return leadId;
  });

  deliverSoon(services);
  try {
    await recordServerEvent(
      database.db,
      { name: "generate_lead", path: CONTACT_PATH, params: { topic: request.topic } },
      { ip: requester.ip, userAgent: requester.userAgent, signedInStaff: requester.signedInStaff, now, ownHosts: requester.ownHosts, config },
    );
  } catch (error) {
    logger.error({ err: error }, "the lead's goal could not be recorded");
  }
  return { id };
}
