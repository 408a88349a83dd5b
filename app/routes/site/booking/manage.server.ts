import { data } from "react-router";
import { visitorZoneOf } from "~/lib/bookings/booking-rules";
import { formatMeetingTime, slotsByDay } from "~/lib/bookings/slots";
import { formValues } from "~/routes/admin/action.server";
import { readForm } from "~/routes/read-form.server";
import { bookingForLink, type BookingView, cancelBooking, offeredSlots, rescheduleBooking } from "~/services/bookings";
import { DomainError, isDatabaseUnavailable, type RequestContext } from "~/services/platform";
import { LEAD_REFUSALS } from "~/lib/leads/lead-messages";
import { NO_STORE } from "../contact.server";
import { bookingTexts } from "./booking-page.server";

export type ManageState = {
  token: string;
  booking: { when: string; status: BookingView["status"]; zone: string } | null;
  days: ReturnType<typeof slotsByDay>;
  chosenSlot: string | null;
  notice: string | null;
  error: string | null;
  slotError: string | null;
};

/** The booking a mailed link names and, while it can move, the other free times of its host for its length, in the visitor's zone. */
export async function manageState(request: Request, context: RequestContext, token: string, extra: Partial<ManageState> = {}): Promise<ManageState> {
  const base: ManageState = { token, booking: null, days: [], chosenSlot: null, notice: null, error: null, slotError: null, ...extra };
  let booking: BookingView;
  try {
    booking = await bookingForLink(context, token);
  } catch (error) {
    if (error instanceof DomainError) return { ...base, error: base.error ?? error.message };
    throw error;
  }
  const zone = visitorZoneOf(new URL(request.url).searchParams.get("zone") ?? booking.visitorTimeZone);
  const when = `${formatMeetingTime(booking.start, zone)} (${zone.replaceAll("_", " ")})`;
  const live = booking.status === "booked" || booking.status === "confirmed";
  const length = Math.round((booking.end.getTime() - booking.start.getTime()) / 60_000);
  const offer =
    live && booking.start.getTime() > Date.now() ? await offeredSlots(context.database.db, new Date(), length, { exceptBookingId: booking.id }) : null;
  const slots = offer && offer.length === length ? offer.slots.filter((slot) => slot.start.getTime() !== booking.start.getTime()) : [];
  return { ...base, booking: { when, status: booking.status, zone }, days: slotsByDay(slots, zone) };
}

/** A reschedule or cancel posted from the page of a mailed link: the outcome or the refusal shown on the same page, never a 5xx. */
export async function handleManage(request: Request, context: RequestContext) {
  const form = await readForm(request, context);
  const values = formValues(form);
  const token = typeof values.t === "string" ? values.t : "";
  const { booking: texts } = await bookingTexts(request, context);
  const changer = { kind: "visitor" as const, ip: context.clientIp, userAgent: request.headers.get("user-agent") };
  const answer = async (status: number, extra: Partial<ManageState>) =>
    data({ texts, state: await manageState(request, context, token, extra) }, { status, headers: NO_STORE });
  try {
    const booking = await bookingForLink(context, token);
    if (values.intent === "cancel") {
      await cancelBooking(context, booking.id, changer);
      return answer(200, { notice: texts.manage.cancelled });
    }
    await rescheduleBooking(context, booking.id, values, changer);
    return answer(200, { notice: texts.manage.moved });
  } catch (error) {
    if (error instanceof DomainError) {
      const slotError = error.fieldErrors?.slot ?? null;
      return answer(error.status, { error: error.message, slotError, chosenSlot: slotError ? null : typeof values.slot === "string" ? values.slot : null });
    }
    if (isDatabaseUnavailable(error)) return answer(503, { error: LEAD_REFUSALS.unavailable });
    throw error;
  }
}
