import { sql } from "drizzle-orm";
import type { JobDefinition } from "~/services/jobs";
import { deliverSoon } from "~/services/mail";
import { type AppServices, queryRows } from "~/services/platform";
import { bookingMailTexts, queueBookingMails } from "./booking-mail.server";

/** How long before the meeting the reminder goes. */
export const REMINDER_BEFORE_MS = 24 * 3_600_000;
const SWEEP_MS = 5 * 60_000;

type Due = {
  id: string;
  uid: string;
  sequence: number;
  starts_at: Date | string;
  ends_at: Date | string;
  visitor_time_zone: string;
  lead_id: string;
  name: string;
  email: string;
  organisation: string;
  host_name: string | null;
  host_email: string | null;
  host_zone: string | null;
};

/**
 * Reminds the visitor and the host of the meetings starting within REMINDER_BEFORE_MS. One
 * statement marks each due booking reminded and returns it, in the transaction that queues its
 * mails: whichever instance runs the sweep, a booking is reminded once; a cancelled (or no-show)
 * booking is never due, and a moved one is due again for its new time.
 */
export async function sendBookingReminders(services: AppServices, now: Date): Promise<number> {
  const texts = await bookingMailTexts(services);
  const sent = await services.database.db.transaction(async (tx) => {
    const due = await queryRows<Due>(
      tx,
      sql`update bookings b set reminder_sent_at = ${now.toISOString()}
          from leads l, bookings locked
          left join admin_users u on u.id = locked.host_user_id
          left join consultation_hosts h on h.user_id = locked.host_user_id
          where locked.id = b.id and l.id = b.lead_id
            and b.status in ('booked', 'confirmed') and b.reminder_sent_at is null
            and b.starts_at > ${now.toISOString()} and b.starts_at <= ${new Date(now.getTime() + REMINDER_BEFORE_MS).toISOString()}
          returning b.id, b.uid, b.sequence, b.starts_at, b.ends_at, b.visitor_time_zone, b.lead_id, l.name, l.email, l.organisation,
            u.username as host_name, u.email as host_email, h.time_zone as host_zone`,
    );
    for (const row of due) {
      await queueBookingMails(
        tx,
        services,
        texts,
        {
          id: row.id,
          uid: row.uid,
          sequence: row.sequence,
          start: new Date(row.starts_at),
          end: new Date(row.ends_at),
          visitorTimeZone: row.visitor_time_zone,
          visitor: { name: row.name, email: row.email, organisation: row.organisation },
          host: { name: row.host_name ?? "", email: row.host_email, timeZone: row.host_zone ?? row.visitor_time_zone },
          leadId: row.lead_id,
        },
        "reminder",
        now,
      );
    }
    return due.length;
  });
  if (sent) deliverSoon(services);
  return sent;
}

export const bookingRemindersJob: JobDefinition = {
  name: "booking-reminders",
  schedule: SWEEP_MS,
  timeoutMs: 2 * 60_000,
  async run(services, { now }) {
    const reminded = await sendBookingReminders(services, now);
    if (reminded) services.logger.info({ reminded }, "consultation reminders queued");
  },
};
