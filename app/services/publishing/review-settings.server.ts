import { eq, sql } from "drizzle-orm";
import { appState } from "~/db/schema/index";
import { CONTENT_TYPES } from "~/content/registry";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import type { Db, Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { PUBLISHING_MESSAGES, PublishingError } from "./publishing-errors.server";

const SETTINGS_KEY = "publishing.review-types";

/** HSA figures need a second person's approval unless an admin says otherwise. */
export const DEFAULT_REVIEWED_TYPES: readonly string[] = ["hsa-figures"];

/** The content types whose changes need a second person's approval before they publish. */
export async function reviewedContentTypes(db: Db | Tx): Promise<readonly string[]> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, SETTINGS_KEY));
  const types = (row?.value as { types?: unknown } | undefined)?.types;
  return Array.isArray(types) ? types.filter((type): type is string => typeof type === "string") : DEFAULT_REVIEWED_TYPES;
}

/** An admin's choice of the content types that need review; audited with what was added and removed. */
export async function setReviewedContentTypes(db: Db, actor: Actor, types: readonly string[], now = new Date()): Promise<void> {
  authorizeActor(actor, "publishing:configure");
  const known = new Set(CONTENT_TYPES.map((type) => type.id));
  if (types.some((type) => !known.has(type))) throw new PublishingError(PUBLISHING_MESSAGES.unknownType, 400);
  const chosen = [...new Set(types)];
  await db.transaction(async (tx) => {
    const before = await reviewedContentTypes(tx);
    await tx
      .insert(appState)
      .values({ key: SETTINGS_KEY, value: { types: chosen } })
      .onConflictDoUpdate({ target: appState.key, set: { value: { types: chosen }, version: sql`${appState.version} + 1`, updatedAt: now } });
    await recordEvent(tx, {
      kind: "review_settings_changed",
      at: now,
      ...actorEventFields(actor),
      target: { type: "settings", id: SETTINGS_KEY, label: "Content types that need review" },
      changes: { added: chosen.filter((type) => !before.includes(type)), removed: before.filter((type) => !chosen.includes(type)) },
    });
  });
}
