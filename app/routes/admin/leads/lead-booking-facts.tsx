import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { BOOKING_STATUSES } from "~/lib/bookings/booking-options";
import { labelOf } from "~/lib/leads/lead-options";
import type { LeadBooking } from "~/services/bookings";
import type { LeadActionResult } from "./leads-admin-text";

const meetingTime = (iso: string, zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone, dateStyle: "full", timeStyle: "short" }).format(new Date(iso)) + ` (${zone.replaceAll("_", " ")})`;

/** A booked consultation on its lead's card: when, with whom, its status, and staff's confirm, no-show, move and cancel. */
export function BookingFacts({ booking, manageLink }: { booking: LeadBooking; manageLink?: string }) {
  const fetcher = useFetcher<LeadActionResult>();
  useActionToast(fetcher);
  const live = booking.status === "booked" || booking.status === "confirmed";
  const zone = booking.hostTimeZone ?? booking.visitorTimeZone;
  return (
    <div className="mt-3 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm" data-booking={booking.id}>
      <p className="font-semibold text-brand-900">
        Consultation: {meetingTime(booking.start, zone)} · {labelOf(BOOKING_STATUSES, booking.status)}
      </p>
      <p className="text-slate-700">
        Host: {booking.hostName ?? "nobody (account removed)"} · Visitor&apos;s zone: {booking.visitorTimeZone.replaceAll("_", " ")} · Invite version{" "}
        {booking.sequence}
      </p>
      {live ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {(
            [
              ...(booking.status === "booked" ? [["booking-confirm", "Confirm"]] : []),
              ["booking-no-show", "Mark no-show"],
              ["booking-cancel", "Cancel consultation"],
            ] as const
          ).map(([intent, label]) => (
            <fetcher.Form key={intent} method="post">
              <Honeypot />
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="bookingId" value={booking.id} />
              <Button type="submit" size="sm" variant={intent === "booking-cancel" ? "destructive" : "outline"} disabled={fetcher.state !== "idle"}>
                {label}
              </Button>
            </fetcher.Form>
          ))}
          {manageLink ? (
            <a
              href={manageLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-8 items-center font-medium text-brand-700 underline underline-offset-2"
            >
              Move to another time<span className="sr-only"> (opens the booking&apos;s page in a new tab)</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
