import { eq } from "drizzle-orm";
import { adminUsers } from "~/db/schema/index";
import { type Actor, actorEventFields } from "~/services/auth";
import { type Db, DomainError } from "~/services/platform";
import { recordEvent } from "~/services/security";

/** Whether this account receives the staff alerts (admins only), and the address they go to. */
export async function alertMailSetting(db: Db, userId: string): Promise<{ enabled: boolean; email: string | null }> {
  const [row] = await db.select({ enabled: adminUsers.alertMail, email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, userId));
  return { enabled: row?.enabled ?? false, email: row?.email ?? null };
}

/** An admin turns their own alert mail on or off; audited. */
export async function setAlertMail(db: Db, actor: Actor, enabled: boolean): Promise<void> {
  const user = actor.user;
  if (!user || user.userType !== "admin") throw new DomainError("Only administrators receive alert mail.", 403);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ alertMail: enabled, updatedAt: new Date() }).where(eq(adminUsers.id, user.userId));
    await recordEvent(tx, {
      kind: "alert_mail_changed",
      at: new Date(),
      ...actorEventFields(actor),
      target: { type: "user", id: user.userId, label: user.username },
      changes: { alertMail: enabled },
    });
  });
}
