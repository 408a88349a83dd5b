import { eq } from "drizzle-orm";
import { bookingClaims } from "~/db/schema/index";
import { claimCells, heldSpan } from "~/lib/bookings/slots";
import type { Tx } from "~/services/platform";

/** Thrown inside a transaction when another booking holds one of the cells: the caller rolls back and says the time was taken. */
export class SlotTakenError extends Error {
  override name = "SlotTakenError";
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === "23505") return true;
  }
  return false;
}

/**
 * Claims the grid cells the meeting holds with its host's buffers. The primary key of
 * booking_claims (host, cell) refuses a cell another booking holds, whichever instance inserted it
 * first; that refusal becomes SlotTakenError. The caller runs it in a savepoint when it means to
 * try another host after a refusal (the failed statement aborts the rest of that savepoint).
 */
export async function claimSlot(
  tx: Tx,
  booking: { id: string; hostUserId: string; start: Date; end: Date },
  buffers: { bufferBeforeMinutes: number; bufferAfterMinutes: number },
): Promise<void> {
  const cells = claimCells(heldSpan(buffers, { start: booking.start, end: booking.end }));
  try {
    await tx.insert(bookingClaims).values(cells.map((cellStart) => ({ hostUserId: booking.hostUserId, cellStart, bookingId: booking.id })));
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlotTakenError();
    throw error;
  }
}

export async function releaseSlot(tx: Tx, bookingId: string): Promise<void> {
  await tx.delete(bookingClaims).where(eq(bookingClaims.bookingId, bookingId));
}
