import { csvDocument } from "../core/csv";
import { LEAD_STATUSES, LEAD_TOPICS, labelOf, ORGANISATION_TYPES } from "./lead-options";

export type ExportedLead = {
  createdAt: Date;
  name: string;
  email: string;
  organisation: string;
  organisationType: string;
  topic: string;
  message: string;
  status: string;
  assignedToName: string | null;
  notes: string;
  landingPage: string | null;
  source: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  pagesSeen: string[];
};

const HEADER = [
  "Received (UTC)",
  "Name",
  "Work email",
  "Organisation",
  "Organisation type",
  "Topic",
  "Message",
  "Status",
  "Assigned to",
  "Notes",
  "Landing page",
  "Referrer site",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "Pages seen",
];

/** The leads as CSV; every visitor-typed cell goes through the formula-injection guard of lib/core/csv. */
export function leadsCsv(rows: readonly ExportedLead[]): string {
  return csvDocument([
    HEADER,
    ...rows.map((lead) => [
      lead.createdAt.toISOString().replace("T", " ").slice(0, 19),
      lead.name,
      lead.email,
      lead.organisation,
      labelOf(ORGANISATION_TYPES, lead.organisationType),
      labelOf(LEAD_TOPICS, lead.topic),
      lead.message,
      labelOf(LEAD_STATUSES, lead.status),
      lead.assignedToName,
      lead.notes,
      lead.landingPage,
      lead.source,
      lead.utmSource,
      lead.utmMedium,
      lead.utmCampaign,
      lead.pagesSeen.join(" > "),
    ]),
  ]);
}

export function leadsCsvFileName(now: Date): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
