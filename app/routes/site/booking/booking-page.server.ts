import { data, redirect } from "react-router";
import { consultationBookingContent } from "~/content/consultation-booking";
import { consultationFormContent } from "~/content/consultation-form";
import { BOOKING_FIELDS, visitorZoneOf } from "~/lib/bookings/booking-rules";
import { timeZoneChoices } from "~/lib/calendar/time-zone";
import { type SlotDay, slotsByDay } from "~/lib/bookings/slots";
import { LEAD_REFUSALS } from "~/lib/leads/lead-messages";
import { LEAD_FIELDS, typedValues } from "~/lib/leads/lead-rules";
import { BOOKED_PATH } from "~/lib/site/public-paths";
import { formValues } from "~/routes/admin/action.server";
import { readForm } from "~/routes/read-form.server";
import { bookConsultation, offeredSlots } from "~/services/bookings";
import { formTokenContext } from "~/services/leads";
import { DomainError, isDatabaseUnavailable, issueSignedLink, type RequestContext } from "~/services/platform";
import { type ConsultationFormState, freshForm, leadRequester, NO_STORE } from "../contact.server";
import { pageContent } from "../page-content.server";

/** The purpose of the short-lived token that carries a new booking to its confirmation page. */
export const BOOKED_LINK_PURPOSE = "consultation-booked";

export type SlotPicker = {
  zone: string;
  /** Whether the visitor chose the zone (else the script may put the browser's in). */
  zoneChosen: boolean;
  zones: string[];
  lengths: number[];
  length: number;
  days: SlotDay[];
  chosenSlot: string | null;
};

/** The free times in the visitor's zone for the page: from the query (a GET of the zone form) or the posted form. */
export async function slotPicker(
  context: RequestContext,
  source: URLSearchParams | Record<string, unknown>,
  chosenSlot: string | null = null,
): Promise<SlotPicker> {
  const get = (name: string) => (source instanceof URLSearchParams ? source.get(name) : typeof source[name] === "string" ? (source[name] as string) : null);
  const zoneValue = get(BOOKING_FIELDS.zone);
  const zone = visitorZoneOf(zoneValue);
  const requestedLength = Number(get(BOOKING_FIELDS.length));
  const offer = await offeredSlots(context.database.db, new Date(), Number.isInteger(requestedLength) && requestedLength > 0 ? requestedLength : undefined);
  return {
    zone,
    zoneChosen: zoneValue === zone,
    zones: timeZoneChoices(),
    lengths: offer.lengths,
    length: offer.length,
    days: slotsByDay(offer.slots, zone),
    chosenSlot,
  };
}

export async function bookingTexts(request: Request, context: RequestContext) {
  const [booking, consultation] = await Promise.all([
    pageContent(request, context, consultationBookingContent),
    pageContent(request, context, consultationFormContent),
  ]);
  return { booking, consultation };
}

/**
 * A booking posted from the booking page (with or without JavaScript): a booked time is answered
 * with a redirect to the confirmation page; a refusal (a time taken meanwhile, out of the hours,
 * forged or past, a field to correct, a limit) shows the page again with the message at the field,
 * everything typed, and the times as they are now.
 */
export async function handleBooking(request: Request, context: RequestContext) {
  const form = await readForm(request, context);
  const values = formValues(form);
  let booked: Awaited<ReturnType<typeof bookConsultation>>;
  try {
    booked = await bookConsultation(context, values, await leadRequester(request, context));
  } catch (error) {
    const carried = formTokenContext(context.config.sessionSecret, values[LEAD_FIELDS.formToken]) ?? undefined;
    const again = async (status: number, formError: string, fieldErrors: Record<string, string> = {}) => {
      const slot = typeof values.slot === "string" && !fieldErrors.slot ? values.slot : null;
      const state: ConsultationFormState = { ...freshForm(request, context, carried), values: typedValues(values), fieldErrors, formError };
      return data({ form: state, picker: await slotPicker(context, values, slot), ...(await bookingTexts(request, context)) }, { status, headers: NO_STORE });
    };
    if (error instanceof DomainError) return again(error.status, error.message, error.fieldErrors);
    if (isDatabaseUnavailable(error)) return again(503, LEAD_REFUSALS.unavailable);
    throw error;
  }
  const token = issueSignedLink(context.config.sessionSecret, BOOKED_LINK_PURPOSE, booked.bookingId, new Date(Date.now() + 3_600_000));
  throw redirect(`${BOOKED_PATH}?t=${encodeURIComponent(token)}`, { status: 303, headers: NO_STORE });
}
