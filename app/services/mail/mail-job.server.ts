import type { JobDefinition } from "~/services/jobs";
import { deliverDueMail, pruneMail } from "./deliver.server";

/**
 * Sends the outbox's due messages every minute: retries after a failed attempt, and anything a
 * request queued but could not send at once (a restart in between included).
 */
export const sendMailJob: JobDefinition = {
  name: "send-mail",
  schedule: 60_000,
  timeoutMs: 5 * 60_000,
  async run(services, { now }) {
    await deliverDueMail(services, now);
    await pruneMail(services, now);
  },
};
