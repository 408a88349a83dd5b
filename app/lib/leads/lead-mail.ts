import type { LeadOrigin } from "./lead-attribution";
import { LEAD_TOPICS, labelOf, ORGANISATION_TYPES } from "./lead-options";
import type { LeadRequest } from "./lead-rules";

/** The notification staff receive for a new lead: plain text built from the validated request. */
/** `leadsUrl`: the Leads tab's address that opens this lead. */
export function leadNotification(lead: LeadRequest & { origin: LeadOrigin; receivedAt: Date; leadsUrl: string }) {
  const origin = lead.origin;
  const campaign = [origin.utmSource, origin.utmMedium, origin.utmCampaign].some(Boolean)
    ? [`source ${origin.utmSource ?? "-"}`, `medium ${origin.utmMedium ?? "-"}`, `campaign ${origin.utmCampaign ?? "-"}`].join(", ")
    : "none";
  const lines = [
    `A consultation request arrived on ${lead.receivedAt.toISOString().replace("T", " ").slice(0, 16)} UTC.`,
    "",
    `Name: ${lead.name}`,
    `Work email: ${lead.email}`,
    `Organisation: ${lead.organisation} (${labelOf(ORGANISATION_TYPES, lead.organisationType)})`,
    `Topic: ${labelOf(LEAD_TOPICS, lead.topic)}`,
    "",
    "Message:",
    lead.message,
    "",
    `Landing page: ${origin.landingPage ?? "unknown"}`,
    `Referred by: ${origin.source ?? "direct or unknown"}`,
    `Campaign: ${campaign}`,
    "",
    `Open this request in the Leads tab: ${lead.leadsUrl}`,
    "Reply to this mail to answer the visitor directly.",
  ];
  return { subject: `New consultation request: ${labelOf(LEAD_TOPICS, lead.topic)} from ${lead.organisation}`, text: lines.join("\n") };
}
