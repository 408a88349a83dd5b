import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  LEAD_ATTRIBUTIONS,
  LEAD_STATUSES,
  LEAD_TOPICS,
  type LeadAttribution,
  type LeadStatus,
  type LeadTopic,
  ORGANISATION_TYPES,
  type OrganisationType,
  valuesOf,
} from "../../lib/leads/lead-options";
import { adminUsers } from "./auth";
import { oneOf } from "./closed-list";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Consultation requests sent through the form on /contact, with where each came from (taken from
 * the analytics visit, or from the form's page) and how staff follow it up. Deleted after
 * RETENTION_LEAD_DAYS, or at once on a privacy request.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamptz("created_at").notNull(),
    updatedAt: timestamptz("updated_at").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organisation: text("organisation").notNull(),
    organisationType: text("organisation_type").$type<OrganisationType>().notNull(),
    topic: text("topic").$type<LeadTopic>().notNull(),
    message: text("message").notNull(),
    /** When the visitor agreed to be contacted (the form cannot be sent without it). */
    consentedAt: timestamptz("consented_at").notNull(),
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    notes: text("notes").notNull().default(""),
    assignedTo: uuid("assigned_to").references(() => adminUsers.id, { onDelete: "set null" }),
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    /** The referrer's site, as the Analytics tab names a visit's source; null for a direct visit. */
    source: text("source"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    pagesSeen: jsonb("pages_seen").$type<string[]>().notNull().default([]),
    attribution: text("attribution").$type<LeadAttribution>().notNull().default("none"),
    /** The served form's nonce (its signed token's id): a replayed or double-posted form stores no second lead. */
    formTokenId: text("form_token_id"),
  },
  (table) => [
    index("leads_created_idx").on(table.createdAt.desc().nullsFirst()),
    index("leads_status_idx").on(table.status),
    uniqueIndex("leads_form_token_idx").on(table.formTokenId),
    check("leads_status_check", oneOf(table.status, valuesOf(LEAD_STATUSES))),
    check("leads_topic_check", oneOf(table.topic, valuesOf(LEAD_TOPICS))),
    check("leads_organisation_type_check", oneOf(table.organisationType, valuesOf(ORGANISATION_TYPES))),
    check("leads_attribution_check", oneOf(table.attribution, LEAD_ATTRIBUTIONS)),
  ],
);
