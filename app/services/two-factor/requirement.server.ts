import { eq, sql } from "drizzle-orm";
import { appState } from "~/db/schema/index";
import { REQUIRE_TWO_FACTOR_KEY } from "~/lib/two-factor/two-factor-rules";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import type { Db } from "~/services/platform";
import { recordEvent } from "~/services/security";

/** Whether every account must sign in with two-factor (off until an admin turns it on). */
export async function isTwoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, REQUIRE_TWO_FACTOR_KEY));
  return row?.value === true;
}

/** Turns the requirement on or off (admins only), recorded as a settings change. */
export async function setTwoFactorRequired(db: Db, actor: Actor, required: boolean, now: Date): Promise<void> {
  authorizeActor(actor, "users:manage");
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ value: appState.value }).from(appState).where(eq(appState.key, REQUIRE_TWO_FACTOR_KEY)).for("update");
    const was = before?.value === true;
    await tx
      .insert(appState)
      .values({ key: REQUIRE_TWO_FACTOR_KEY, value: required, updatedAt: now })
      .onConflictDoUpdate({ target: appState.key, set: { value: required, version: sql`${appState.version} + 1`, updatedAt: now } });
    if (was === required) return;
    await recordEvent(tx, {
      kind: "settings_changed",
      at: now,
      ...actorEventFields(actor),
      target: { type: "setting", id: REQUIRE_TWO_FACTOR_KEY, label: "Require two-factor for every account" },
      changes: { requireTwoFactor: { from: was, to: required } },
    });
  });
}
