import type { JobDefinition } from "~/services/jobs";
import { readBounceMailbox } from "./bounce-mailbox.server";

/** Every 5 minutes, when NEWSLETTER_BOUNCE_IMAP_URL is set: the bounce mailbox's new delivery status notifications and complaints (decision 085). */
export const newsletterBouncesJob: JobDefinition = {
  name: "newsletter-bounces",
  schedule: 5 * 60_000,
  timeoutMs: 4 * 60_000,
  async run(services, { now, signal }) {
    if (!services.config.NEWSLETTER_BOUNCE_IMAP_URL) return;
    const outcome = await readBounceMailbox(services, now, signal);
    if (outcome.read > 0) services.logger.info(outcome, "newsletter bounce mailbox read");
  },
};
