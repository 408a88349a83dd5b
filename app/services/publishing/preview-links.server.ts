import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { type DocumentKind, previewLinks } from "~/db/schema/index";
import { PREVIEW_TOKEN_SHAPE, previewExpiry, previewLinkOpen, PREVIEW_LINK_MAX_DAYS, previewPath } from "~/lib/publishing/preview-link-rules";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import type { Db } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { documentState, EDIT_PERMISSION } from "./documents.server";
import { PUBLISHING_MESSAGES, PublishingError } from "./publishing-errors.server";

export type PreviewLink = typeof previewLinks.$inferSelect;

/** Only the hash is stored: the token itself exists in the link its maker copied, nowhere else. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Makes a link that shows a draft to someone without an account, for `days` days (1 to 30): pinned
 * to the version the document has now, or showing its latest draft whenever opened. The token is
 * returned once; afterwards the list shows who made the link, when it expires and how often it was opened.
 */
export async function createPreviewLink(
  db: Db,
  actor: Actor,
  input: { kind: DocumentKind; id: string; pinned: boolean; days: number },
  now = new Date(),
): Promise<{ link: PreviewLink; token: string; path: string }> {
  authorizeActor(actor, EDIT_PERMISSION[input.kind]);
  const expiresAt = previewExpiry(now, input.days);
  const message = PUBLISHING_MESSAGES.expiryDays(PREVIEW_LINK_MAX_DAYS);
  if (!expiresAt) throw new PublishingError(message, 400, { days: message });
  const state = await documentState(db, input.kind, input.id);
  const token = randomBytes(32).toString("base64url");
  return db.transaction(async (tx) => {
    const [link] = await tx
      .insert(previewLinks)
      .values({
        tokenHash: hashOf(token),
        documentKind: input.kind,
        documentId: input.id,
        pinnedVersion: input.pinned ? state.version : null,
        createdById: actor.user?.userId ?? null,
        createdByLabel: actor.user?.username ?? "system",
        createdAt: now,
        expiresAt,
      })
      .returning();
    await recordEvent(tx, {
      kind: "preview_link_created",
      at: now,
      ...actorEventFields(actor),
      target: { type: input.kind, id: input.id, label: state.label },
      changes: { link: link!.id, expiresAt: expiresAt.toISOString(), pinnedVersion: link!.pinnedVersion },
    });
    return { link: link!, token, path: previewPath(token) };
  });
}

export async function revokePreviewLink(db: Db, actor: Actor, input: { linkId: string }, now = new Date()): Promise<void> {
  const [link] = /^[0-9a-f-]{36}$/i.test(input.linkId) ? await db.select().from(previewLinks).where(eq(previewLinks.id, input.linkId)) : [];
  if (!link) throw new PublishingError(PUBLISHING_MESSAGES.linkNotFound, 404);
  authorizeActor(actor, EDIT_PERMISSION[link.documentKind]);
  if (link.revokedAt) return;
  await db.transaction(async (tx) => {
    await tx
      .update(previewLinks)
      .set({ revokedAt: now, revokedByLabel: actor.user?.username ?? "system" })
      .where(eq(previewLinks.id, link.id));
    await recordEvent(tx, {
      kind: "preview_link_revoked",
      at: now,
      ...actorEventFields(actor),
      target: { type: link.documentKind, id: link.documentId, label: null },
      changes: { link: link.id },
    });
  });
}

/** A document's links, newest first. */
export async function listPreviewLinks(db: Db, actor: Actor, kind: DocumentKind, id: string): Promise<PreviewLink[]> {
  authorizeActor(actor, EDIT_PERMISSION[kind]);
  return db
    .select()
    .from(previewLinks)
    .where(and(eq(previewLinks.documentKind, kind), eq(previewLinks.documentId, id)))
    .orderBy(desc(previewLinks.createdAt))
    .limit(50);
}

/**
 * The link behind a token, counted as opened, or null when the token is unknown, expired or
 * revoked (all answered alike, so a guess learns nothing).
 */
export async function openPreviewLink(db: Db, token: string, now = new Date()): Promise<PreviewLink | null> {
  if (!PREVIEW_TOKEN_SHAPE.test(token)) return null;
  const [link] = await db
    .select()
    .from(previewLinks)
    .where(eq(previewLinks.tokenHash, hashOf(token)));
  if (!link || !previewLinkOpen(link, now)) return null;
  await db
    .update(previewLinks)
    .set({ openCount: sql`${previewLinks.openCount} + 1`, lastOpenedAt: now })
    .where(eq(previewLinks.id, link.id));
  return link;
}
