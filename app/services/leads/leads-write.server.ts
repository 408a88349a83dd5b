import { and, eq, lt } from "drizzle-orm";
import { leads } from "~/db/schema/index";
import { leadsCsv } from "~/lib/leads/lead-csv";
import type { LeadListQuery } from "~/lib/leads/lead-list-query";
import { type LeadUpdate, leadUpdateSchema } from "~/lib/leads/lead-rules";
import { fieldErrors } from "~/lib/core/field-errors";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import { type Db, DomainError } from "~/services/platform";
import { recordEvent } from "~/services/security";
import { allLeadsMatching, assignableStaff } from "./leads-read.server";

export class LeadNotFoundError extends DomainError {
  override name = "LeadNotFoundError";
  constructor() {
    super("This lead no longer exists: it may have been deleted.", 404);
  }
}

/** A staff member changes a lead's status, notes or assignee; the audit row says what changed. */
export async function updateLead(db: Db, actor: Actor, id: string, input: unknown): Promise<LeadUpdate> {
  authorizeActor(actor, "leads:manage");
  const parsed = leadUpdateSchema.safeParse(input);
  if (!parsed.success) throw new DomainError("Please correct the fields marked below.", 400, fieldErrors(parsed.error));
  const update = parsed.data;
  if (update.assignedTo && !(await assignableStaff(db)).some((staff) => staff.id === update.assignedTo)) {
    throw new DomainError("Choose a staff member from the list.", 400, { assignedTo: "Choose a staff member from the list." });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!before) throw new LeadNotFoundError();
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (before.status !== update.status) changes.status = { from: before.status, to: update.status };
    if (before.notes !== update.notes) changes.notes = { from: before.notes.length ? "(notes)" : "", to: update.notes.length ? "(notes)" : "" };
    if (before.assignedTo !== update.assignedTo) changes.assignedTo = { from: before.assignedTo, to: update.assignedTo };
    if (Object.keys(changes).length === 0) return update;
    await tx
      .update(leads)
      .set({ ...update, updatedAt: new Date() })
      .where(eq(leads.id, id));
    await recordEvent(tx, {
      kind: "lead_updated",
      at: new Date(),
      ...actorEventFields(actor),
      target: { type: "lead", id, label: before.organisation.slice(0, 200) },
      changes,
    });
    return update;
  });
}

/** Deletes a lead for good (a privacy request), with its queued mail; the audit row keeps no personal data. */
export async function deleteLead(db: Db, actor: Actor, id: string): Promise<void> {
  authorizeActor(actor, "leads:manage");
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(leads).where(eq(leads.id, id)).returning({ id: leads.id, createdAt: leads.createdAt });
    if (!deleted) throw new LeadNotFoundError();
    await recordEvent(tx, {
      kind: "lead_deleted",
      at: new Date(),
      ...actorEventFields(actor),
      target: { type: "lead", id, label: null },
      changes: { receivedAt: deleted.createdAt.toISOString() },
    });
  });
}

/** The leads of a view as CSV; the export is an audit event (it takes personal data out of the site). */
export async function exportLeads(db: Db, actor: Actor, query: Pick<LeadListQuery, "search" | "status" | "source" | "campaign">): Promise<string> {
  authorizeActor(actor, "leads:manage");
  const rows = await allLeadsMatching(db, query);
  await recordEvent(db, {
    kind: "leads_exported",
    at: new Date(),
    ...actorEventFields(actor),
    target: { type: "leads", label: `${rows.length} leads` },
    changes: { filters: { search: query.search || null, status: query.status, source: query.source, campaign: query.campaign }, rows: rows.length },
  });
  return leadsCsv(rows);
}

/** Leads older than the retention (RETENTION_LEAD_DAYS) are deleted with their mail; returns how many. */
export async function pruneExpiredLeads(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(leads)
    .where(and(lt(leads.createdAt, before)))
    .returning({ id: leads.id });
  return deleted.length;
}
