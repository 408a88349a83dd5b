import type { JobDefinition } from "~/services/jobs";
import { advanceSends } from "./sends.server";

/** The longest a step waits for the previous hand-over's minute to end (the sweep's other jobs wait meanwhile). */
const MAX_WAIT_FOR_ROOM_MS = 20_000;

/** Every minute: the next batch of each running newsletter send, and the outcome of the previous ones. */
export const newsletterSendJob: JobDefinition = {
  name: "newsletter-send",
  schedule: 60_000,
  timeoutMs: 5 * 60_000,
  async run(services, { now, slot, signal }) {
    // The sweep's `now` was read before the jobs ahead of this one ran: a hand-over is timed by the clock.
    const at = new Date(Math.max(now.getTime(), Date.now()));
    // Waiting past the slot's end would hand over in the next slot's minute, and that slot's step would then find no room.
    const waitForRoomMs = Math.max(0, Math.min(MAX_WAIT_FOR_ROOM_MS, slot.getTime() + 60_000 - at.getTime()));
    await advanceSends(services, at, signal, { waitForRoomMs });
  },
};
