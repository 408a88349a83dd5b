import { consultationBookingContent, type ConsultationBookingTexts } from "~/content/consultation-booking";
import { buildInvite, inviteMailParts, type InviteMethod } from "~/lib/calendar";
import { formatMeetingTime } from "~/lib/bookings/slots";
import { identityValues } from "~/lib/identity/identity";
import { fillSlots } from "~/lib/site/text-template";
import { MANAGE_BOOKING_PATH } from "~/lib/site/public-paths";
import { queueMail } from "~/services/mail";
import { type AppServices, issueSignedLink, type Tx } from "~/services/platform";
import { publishedContent } from "~/services/site-content";

/** The purpose a manage link is signed for: a token for anything else is refused by it, and the other way round. */
export const MANAGE_LINK_PURPOSE = "consultation-booking";
/** How long a mailed link works: long enough for a booking at the far end of any horizon. */
const MANAGE_LINK_DAYS = 400;

export function manageUrl(services: Pick<AppServices, "config">, bookingId: string, action: "reschedule" | "cancel", now: Date): string {
  const token = issueSignedLink(services.config.sessionSecret, MANAGE_LINK_PURPOSE, bookingId, new Date(now.getTime() + MANAGE_LINK_DAYS * 86_400_000));
  return `${services.config.SITE_URL}${MANAGE_BOOKING_PATH}?t=${encodeURIComponent(token)}#${action}`;
}

export type BookingForMail = {
  id: string;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  visitorTimeZone: string;
  visitor: { name: string; email: string; organisation: string };
  host: { name: string; email: string | null; timeZone: string };
  leadId: string;
};

export type BookingMailReason = "booked" | "moved" | "cancelled" | "reminder";

/** The staff side's subjects: staff read them in the admin's words, not the site's content. */
const STAFF_SUBJECTS: Record<BookingMailReason, string> = {
  booked: "Consultation booked",
  moved: "Consultation moved",
  cancelled: "Consultation cancelled",
  reminder: "Consultation tomorrow",
};

/**
 * The mails' texts (site content), read before the transaction that queues them: on the embedded
 * database a read outside a transaction would wait for that transaction's turn.
 */
export async function bookingMailTexts(services: AppServices): Promise<ConsultationBookingTexts> {
  return (await publishedContent(services.database.db, consultationBookingContent)).value;
}

/**
 * The visitor's and the host's mails about a booking, queued in the caller's transaction: each
 * carries the invite (REQUEST with the booking's UID and SEQUENCE, or CANCEL) as the iMIP part and
 * an .ics file; the visitor's has the signed reschedule and cancel links. Times are written in
 * each reader's own zone; the invite itself is in UTC.
 */
export async function queueBookingMails(
  tx: Tx,
  services: AppServices,
  T: ConsultationBookingTexts,
  booking: BookingForMail,
  reason: BookingMailReason,
  now: Date,
): Promise<void> {
  const { config } = services;
  const fill = (template: string, extra: Record<string, string> = {}) => fillSlots(template, { ...identityValues(config.identity), ...extra });
  const method: InviteMethod = reason === "cancelled" ? "CANCEL" : "REQUEST";
  const summary = fill(T.mail.summary);
  const organizer = { name: config.identity.siteName, email: config.MAIL_FROM };
  const hostEmail = booking.host.email;
  const attendees = [{ name: booking.visitor.name, email: booking.visitor.email }, ...(hostEmail ? [{ name: booking.host.name, email: hostEmail }] : [])];
  const rescheduleUrl = manageUrl(services, booking.id, "reschedule", now);
  const cancelUrl = manageUrl(services, booking.id, "cancel", now);
  const ics = buildInvite({
    uid: booking.uid,
    sequence: booking.sequence,
    method,
    start: booking.start,
    end: booking.end,
    timeZone: booking.host.timeZone,
    summary,
    description: `${summary}\n${booking.visitor.organisation}`,
    url: null,
    organizer,
    attendees,
    stamp: now,
  });
  const calendar = reason === "reminder" ? undefined : inviteMailParts(ics, method).calendar;
  const subjects: Record<BookingMailReason, string> = {
    booked: T.mail.bookedSubject,
    moved: T.mail.movedSubject,
    cancelled: T.mail.cancelledSubject,
    reminder: T.mail.reminderSubject,
  };
  const visitorTime = formatMeetingTime(booking.start, booking.visitorTimeZone);
  const visitorLines = [
    fill(T.mail.greeting, { name: booking.visitor.name }),
    "",
    `${fill(subjects[reason])}: ${visitorTime} (${booking.visitorTimeZone}).`,
    ...(reason === "cancelled" ? [] : ["", fill(T.mail.links), `Reschedule: ${rescheduleUrl}`, `Cancel: ${cancelUrl}`]),
    "",
    fill(T.mail.signature),
  ];
  await queueMail(tx, config, {
    kind: reason === "reminder" ? "booking_reminder" : "booking_invite",
    to: [booking.visitor.email],
    subject: `${fill(subjects[reason])}: ${visitorTime}`,
    text: visitorLines.join("\n"),
    ...(calendar ? { calendar } : {}),
    leadId: booking.leadId,
    now,
  });
  const staffTo = hostEmail ? [hostEmail] : config.LEADS_NOTIFY_EMAILS;
  const hostTime = formatMeetingTime(booking.start, booking.host.timeZone);
  await queueMail(tx, config, {
    kind: reason === "reminder" ? "booking_reminder" : "booking_invite",
    to: staffTo,
    subject: `${STAFF_SUBJECTS[reason]}: ${booking.visitor.organisation}, ${hostTime}`,
    text: [
      `${STAFF_SUBJECTS[reason]}: ${hostTime} (${booking.host.timeZone}), with ${booking.visitor.name} of ${booking.visitor.organisation} <${booking.visitor.email}>.`,
      `Host: ${booking.host.name}.`,
      "",
      `The booking is a lead in the Leads tab: ${config.SITE_URL}/svcs/admin-dashboard/leads`,
    ].join("\n"),
    ...(calendar ? { calendar } : {}),
    replyTo: booking.visitor.email,
    leadId: booking.leadId,
    now,
  });
}
