import type { JobDefinition } from "~/services/jobs";
import { advanceSends } from "./sends.server";

/** Every minute: the next batch of each running newsletter send, and the outcome of the previous ones. */
export const newsletterSendJob: JobDefinition = {
  name: "newsletter-send",
  schedule: 60_000,
  timeoutMs: 5 * 60_000,
  async run(services, { now, signal }) {
    await advanceSends(services, now, signal);
  },
};
