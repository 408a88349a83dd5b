import { desc } from "drizzle-orm";
import { signoffLog } from "~/db/schema/index";
import { contentChanges } from "~/lib/site-content/content-diff";
import { citedSourcesOf, postSignoffValues, type SignoffRow, signoffCsv, type SignoffValue } from "~/lib/publishing/signoff-values";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import type { Db, Tx } from "~/services/platform";
import { recordEvent } from "~/services/security";
import type { DocumentState } from "./documents.server";

type Request = { id: string; submittedByLabel: string };

/** What the log says changed, and what it cites, for a document's proposed content against what is live. */
export function signoffDetails(state: DocumentState, data: Record<string, unknown>): { changedValues: SignoffValue[]; source: string; effectiveDate: string } {
  if (state.kind === "post")
    return { changedValues: postSignoffValues(state.live, data), source: "HSA figures as published on the site", effectiveDate: "on publication" };
  const changes = contentChanges(state.content!.type.fields, state.live, data).map((change) => ({
    field: change.label,
    before: change.before ?? "",
    after: change.after ?? "",
  }));
  return { changedValues: changes, ...citedSourcesOf(state.live, data) };
}

/** Appends one event to the sign-off log (the table refuses changes and deletions). */
export async function appendSignoff(
  tx: Tx,
  entry: {
    at: Date;
    event: "submitted" | "approved" | "changes_requested";
    actorLabel: string;
    request: Request;
    state: DocumentState;
    data: Record<string, unknown>;
    comment?: string | null;
  },
): Promise<void> {
  await tx.insert(signoffLog).values({
    at: entry.at,
    event: entry.event,
    reviewRequestId: entry.request.id,
    documentKind: entry.state.kind,
    documentId: entry.state.id,
    documentLabel: entry.state.label,
    actorLabel: entry.actorLabel,
    submittedByLabel: entry.request.submittedByLabel,
    ...signoffDetails(entry.state, entry.data),
    pages: entry.state.pages,
    comment: entry.comment ?? null,
  });
}

export type SignoffEntry = SignoffRow & { id: string; documentKind: string; documentId: string };

/** The log, newest first (staff who edit content read it: they are the ones who submit). */
export async function listSignoffLog(db: Db, actor: Actor, { limit = 200 }: { limit?: number } = {}): Promise<SignoffEntry[]> {
  authorizeActor(actor, "content:manage");
  return db.select().from(signoffLog).orderBy(desc(signoffLog.at), desc(signoffLog.id)).limit(limit);
}

/** The whole log as CSV for a compliance file; the export itself is audited. */
export async function exportSignoffLog(db: Db, actor: Actor, now = new Date()): Promise<string> {
  authorizeActor(actor, "content:manage");
  const rows = await db.select().from(signoffLog).orderBy(signoffLog.at, signoffLog.id);
  await recordEvent(db, {
    kind: "signoff_log_exported",
    at: now,
    ...actorEventFields(actor),
    target: { type: "signoff_log", label: "Sign-off log" },
    changes: { rows: rows.length },
  });
  return signoffCsv(rows);
}
