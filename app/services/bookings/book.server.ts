import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { bookings, leads } from "~/db/schema/index";
import { BOOKING_MESSAGES as M } from "~/lib/bookings/booking-messages";
import { type SlotChoice, slotChoiceSchema } from "~/lib/bookings/booking-rules";
import { formatMeetingTime } from "~/lib/bookings/slots";
import { fieldErrors } from "~/lib/core/field-errors";
import { LEAD_REFUSALS } from "~/lib/leads/lead-messages";
import { BOOKING_PATH } from "~/lib/site/public-paths";
import { checkLeadRequest, type CheckedLead, countLeadGoal, findLeadOrigin, type LeadRequester, limitLeadRequests, storeLeadOnce } from "~/services/leads";
import { deliverSoon } from "~/services/mail";
import { type AppServices, type Db, DomainError, type Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { hostsFreeAt } from "./availability.server";
import { bookingMailTexts, queueBookingMails } from "./booking-mail.server";
import { claimSlot, SlotTakenError } from "./claims.server";

/** The slot fields and the consultation form's fields checked together, so every message shows at once. */
function checkBooking(services: AppServices, values: Record<string, unknown>, now: Date): { choice: SlotChoice; lead: CheckedLead } {
  const slot = slotChoiceSchema.safeParse(values);
  let lead: CheckedLead | null = null;
  let leadErrors: Record<string, string> = {};
  let leadRefusal: DomainError | null = null;
  try {
    lead = checkLeadRequest(services, values, now);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    leadRefusal = error;
    leadErrors = error.fieldErrors ?? {};
  }
  const slotErrors = slot.success ? {} : fieldErrors(slot.error);
  if (!slot.success || !lead) {
    const errors = { ...slotErrors, ...leadErrors };
    const message = Object.keys(errors).length ? LEAD_REFUSALS.fixFields : (leadRefusal?.message ?? LEAD_REFUSALS.fixFields);
    throw new DomainError(message, 400, errors);
  }
  return { choice: slot.data, lead };
}

type Booked = { bookingId: string; leadId: string; start: Date; visitorTimeZone: string };

/** The booking the served form (its token's nonce) already made, if any: a replay is answered with it. */
async function bookedByForm(db: Db | Tx, formTokenId: string): Promise<Booked | null> {
  const [row] = await db
    .select({ bookingId: bookings.id, leadId: bookings.leadId, start: bookings.startsAt, visitorTimeZone: bookings.visitorTimeZone })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(eq(leads.formTokenId, formTokenId));
  return row ?? null;
}

/** Thrown inside the savepoint when the form's lead was stored by an earlier post: its booking answers this one. */
class FormAlreadyBooked extends Error {
  constructor(readonly booked: Booked | null) {
    super("form already booked");
  }
}

/**
 * A visitor books a consultation time: the consultation form's checks (fields, signed token,
 * per-address and per-email limits, all before anything is stored), then the time is checked
 * against the hosts' free times (a forged, past, too-soon or out-of-hours time is refused), then
 * the lead, its booking and the claimed grid cells are written in one transaction with the audit
 * record and the mails. Two visitors taking one time: the database's key on the claimed cells lets
 * one in; the other is told the time was taken, with everything typed kept. The booking is the
 * lead: counted as the generate_lead goal of the visitor's visit. A served form books once (its
 * token's nonce is kept on the lead under a unique key, decision 081): a replay, a double submit or
 * a retry after a lost answer is answered with the booking the first post made, and stores, audits
 * and mails nothing (`repeated`).
 */
export async function bookConsultation(
  services: AppServices,
  values: Record<string, unknown>,
  requester: LeadRequester,
  now = new Date(),
): Promise<Booked & { repeated: boolean }> {
  const { choice, lead } = checkBooking(services, values, now);
  await limitLeadRequests(services, lead.request, requester, now);
  const earlier = await bookedByForm(services.database.db, lead.formTokenId);
  if (earlier) return { ...earlier, repeated: true };
  const hosts = await hostsFreeAt(services.database.db, now, choice.slot, choice.length);
  if (hosts.length === 0) {
    // A double submit whose twin committed between our two reads took this very time: answer with its booking.
    const twin = await bookedByForm(services.database.db, lead.formTokenId);
    if (twin) return { ...twin, repeated: true };
    throw new DomainError(M.slotUnavailable, 409, { slot: M.slotUnavailable });
  }
  const found = await findLeadOrigin(services, lead, requester, now);
  const start = choice.slot;
  const end = new Date(start.getTime() + choice.length * 60_000);

  const texts = await bookingMailTexts(services);
  const booked = await services.database.db.transaction(async (tx) => {
    for (const host of hosts) {
      const bookingId = randomUUID();
      try {
        // One savepoint per host tried: a cell another booking holds aborts this attempt only.
        const leadId = await tx.transaction(async (attempt) => {
          const stored = await storeLeadOnce(attempt, services, {
            request: lead.request,
            found,
            requester,
            now,
            note: [`Booked for ${formatMeetingTime(start, host.timeZone)} with ${host.username}.`],
            formTokenId: lead.formTokenId,
          });
          // The same form posted at the same moment: the unique key let the other post in.
          if (stored.repeated) throw new FormAlreadyBooked(await bookedByForm(attempt, lead.formTokenId));
          const leadId = stored.id!;
          await attempt.insert(bookings).values({
            id: bookingId,
            leadId,
            hostUserId: host.userId,
            startsAt: start,
            endsAt: end,
            visitorTimeZone: choice.zone,
            uid: `${bookingId}@${new URL(services.config.SITE_URL).hostname}`,
            sequence: 0,
            createdAt: now,
            updatedAt: now,
          });
          await claimSlot(attempt, { id: bookingId, hostUserId: host.userId, start, end }, host);
          return leadId;
        });
        await recordEvent(tx, {
          kind: "booking_made",
          at: now,
          target: { type: "lead", id: leadId, label: lead.request.organisation.slice(0, 200) },
          ipAddress: requester.ip,
          userAgent: requester.userAgent,
          changes: { startsAt: start.toISOString(), minutes: choice.length, host: host.username },
        });
        await queueBookingMails(
          tx,
          services,
          texts,
          {
            id: bookingId,
            uid: `${bookingId}@${new URL(services.config.SITE_URL).hostname}`,
            sequence: 0,
            start,
            end,
            visitorTimeZone: choice.zone,
            visitor: { name: lead.request.name, email: lead.request.email, organisation: lead.request.organisation },
            host: { name: host.username, email: host.email, timeZone: host.timeZone },
            leadId,
          },
          "booked",
          now,
        );
        return { bookingId, leadId, start, visitorTimeZone: choice.zone, repeated: false };
      } catch (error) {
        if (error instanceof SlotTakenError) continue;
        if (error instanceof FormAlreadyBooked) {
          if (error.booked) return { ...error.booked, repeated: true };
          // Its lead holds no booking (deleted meanwhile, or a form of the contact page): served again, with a new nonce.
          throw new DomainError(LEAD_REFUSALS.expired, 400);
        }
        throw error;
      }
    }
    return null;
  });
  if (!booked) throw new DomainError(M.slotTaken, 409, { slot: M.slotTaken });
  if (booked.repeated) return booked;
  deliverSoon(services);
  await countLeadGoal(services, lead.request, requester, BOOKING_PATH, now);
  return booked;
}
