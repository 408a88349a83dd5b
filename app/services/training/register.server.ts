import { and, eq, gt } from "drizzle-orm";
import { trainingRegistrations, trainingSessions } from "~/db/schema/index";
import { fieldErrors } from "~/lib/core/field-errors";
import { formPageVisit, type LeadOrigin, NO_ORIGIN, originOf } from "~/lib/leads/lead-attribution";
import { CONSENT_GIVEN } from "~/lib/leads/lead-rules";
import { addressKey, RATE_LIMITS } from "~/lib/rate-limits/rate-limit-rules";
import { TRAINING_MESSAGES as M, registrationLeadMessage } from "~/lib/training/training-messages";
import { courseLabel } from "~/lib/training/training-options";
import { sessionTimeText } from "~/lib/training/zoned-time";
import { registrationSchema } from "~/lib/training/training-rules";
import { visitOf } from "~/services/analytics";
import { readFormToken, storeLead } from "~/services/leads";
import { deliverSoon } from "~/services/mail";
import { type AppServices, DomainError, readSignedLink } from "~/services/platform";
import { hitRateLimit } from "~/services/rate-limits";
import { recordEvent } from "~/services/security";
import { releaseSeat, takeSeat } from "./seats.server";
import { isUuid } from "./sessions.server";
import { queueCancellation, queueConfirmation, queueWaitlisted } from "./training-mail.server";
import { REGISTRATION_LINK } from "./training-links.server";

export type Registrant = { ip: string; userAgent: string | null; ownHosts: readonly string[] };
export type RegistrationOutcome = { id: string; status: "confirmed" | "waitlisted" };

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}

async function originFor(services: AppServices, requester: Registrant, formPage: { page: string | null; referrer: string | null }, now: Date) {
  try {
    const visit = await visitOf(services.database.db, requester, now);
    if (visit) return { origin: originOf(visit, requester.ownHosts), attribution: "visit" as const };
    const page = formPageVisit(formPage.page, formPage.referrer, requester.ownHosts);
    if (!page.landingPage && !page.referrer) return { origin: NO_ORIGIN, attribution: "none" as const };
    return { origin: originOf(page, requester.ownHosts), attribution: "form" as const };
  } catch (error) {
    // Where a registrant came from is worth knowing, never worth losing the registration over.
    services.logger.error({ err: error }, "the registration's origin could not be read");
    return { origin: NO_ORIGIN as LeadOrigin, attribution: "none" as const };
  }
}

/**
 * A visitor registers for a session: the fields, the signed form token and the per-address limit
 * are checked before anything is stored; then, in one transaction, a seat is taken (or, when none
 * is left, a place on the waitlist), the registration stored with its origin and audit record, and
 * the confirmation (with its calendar invite) or the waitlist mail queued.
 */
export async function registerForSession(
  services: AppServices,
  sessionId: string,
  values: Record<string, unknown>,
  requester: Registrant,
  now = new Date(),
): Promise<RegistrationOutcome> {
  const { config, database } = services;
  const parsed = registrationSchema.safeParse(values);
  if (!parsed.success) throw new DomainError(M.fixFields, 400, fieldErrors(parsed.error));
  const token = readFormToken(config.sessionSecret, values.formToken, now);
  if (!token.ok) throw new DomainError(token.reason === "too-fast" ? M.tooFast : M.expired, 400);
  const byAddress = await hitRateLimit(database.db, RATE_LIMITS.trainingRegistrationPerAddress, addressKey(requester.ip), now);
  if (!byAddress.allowed) throw new DomainError(M.tooMany(minutes(byAddress.retryAfterSeconds)), 429);
  const request = parsed.data;
  if (!isUuid(sessionId)) throw new DomainError(M.notFound, 404);
  const { origin, attribution } = await originFor(services, requester, token.context, now);

  let outcome: RegistrationOutcome;
  try {
    outcome = await database.db.transaction(async (tx) => {
      const [session] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId));
      if (!session || session.startsAt <= now) throw new DomainError(M.notFound, 404);
      if (session.registrationDeadline <= now) throw new DomainError(M.closed, 409);
      const seated = await takeSeat(tx, sessionId, now);
      const status = seated ? ("confirmed" as const) : ("waitlisted" as const);
      // A registrant is a lead of the firm's, with the same origin, in the Leads tab and its counts.
      const leadId = await storeLead(tx, services, {
        request: {
          name: request.name,
          email: request.email,
          organisation: request.organisation,
          organisationType: "other",
          topic: "training",
          message: registrationLeadMessage(status, {
            title: session.title,
            courseLabel: courseLabel(session.course),
            when: sessionTimeText(session.startsAt, session.endsAt, session.timeZone),
          }),
          consent: CONSENT_GIVEN,
        },
        found: { origin, attribution },
        requester,
        now,
        notify: false,
      });
      const [row] = await tx
        .insert(trainingRegistrations)
        .values({
          sessionId,
          name: request.name,
          email: request.email,
          organisation: request.organisation,
          status,
          waitlistedAt: seated ? null : now,
          consentedAt: now,
          ...origin,
          attribution,
          leadId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: trainingRegistrations.id });
      const person = { id: row!.id, name: request.name, email: request.email };
      await recordEvent(tx, {
        kind: "training_registration_received",
        at: now,
        target: { type: "training_registration", id: person.id, label: session.title },
        ipAddress: requester.ip,
        userAgent: requester.userAgent,
        changes: { status, source: origin.source, campaign: origin.utmCampaign, attribution },
      });
      if (seated) await queueConfirmation(tx, config, session, person, now);
      else await queueWaitlisted(tx, config, session, person, now);
      return { id: person.id, status };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(M.already, 409, { email: M.already });
    throw error;
  }
  deliverSoon(services);
  return outcome;
}

/** What the registrant's own page shows, from the signed link in their mail. */
export async function registrationByLink(services: AppServices, token: string, now = new Date()) {
  const verdict = readSignedLink(services.config.sessionSecret, REGISTRATION_LINK, token, now);
  if (!verdict.ok) throw new DomainError(verdict.reason === "expired" ? M.linkExpired : M.linkInvalid, 404);
  const [found] = await services.database.db
    .select({ registration: trainingRegistrations, session: trainingSessions })
    .from(trainingRegistrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingRegistrations.sessionId))
    .where(eq(trainingRegistrations.id, verdict.subject));
  if (!found) throw new DomainError(M.linkInvalid, 404);
  const { registration, session } = found;
  return {
    id: registration.id,
    name: registration.name,
    status: registration.status,
    offerExpiresAt: registration.offerExpiresAt,
    session: { id: session.id, course: session.course, title: session.title, startsAt: session.startsAt, endsAt: session.endsAt, timeZone: session.timeZone },
    started: session.startsAt <= now,
  };
}

/**
 * The registrant cancels (a seat, a place on the waitlist, or an offer they decline): a held seat
 * is given back and offered to the next person waiting, in the same transaction.
 */
export async function cancelRegistration(
  services: AppServices,
  token: string,
  requester: Pick<Registrant, "ip" | "userAgent">,
  now = new Date(),
): Promise<void> {
  const found = await registrationByLink(services, token, now);
  if (found.started) throw new DomainError("The session has started; it can no longer be cancelled here.", 409);
  await services.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(trainingRegistrations).where(eq(trainingRegistrations.id, found.id)).for("update");
    if (!before || (before.status !== "confirmed" && before.status !== "offered" && before.status !== "waitlisted")) return;
    await tx.update(trainingRegistrations).set({ status: "cancelled", offerExpiresAt: null, updatedAt: now }).where(eq(trainingRegistrations.id, found.id));
    const [session] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, before.sessionId));
    if (before.status === "confirmed") await queueCancellation(tx, services.config, session!, before, now);
    if (before.status !== "waitlisted") await releaseSeat(tx, services.config, before.sessionId, now);
    await recordEvent(tx, {
      kind: "training_registration_cancelled",
      at: now,
      target: { type: "training_registration", id: found.id, label: found.session.title },
      ipAddress: requester.ip,
      userAgent: requester.userAgent,
      changes: { from: before.status },
    });
  });
  deliverSoon(services);
}

/** The waitlisted person takes the seat offered to them, while the offer holds: confirmed, with the invite. */
export async function acceptOffer(services: AppServices, token: string, requester: Pick<Registrant, "ip" | "userAgent">, now = new Date()): Promise<void> {
  const found = await registrationByLink(services, token, now);
  await services.database.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(trainingRegistrations)
      .set({ status: "confirmed", offerExpiresAt: null, updatedAt: now })
      .where(and(eq(trainingRegistrations.id, found.id), eq(trainingRegistrations.status, "offered"), gt(trainingRegistrations.offerExpiresAt, now)))
      .returning();
    if (!taken) {
      throw new DomainError("This offer is no longer open: it expired or the seat went to the next person waiting.", 409);
    }
    const [session] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, taken.sessionId));
    await queueConfirmation(tx, services.config, session!, taken, now);
    await recordEvent(tx, {
      kind: "training_offer_taken",
      at: now,
      target: { type: "training_registration", id: found.id, label: found.session.title },
      ipAddress: requester.ip,
      userAgent: requester.userAgent,
    });
  });
  deliverSoon(services);
}
