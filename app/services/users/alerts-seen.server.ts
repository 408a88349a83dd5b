import { eq } from "drizzle-orm";
import { adminUsers } from "~/db/schema/index";
import { type Actor, actorEventFields } from "~/services/auth";
import type { Db } from "~/services/platform";
import { recordEvent } from "~/services/security";

/** The account has read its Security Alert banner: it lists only what is detected after `now`. Audited. */
export async function acknowledgeSecurityAlerts(db: Db, actor: Actor, now: Date): Promise<void> {
  const self = actor.user;
  if (!self) return;
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ alertsSeenAt: now }).where(eq(adminUsers.id, self.userId));
    await recordEvent(tx, {
      kind: "security_alerts_acknowledged",
      at: now,
      ...actorEventFields(actor),
      target: { type: "user", id: self.userId, label: self.username },
    });
  });
}
