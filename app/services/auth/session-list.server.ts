import { and, desc, eq, ne } from "drizzle-orm";
import { adminSessions } from "~/db/schema/index";
import { judgeSession } from "~/lib/auth/session-rules";
import type { Db } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { type Actor, actorEventFields, authorizeActor } from "./actor.server";

export type SessionSummary = { id: string; createdAt: Date; lastSeenAt: Date; ipAddress: string | null; userAgent: string | null };

/** An account's sessions that still open the dashboard, most recently used first. */
export async function listUserSessions(db: Db, userId: string, options: { now: Date; idleMinutes: number }): Promise<SessionSummary[]> {
  const rows = await db
    .select({
      id: adminSessions.id,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
      ipAddress: adminSessions.ipAddress,
      userAgent: adminSessions.userAgent,
    })
    .from(adminSessions)
    .where(eq(adminSessions.userId, userId))
    .orderBy(desc(adminSessions.lastSeenAt));
  return rows.filter((row) => judgeSession(row, options.now, options.idleMinutes) === "valid").map(({ expiresAt: _end, ...row }) => row);
}

/** Someone may end their own sessions; ending another account's needs users:manage. */
function mayEndSessionsOf(actor: Actor, ownerId: string): void {
  if (actor.user?.userId !== ownerId) authorizeActor(actor, "users:manage");
}

type Owner = { id: string; username: string };

async function recordRevoked(db: Db, actor: Actor, revoked: { owner: Owner; ended: number; scope: string; now: Date }): Promise<void> {
  const { owner, ended, scope, now } = revoked;
  await recordEvent(db, {
    kind: "session_revoked",
    at: now,
    ...actorEventFields(actor),
    target: { type: "user", id: owner.id, label: owner.username },
    changes: { ended, scope },
  });
}

/** Ends one session of `owner`; false when it had already ended. */
export async function endSession(db: Db, actor: Actor, input: { owner: Owner; sessionId: string; now: Date }): Promise<boolean> {
  const { owner, sessionId, now } = input;
  mayEndSessionsOf(actor, owner.id);
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.userId, owner.id)))
    .returning({ id: adminSessions.id });
  const scope = sessionId === actor.user?.sessionId ? "this session" : "one session";
  if (ended.length > 0) await recordRevoked(db, actor, { owner, ended: ended.length, scope, now });
  return ended.length > 0;
}

/** Ends every session of `owner` except the acting one's own (the system keeps none); returns how many ended. */
export async function endOtherSessions(db: Db, actor: Actor, input: { owner: Owner; now: Date }): Promise<number> {
  const { owner, now } = input;
  mayEndSessionsOf(actor, owner.id);
  const ownSession = actor.user?.sessionId;
  const ended = await db
    .delete(adminSessions)
    .where(ownSession ? and(eq(adminSessions.userId, owner.id), ne(adminSessions.id, ownSession)) : eq(adminSessions.userId, owner.id))
    .returning({ id: adminSessions.id });
  const scope = actor.user?.userId === owner.id ? "all other sessions" : "all sessions";
  await recordRevoked(db, actor, { owner, ended: ended.length, scope, now });
  return ended.length;
}
