import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { adminUsers, leads } from "~/db/schema/index";
import { pageWithin } from "~/lib/core/page-number";
import { DIRECT_SOURCE, type LeadListQuery, LEADS_PER_PAGE } from "~/lib/leads/lead-list-query";
import { type Actor, authorizeActor } from "~/services/auth";
import type { Db } from "~/services/platform";

export type LeadRow = typeof leads.$inferSelect & { assignedToName: string | null };
export type StaffOption = { id: string; username: string };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The conditions of a list view; the export uses the same ones. */
export function leadConditions(query: Pick<LeadListQuery, "search" | "status" | "source" | "campaign"> & { lead?: string | null }): SQL | undefined {
  if (query.lead) return eq(leads.id, query.lead);
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(leads.status, query.status));
  if (query.source) conditions.push(query.source === DIRECT_SOURCE ? isNull(leads.source) : eq(leads.source, query.source));
  if (query.campaign) conditions.push(eq(leads.utmCampaign, query.campaign));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(leads.name, pattern),
        ilike(leads.email, pattern),
        ilike(leads.organisation, pattern),
        ilike(leads.message, pattern),
        ilike(leads.notes, pattern),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const rowColumns = { lead: leads, assignedToName: adminUsers.username };

/** Leads matching the view, newest first, one page of them. */
export async function listLeads(db: Db, actor: Actor, query: LeadListQuery) {
  authorizeActor(actor, "leads:manage");
  const where = leadConditions(query);
  const [total] = await db.select({ count: count() }).from(leads).where(where);
  const { page, pageCount } = pageWithin(total?.count ?? 0, query.page, LEADS_PER_PAGE);
  const rows = await db
    .select(rowColumns)
    .from(leads)
    .leftJoin(adminUsers, eq(adminUsers.id, leads.assignedTo))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEADS_PER_PAGE)
    .offset((page - 1) * LEADS_PER_PAGE);
  return { leads: rows.map(({ lead, assignedToName }): LeadRow => ({ ...lead, assignedToName })), total: total?.count ?? 0, page, pageCount };
}

/** Every lead of the view, newest first, for the CSV export. */
export async function allLeadsMatching(db: Db, query: Pick<LeadListQuery, "search" | "status" | "source" | "campaign">): Promise<LeadRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(leads)
    .leftJoin(adminUsers, eq(adminUsers.id, leads.assignedTo))
    .where(leadConditions(query))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map(({ lead, assignedToName }) => ({ ...lead, assignedToName }));
}

/** The sources and campaigns leads came from, for the filters. */
export async function leadFilterOptions(db: Db): Promise<{ sources: string[]; campaigns: string[] }> {
  const sources = await db.selectDistinct({ value: leads.source }).from(leads).orderBy(asc(leads.source));
  const campaigns = await db.selectDistinct({ value: leads.utmCampaign }).from(leads).where(isNotNull(leads.utmCampaign)).orderBy(asc(leads.utmCampaign));
  return { sources: sources.map((row) => row.value ?? DIRECT_SOURCE), campaigns: campaigns.flatMap((row) => row.value ?? []) };
}

/** Leads nobody has taken up yet. */
export async function countNewLeads(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(leads).where(eq(leads.status, "new"));
  return row?.count ?? 0;
}

/** Who a lead can be assigned to: active accounts that may manage leads. */
export async function assignableStaff(db: Db): Promise<StaffOption[]> {
  return db
    .select({ id: adminUsers.id, username: adminUsers.username })
    .from(adminUsers)
    .where(and(eq(adminUsers.active, true), eq(adminUsers.frozen, false), inArray(adminUsers.userType, ["admin", "moderator"])))
    .orderBy(asc(adminUsers.username));
}
