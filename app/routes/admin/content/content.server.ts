import { z } from "zod";
import { BROWSER_ZONE_FIELD, formatMomentIn, zoneOf } from "~/lib/core/moment-in-zone";
import { NotPermittedError } from "~/services/auth";
import type { RequestContext } from "~/services/platform";
import {
  CONTENT_MESSAGES,
  type ContentIntent,
  ContentNotFoundError,
  ContentValidationError,
  ContentVersionConflictError,
  discardContentDraft,
  findContentDocument,
  markContentReviewed,
  resetContentToBuiltIn,
  restoreContentRevision,
  saveContent,
  unscheduleContent,
} from "~/services/site-content";
import { readForm } from "~/routes/read-form.server";
import { failure, reply } from "../action.server";
import type { AdminUser } from "../guard.server";
import { CONTENT_INTENTS, CONTENT_TOASTS, type ContentActionResult, type ContentIntentName } from "./content-admin-text";
import { refusedImages } from "./content-images.server";

/** Form parsing and answers of the Site Content tab; the site-content service does the work and checks the role again. */

const SCHEDULE_MISSING = "Choose the date and time to publish at";

const versionField = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));

/** The version a form says it was based on, or null when it names none or a forged one. */
export function versionOf(value: FormDataEntryValue | null): number | null {
  const parsed = versionField.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The document a form sends (one JSON object), or undefined when it is not one. */
export function documentJsonOf(value: FormDataEntryValue | null): Record<string, unknown> | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function intentOf(name: ContentIntentName, form: FormData): ContentIntent | { error: string } {
  if (name === "publish") return { kind: "publish" };
  if (name !== "schedule") return { kind: "draft" };
  const at = form.get("publishAt");
  const publishAt = typeof at === "string" && at ? new Date(at) : null;
  // The service refuses a time in the past; a missing or unreadable one is refused here.
  return publishAt && !Number.isNaN(publishAt.getTime()) ? { kind: "schedule", publishAt } : { error: SCHEDULE_MISSING };
}

function savedToast(intent: ContentIntent, zone: string | null) {
  if (intent.kind === "publish") return CONTENT_TOASTS.published;
  if (intent.kind === "schedule") return CONTENT_TOASTS.scheduled(formatMomentIn(intent.publishAt, zone));
  return CONTENT_TOASTS.draftSaved;
}

function refusal(intent: string, error: unknown, context: RequestContext) {
  return failure<ContentActionResult>(context, error, {
    intent,
    fallback: CONTENT_TOASTS.unexpected,
    extra: error instanceof ContentVersionConflictError ? { conflict: error.theirs } : undefined,
    toastFor: (refused) => {
      if (refused instanceof NotPermittedError) return CONTENT_TOASTS.notPermitted;
      if (refused instanceof ContentVersionConflictError) return intent === "restore" ? CONTENT_TOASTS.restoreConflict : CONTENT_TOASTS.conflict;
      return CONTENT_TOASTS.saveFailed(refused.message);
    },
  });
}

/** The editor's buttons: save (draft, publish, schedule) and the actions on what is stored. */
export async function handleContentAction(request: Request, context: RequestContext, user: AdminUser, documentId: string | undefined) {
  const form = await readForm(request, context);
  const intent = CONTENT_INTENTS.find((name) => name === form.get("intent"));
  if (!intent) return reply<ContentActionResult>({ intent: "unknown", ok: false, toast: CONTENT_TOASTS.unexpected });
  const document = findContentDocument(documentId ?? "");
  if (!document) return refusal(intent, new ContentNotFoundError(), context);
  // Every write names the version it was based on: without one it could overwrite unseen changes.
  const expectedVersion = versionOf(form.get("version"));
  if (expectedVersion === null) return reply<ContentActionResult>({ intent, ok: false, toast: CONTENT_TOASTS.staleForm });
  const db = context.database.db;
  const id = document.id;
  try {
    switch (intent) {
      case "unschedule": {
        const { version } = await unscheduleContent(db, user.actor, { id, expectedVersion });
        return reply<ContentActionResult>({ intent, ok: true, version, toast: CONTENT_TOASTS.unscheduled });
      }
      case "discard": {
        const { version } = await discardContentDraft(db, user.actor, { id, expectedVersion });
        return reply<ContentActionResult>({ intent, ok: true, version, toast: CONTENT_TOASTS.discarded });
      }
      case "reset": {
        const { version } = await resetContentToBuiltIn(db, user.actor, { id, expectedVersion });
        return reply<ContentActionResult>({ intent, ok: true, version, toast: CONTENT_TOASTS.reset });
      }
      case "reviewed":
        await markContentReviewed(db, user.actor, { id });
        return reply<ContentActionResult>({ intent, ok: true, version: expectedVersion, toast: CONTENT_TOASTS.reviewed });
      default: {
        const data = documentJsonOf(form.get("data"));
        if (!data) throw new ContentValidationError({ form: CONTENT_MESSAGES.notJson });
        const saveIntent = intentOf(intent, form);
        if ("error" in saveIntent) throw new ContentValidationError({ publishAt: saveIntent.error });
        const images = await refusedImages(db, document.type.fields, data);
        if (Object.keys(images).length) throw new ContentValidationError(images);
        const { version } = await saveContent(db, user.actor, { id, expectedVersion, data, intent: saveIntent });
        return reply<ContentActionResult>({ intent, ok: true, version, toast: savedToast(saveIntent, zoneOf(form.get(BROWSER_ZONE_FIELD))) });
      }
    }
  } catch (error) {
    return refusal(intent, error, context);
  }
}

const revisionId = z.uuid();

/** History's Restore: publishes an earlier revision's content again. */
export async function handleRestore(request: Request, context: RequestContext, user: AdminUser, documentId: string | undefined) {
  const form = await readForm(request, context);
  const intent = "restore";
  const document = findContentDocument(documentId ?? "");
  const revision = revisionId.safeParse(form.get("revisionId"));
  // A forged revision id is a missing one (never a query with a malformed uuid).
  if (!document || !revision.success) return refusal(intent, new ContentNotFoundError(), context);
  const expectedVersion = versionOf(form.get("version"));
  if (expectedVersion === null) return reply<ContentActionResult>({ intent, ok: false, toast: CONTENT_TOASTS.staleForm });
  try {
    const into = form.get("into") === "draft" ? "draft" : "live";
    const { version } = await restoreContentRevision(context.database.db, user.actor, { id: document.id, revisionId: revision.data, expectedVersion, into });
    return reply<ContentActionResult>({ intent, ok: true, version, toast: into === "draft" ? CONTENT_TOASTS.restoredToDraft : CONTENT_TOASTS.restored });
  } catch (error) {
    return refusal(intent, error, context);
  }
}
