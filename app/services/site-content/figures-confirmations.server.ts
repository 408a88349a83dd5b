import { and, eq } from "drizzle-orm";
import { figuresCheckConfirmations, type FiguresSubjectType, posts } from "~/db/schema/index";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import { type Db, DomainError } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { findContentDocument } from "./catalog.server";

export type FiguresConfirmation = { subjectType: FiguresSubjectType; subjectId: string; warningKey: string; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function subjectLabel(db: Db, subjectType: FiguresSubjectType, subjectId: string): Promise<string | null> {
  if (subjectType === "content") return findContentDocument(subjectId)?.declaration.label ?? null;
  if (!UUID.test(subjectId)) return null;
  const [post] = await db.select({ title: posts.title }).from(posts).where(eq(posts.id, subjectId));
  return post?.title ?? null;
}

/**
 * A person says a figures-check warning is right: the text means what it says (a quoted old limit,
 * a hypothetical). Stored once per text and warning, audited; the warning is no longer shown in the
 * editor or on the admin Home. Posts need blog:manage, site content content:manage.
 */
export async function confirmFiguresWarning(db: Db, actor: Actor, confirmation: FiguresConfirmation, now = new Date()): Promise<void> {
  authorizeActor(actor, confirmation.subjectType === "post" ? "blog:manage" : "content:manage");
  const { subjectType, subjectId } = confirmation;
  const warningKey = confirmation.warningKey.slice(0, 400);
  const message = confirmation.message.slice(0, 500);
  if (!warningKey || !message) throw new DomainError("Say which warning is right.", 400);
  const label = await subjectLabel(db, subjectType, subjectId);
  if (label === null) throw new DomainError(subjectType === "post" ? "This post no longer exists." : "This document no longer exists.", 404);
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(figuresCheckConfirmations)
      .values({
        subjectType,
        subjectId,
        warningKey,
        message,
        confirmedBy: actor.user?.userId ?? null,
        confirmedByLabel: actor.user?.username ?? "system",
        confirmedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: figuresCheckConfirmations.id });
    if (!stored) return;
    await recordEvent(tx, {
      ...actorEventFields(actor),
      kind: "figures_warning_confirmed",
      at: now,
      target: { type: subjectType, id: subjectId, label: label.slice(0, 200) },
      details: message,
      changes: { warning: message },
    });
  });
}

/** The warnings people marked right, by text ("post:<id>" or "content:<id>"), as warning keys. */
export async function confirmedFiguresWarnings(db: Db, subject?: { subjectType: FiguresSubjectType; subjectId: string }): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({
      subjectType: figuresCheckConfirmations.subjectType,
      subjectId: figuresCheckConfirmations.subjectId,
      warningKey: figuresCheckConfirmations.warningKey,
    })
    .from(figuresCheckConfirmations)
    .where(
      subject ? and(eq(figuresCheckConfirmations.subjectType, subject.subjectType), eq(figuresCheckConfirmations.subjectId, subject.subjectId)) : undefined,
    );
  const bySubject = new Map<string, Set<string>>();
  for (const row of rows) {
    const key = `${row.subjectType}:${row.subjectId}`;
    bySubject.set(key, (bySubject.get(key) ?? new Set()).add(row.warningKey));
  }
  return bySubject;
}
