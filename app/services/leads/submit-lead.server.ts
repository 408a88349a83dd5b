import { eq } from "drizzle-orm";
import { href } from "react-router";
import { leads } from "~/db/schema/index";
import { fieldErrors } from "~/lib/core/field-errors";
import { formPageVisit, type LeadOrigin, NO_ORIGIN, originOf } from "~/lib/leads/lead-attribution";
import { leadPath } from "~/lib/leads/lead-list-query";
import { leadNotification } from "~/lib/leads/lead-mail";
import { LEAD_REFUSALS as REFUSALS } from "~/lib/leads/lead-messages";
import { type LeadRequest, leadRequestSchema } from "~/lib/leads/lead-rules";
import { addressKey, RATE_LIMITS } from "~/lib/rate-limits/rate-limit-rules";
import { CONTACT_PATH } from "~/lib/site/public-paths";
import { recordServerEvent, visitOf } from "~/services/analytics";
import { deliverSoon, queueMail } from "~/services/mail";
import { type AppServices, DomainError, type Tx } from "~/services/platform";
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

export type CheckedLead = { request: LeadRequest; formPage: { page: string | null; referrer: string | null }; formTokenId: string };

/** The request's fields and its signed form token (with its minimum fill time); a DomainError (400) with the messages at the fields when they fail. */
export function checkLeadRequest(services: Pick<AppServices, "config">, values: Record<string, unknown>, now: Date): CheckedLead {
  const parsed = leadRequestSchema.safeParse(values);
  if (!parsed.success) throw new DomainError(REFUSALS.fixFields, 400, fieldErrors(parsed.error));
  const token = readFormToken(services.config.sessionSecret, values.formToken, now);
  if (!token.ok) throw new DomainError(token.reason === "too-fast" ? REFUSALS.tooFast : REFUSALS.expired, 400);
  return { request: parsed.data, formPage: token.context, formTokenId: token.tokenId };
}

/** The per-address and per-email limits of consultation requests, counted before anything is stored (429 when passed). */
export async function limitLeadRequests(services: AppServices, request: LeadRequest, requester: LeadRequester, now: Date): Promise<void> {
  const byAddress = await hitRateLimit(services.database.db, RATE_LIMITS.leadPerAddress, addressKey(requester.ip), now);
  if (!byAddress.allowed) throw new DomainError(REFUSALS.tooManyFromNetwork(minutes(byAddress.retryAfterSeconds)), 429);
  const byEmail = await hitRateLimit(services.database.db, RATE_LIMITS.leadPerEmail, request.email.toLowerCase(), now);
  if (!byEmail.allowed) throw new DomainError(REFUSALS.tooManyForEmail(minutes(byEmail.retryAfterSeconds)), 429);
}

export type LeadOriginFound = { origin: LeadOrigin; attribution: "visit" | "form" | "none" };

/** Where the request came from (its analytics visit, else the form's page); never a reason to lose the lead. */
export async function findLeadOrigin(services: AppServices, checked: CheckedLead, requester: LeadRequester, now: Date): Promise<LeadOriginFound> {
  try {
    return await originFor(services, requester, checked.formPage, now);
  } catch (error) {
    // Where a lead came from is worth knowing, never worth losing the lead over.
    services.logger.error({ err: error }, "the lead's origin could not be read");
    return { origin: NO_ORIGIN, attribution: "none" };
  }
}

type LeadToStore = {
  request: LeadRequest;
  found: LeadOriginFound;
  requester: Pick<LeadRequester, "ip" | "userAgent">;
  now: Date;
  note?: string[];
  formTokenId?: string;
  /** False for a lead staff already hear of another way (a training registration, on its roster): no notification mail. */
  notify?: boolean;
};

/**
 * Stores the lead with its origin, its audit record and its notification mail, in the caller's
 * transaction; `note` adds lines to the notification (a booking's time). Returns the lead's id.
 */
export async function storeLead(tx: Tx, services: Pick<AppServices, "config">, lead: LeadToStore): Promise<string> {
  const stored = await storeLeadOnce(tx, services, lead);
  return stored.id!;
}

/**
 * storeLead, once per served form (`formTokenId`): a form posted again (a replayed token, a double
 * click, a retry after a lost answer) finds the lead its first post stored and stores, audits
 * and mails nothing (`repeated`; `id` is null only when that lead was deleted meanwhile). The
 * unique key on the token's id decides between two posts at the same moment.
 */
export async function storeLeadOnce(tx: Tx, services: Pick<AppServices, "config">, lead: LeadToStore): Promise<{ id: string | null; repeated: boolean }> {
  const { config } = services;
  const { request, found, requester, now } = lead;
  const { origin, attribution } = found;
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
      formTokenId: lead.formTokenId ?? null,
    })
    .onConflictDoNothing({ target: leads.formTokenId })
    .returning({ id: leads.id });
  if (!row) {
    const [first] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.formTokenId, lead.formTokenId!));
    return { id: first?.id ?? null, repeated: true };
  }
  const leadId = row.id;
  await recordEvent(tx, {
    kind: "lead_received",
    at: now,
    target: { type: "lead", id: leadId, label: request.organisation.slice(0, 200) },
    ipAddress: requester.ip,
    userAgent: requester.userAgent,
    changes: { topic: request.topic, source: origin.source, campaign: origin.utmCampaign, attribution },
  });
  if (lead.notify === false) return { id: leadId, repeated: false };
  const leadsUrl = `${config.SITE_URL}${leadPath(href("/svcs/admin-dashboard/leads"), leadId)}`;
  const notification = leadNotification({ ...request, origin, receivedAt: now, leadsUrl });
  await queueMail(tx, config, {
    kind: "lead_notification",
    to: config.LEADS_NOTIFY_EMAILS,
    subject: notification.subject,
    text: lead.note?.length ? `${lead.note.join("\n")}\n\n${notification.text}` : notification.text,
    replyTo: request.email,
    leadId,
    now,
  });
  return { id: leadId, repeated: false };
}

/** Counts the generate_lead goal in the visitor's analytics visit (`path`: the form's page); a failure is logged, never the visitor's. */
export async function countLeadGoal(services: AppServices, request: LeadRequest, requester: LeadRequester, path: string, now: Date): Promise<void> {
  try {
    await recordServerEvent(
      services.database.db,
      { name: "generate_lead", path, params: { topic: request.topic } },
      { ip: requester.ip, userAgent: requester.userAgent, signedInStaff: requester.signedInStaff, now, ownHosts: requester.ownHosts, config: services.config },
    );
  } catch (error) {
    services.logger.error({ err: error }, "the lead's goal could not be recorded");
  }
}

/**
 * A visitor's consultation request: checked (fields, the signed form token with its minimum fill
 * time, the per-address and per-email limits) before anything is stored, then stored with its
 * origin, its audit record and its notification mail in one transaction. The mail goes out at
 * once when the mail server answers, else by the send-mail job; the generate_lead goal is counted
 * in the visitor's analytics visit. Refusals are DomainErrors with the message at the field (or
 * the form); a refused request stores no lead. A form posted again stores nothing more
 * (`repeated`: the visitor is thanked as for the first post).
 */
export async function submitLead(
  services: AppServices,
  values: Record<string, unknown>,
  requester: LeadRequester,
  now = new Date(),
): Promise<{ id: string | null; repeated: boolean }> {
  const checked = checkLeadRequest(services, values, now);
  await limitLeadRequests(services, checked.request, requester, now);
  const found = await findLeadOrigin(services, checked, requester, now);
  const stored = await services.database.db.transaction((tx) =>
    storeLeadOnce(tx, services, { request: checked.request, found, requester, now, formTokenId: checked.formTokenId }),
  );
  if (stored.repeated) return stored;
  deliverSoon(services);
  await countLeadGoal(services, checked.request, requester, CONTACT_PATH, now);
  return stored;
}
