import { parsePage } from "../core/page-number";
import { LEAD_STATUSES, type LeadStatus } from "./lead-options";
import { LEAD_LIMITS } from "./lead-limits";

/** How a lead with no referrer site (a direct visit, a campaign mail) is named and filtered. */
export const DIRECT_SOURCE = "(direct)";
export const LEADS_PER_PAGE = 25;

/** `lead`: one lead by its id (the link in its notification mail), whatever the other filters. */
export type LeadListQuery = { search: string; status: LeadStatus | null; source: string | null; campaign: string | null; page: number; lead: string | null };

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Leads tab's filters from its URL; a value that cannot be one is ignored rather than refused. */
export function parseLeadListQuery(params: URLSearchParams): LeadListQuery {
  const status = params.get("status");
  const text = (name: string, max: number) => {
    const value = params.get(name)?.trim() ?? "";
    return value && value.length <= max && !/[\u0000-\u001F\u007F]/.test(value) ? value : null;
  };
  return {
    search: text("q", LEAD_LIMITS.search) ?? "",
    status: LEAD_STATUSES.some((entry) => entry.value === status) ? (status as LeadStatus) : null,
    source: text("source", 253),
    campaign: text("campaign", 200),
    page: parsePage(params.get("page")),
    lead: LEAD_ID.test(params.get("lead") ?? "") ? params.get("lead")!.toLowerCase() : null,
  };
}

/** The query string of a list view, without the defaults. */
export function leadListSearch(query: Omit<LeadListQuery, "page" | "lead"> & { page?: number; lead?: string | null }): string {
  const params = new URLSearchParams();
  if (query.lead) params.set("lead", query.lead);
  if (query.search) params.set("q", query.search);
  if (query.status) params.set("status", query.status);
  if (query.source) params.set("source", query.source);
  if (query.campaign) params.set("campaign", query.campaign);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The Leads tab's address that opens one lead (the link in its notification mail). */
export function leadPath(leadsPath: string, leadId: string): string {
  return `${leadsPath}${leadListSearch({ search: "", status: null, source: null, campaign: null, lead: leadId })}`;
}
