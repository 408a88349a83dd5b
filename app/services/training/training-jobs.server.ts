import type { JobDefinition } from "~/services/jobs";
import { sendRenewalReminders } from "./certificates.server";
import { expireOffers } from "./seats.server";

/** Waitlist offers not taken in time expire each minute; their seats are offered to the next person waiting. */
export const trainingOffersJob: JobDefinition = {
  name: "training-offers",
  schedule: 60_000,
  timeoutMs: 5 * 60_000,
  async run(services, { now }) {
    const expired = await expireOffers(services.database.db, services.config, now);
    if (expired > 0) services.logger.info({ expired }, "waitlist offers expired");
  },
};

/** Renewal reminders, hourly: each certificate's holder is mailed once, RENEWAL_REMINDER_DAYS before it expires. */
export const trainingRemindersJob: JobDefinition = {
  name: "training-renewal-reminders",
  schedule: 3_600_000,
  timeoutMs: 10 * 60_000,
  async run(services, { now }) {
    const sent = await sendRenewalReminders(services, now);
    if (sent > 0) services.logger.info({ sent }, "certificate renewal reminders queued");
  },
};
