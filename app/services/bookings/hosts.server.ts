import { asc, eq } from "drizzle-orm";
import { adminUsers, consultationHosts } from "~/db/schema/index";
import { type HostSettings, hostSettingsSchema } from "~/lib/bookings/booking-rules";
import { fieldErrors } from "~/lib/core/field-errors";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import { type Db, DomainError } from "~/services/platform";
import { recordEvent } from "~/services/security";

export type HostSettingsRow = {
  userId: string;
  username: string;
  email: string | null;
  settings: (typeof consultationHosts.$inferSelect & { busyFeedSet: boolean }) | null;
};

/** Every active staff account with its consultation settings (null: never set); the feed URL itself is left out. */
export async function listHostSettings(db: Db, actor: Actor): Promise<HostSettingsRow[]> {
  authorizeActor(actor, "leads:manage");
  const rows = await db
    .select({ userId: adminUsers.id, username: adminUsers.username, email: adminUsers.email, host: consultationHosts })
    .from(adminUsers)
    .leftJoin(consultationHosts, eq(consultationHosts.userId, adminUsers.id))
    .where(eq(adminUsers.active, true))
    .orderBy(asc(adminUsers.username));
  return rows.map((row) => ({
    userId: row.userId,
    username: row.username,
    email: row.email,
    settings: row.host ? { ...row.host, busyFeedUrl: null, busyFeedSet: Boolean(row.host.busyFeedUrl) } : null,
  }));
}

/**
 * Saves a staff member's consultation settings. The feed field left empty keeps a feed already set
 * unless `clearFeed` is sent: the URL is a secret and is never shown again once saved.
 */
export async function saveHostSettings(db: Db, actor: Actor, userId: string, input: Record<string, unknown>, now = new Date()): Promise<HostSettings> {
  authorizeActor(actor, "leads:manage");
  const parsed = hostSettingsSchema.safeParse(input);
  if (!parsed.success) throw new DomainError("Please correct the fields marked below; everything you typed is kept.", 400, fieldErrors(parsed.error));
  const settings = parsed.data;
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: adminUsers.id, username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, userId));
    if (!user) throw new DomainError("This account no longer exists.", 404);
    const [before] = await tx.select().from(consultationHosts).where(eq(consultationHosts.userId, userId)).for("update");
    const keepFeed = settings.busyFeedUrl === null && input.clearFeed !== "on" ? (before?.busyFeedUrl ?? null) : settings.busyFeedUrl;
    const feedChanged = keepFeed !== (before?.busyFeedUrl ?? null);
    const values = {
      active: settings.active,
      timeZone: settings.timeZone,
      weeklyHours: settings.weeklyHours,
      daysOff: settings.daysOff,
      durations: settings.durations,
      bufferBeforeMinutes: settings.bufferBeforeMinutes,
      bufferAfterMinutes: settings.bufferAfterMinutes,
      minNoticeMinutes: settings.minNoticeMinutes,
      horizonDays: settings.horizonDays,
      maxPerDay: settings.maxPerDay,
      busyFeedUrl: keepFeed,
      ...(feedChanged ? { busySpans: [], busyFetchedAt: null, busyError: null } : {}),
      updatedAt: now,
    };
    await tx
      .insert(consultationHosts)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: consultationHosts.userId, set: values });
    await recordEvent(tx, {
      kind: "booking_hours_changed",
      at: now,
      ...actorEventFields(actor),
      target: { type: "user", id: userId, label: user.username },
      changes: { active: settings.active, timeZone: settings.timeZone, durations: settings.durations, busyFeed: feedChanged ? "changed" : "unchanged" },
    });
  });
  return settings;
}
