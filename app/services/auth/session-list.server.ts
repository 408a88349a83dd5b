import { and, desc, eq, ne } from "drizzle-orm";
import { adminSessions } from "~/db/schema/index";
import { judgeSession } from "~/lib/auth/session-rules";
import type { Db } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { authorize } from "./authorize.server";
import type { SessionUser } from "./sessions.server";

export type SessionSummary = { id: string; createdAt: Date; lastSeenAt: Date; ipAddress: string | null; userAgent: string | null };

/** Where an action came from, for the audit log. */
export type ActionOrigin = { ipAddress?: string | null; userAgent?: string | null; requestId?: string | null };

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
function mayEndSessionsOf(actor: SessionUser, ownerId: string): void {
  if (actor.userId !== ownerId) authorize(actor, "users:manage");
}

type EndInput = { actor: SessionUser; owner: { id: string; username: string }; origin: ActionOrigin; now: Date };

async function recordRevoked(db: Db, input: EndInput, ended: number, scope: string): Promise<void> {
  const { actor, owner, origin } = input;
  await recordEvent(db, {
    kind: "session_revoked",
    at: input.now,
    actor: { userId: actor.userId, username: actor.username },
    target: { type: "user", id: owner.id, label: owner.username },
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent,
    requestId: origin.requestId,
    changes: { ended, scope },
  });
}

/** Ends one session of `owner`; false when it had already ended. */
export async function endSession(db: Db, input: EndInput & { sessionId: string }): Promise<boolean> {
  mayEndSessionsOf(input.actor, input.owner.id);
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.id, input.sessionId), eq(adminSessions.userId, input.owner.id)))
    .returning({ id: adminSessions.id });
  if (ended.length > 0) await recordRevoked(db, input, ended.length, input.sessionId === input.actor.sessionId ? "this session" : "one session");
  return ended.length > 0;
}

/** Ends every session of `owner` except the acting one's own; returns how many ended. */
export async function endOtherSessions(db: Db, input: EndInput): Promise<number> {
  mayEndSessionsOf(input.actor, input.owner.id);
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.userId, input.owner.id), ne(adminSessions.id, input.actor.sessionId)))
    .returning({ id: adminSessions.id });
  await recordRevoked(db, input, ended.length, input.actor.userId === input.owner.id ? "all other sessions" : "all sessions");
  return ended.length;
}
