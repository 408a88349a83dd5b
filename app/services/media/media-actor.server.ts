import type { SessionUser } from "~/services/auth";
import type { RecordedEvent } from "~/services/security";

/** Who acts on the library and from where: for the role check and the audit log. */
export type MediaActor = { user: SessionUser; ipAddress?: string | null; userAgent?: string | null; requestId?: string | null };

export function auditFieldsOf(actor: MediaActor): Pick<RecordedEvent, "actor" | "ipAddress" | "userAgent" | "requestId"> {
  return {
    actor: { userId: actor.user.userId, username: actor.user.username },
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
    requestId: actor.requestId,
  };
}
