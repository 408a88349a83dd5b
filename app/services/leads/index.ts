/**
 * Leads: consultation requests from the form on /contact, with where each came from, their
 * notification mail, and how staff follow them up in the Leads tab.
 */
export { formTokenContext, issueFormToken, LEAD_FORM_MAX_AGE_MS, LEAD_MIN_FILL_MS, readFormToken } from "./form-token.server";
export { leadCountsBy } from "./leads-by-origin.server";
export { allLeadsMatching, assignableStaff, countNewLeads, leadFilterOptions, type LeadRow, listLeads, type StaffOption } from "./leads-read.server";
export { deleteLead, exportLeads, LeadNotFoundError, pruneExpiredLeads, updateLead } from "./leads-write.server";
export {
  checkLeadRequest,
  type CheckedLead,
  countLeadGoal,
  findLeadOrigin,
  type LeadOriginFound,
  type LeadRequester,
  limitLeadRequests,
  storeLead,
  storeLeadOnce,
  submitLead,
} from "./submit-lead.server";
