import { parsePage } from "../core/page-number";
import { LEAD_STATUSES, type LeadStatus } from "./lead-options";
import { LEAD_LIMITS } from "./lead-limits";

/** How a lead with no referrer site (a direct visit, a campaign mail) is named and filtered. */
export const DIRECT_SOURCE = "(direct)";
export const LEADS_PER_PAGE = 25;

export type LeadListQuery = { search: string; status: LeadStatus | null; source: string | null; campaign: string | null; page: number };

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
  };
}

/** The query string of a list view, without the defaults. */
export function leadListSearch(query: Omit<LeadListQuery, "page"> & { page?: number }): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.status) params.set("status", query.status);
  if (query.source) params.set("source", query.source);
  if (query.campaign) params.set("campaign", query.campaign);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
