import type { Db } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { deleteSessionByToken, lookupSession } from "./sessions.server";

export type SignOutInput = { token: string | null; ipAddress: string | null; userAgent: string | null; idleMinutes: number; now: Date };

/** Ends the session of `token` and records the sign-out; says whether someone was signed in. */
export async function signOut(db: Db, input: SignOutInput): Promise<{ wasSignedIn: boolean }> {
  const { token, now } = input;
  const lookup = await lookupSession(db, token, { now, idleMinutes: input.idleMinutes, touch: false });
  return db.transaction(async (tx) => {
    if (token) await deleteSessionByToken(tx, token);
    if (lookup.status !== "valid") return { wasSignedIn: false };
    const { userId, username } = lookup.user;
    await recordEvent(tx, {
      kind: "sign_out",
      at: now,
      actor: { userId, username },
      target: { type: "user", id: userId, label: username },
      ipAddress: input.ipAddress,
      userAgent: input.userAgent,
    });
    return { wasSignedIn: true };
  });
}
