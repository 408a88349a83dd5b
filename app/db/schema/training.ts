import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LEAD_ATTRIBUTIONS, type LeadAttribution } from "../../lib/leads/lead-options";
import {
  REGISTRATION_STATUSES,
  type RegistrationStatus,
  SESSION_FORMATS,
  type SessionFormat,
  TRAINING_COURSES,
  type TrainingCourse,
  valuesOf,
} from "../../lib/training/training-options";
import { oneOf } from "./closed-list";
import { leads } from "./leads";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Dated live sessions of a course (a CHSA or HSAe site-content document). `seats_taken` counts the
 * registrations holding a seat (confirmed or offered); it is raised only by a conditional UPDATE
 * (`seats_taken < seats`) and the CHECK below refuses any write that would oversell, on every
 * instance (decision 075).
 */
export const trainingSessions = pgTable(
  "training_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    course: text("course").$type<TrainingCourse>().notNull(),
    title: text("title").notNull(),
    format: text("format").$type<SessionFormat>().notNull(),
    startsAt: timestamptz("starts_at").notNull(),
    endsAt: timestamptz("ends_at").notNull(),
    /** The IANA zone the session is announced in (its times are shown and invited in it). */
    timeZone: text("time_zone").notNull(),
    seats: integer("seats").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    /** As staff write it ("$149", "Included with CHSA enrolment"). */
    price: text("price").notNull(),
    registrationDeadline: timestamptz("registration_deadline").notNull(),
    /** The webinar link or the room: sent to registrants only, never shown on a page. */
    joiningDetails: text("joining_details").notNull(),
    /** The accreditor whose credit rule applies (its name in the Training credits content); null: no credits. */
    accreditor: text("accreditor"),
    createdAt: timestamptz("created_at").notNull(),
    updatedAt: timestamptz("updated_at").notNull(),
  },
  (table) => [
    index("training_sessions_course_start_idx").on(table.course, table.startsAt),
    check("training_sessions_course_check", oneOf(table.course, valuesOf(TRAINING_COURSES))),
    check("training_sessions_format_check", oneOf(table.format, valuesOf(SESSION_FORMATS))),
    check("training_sessions_seats_check", sql`${table.seats} > 0 and ${table.seatsTaken} >= 0 and ${table.seatsTaken} <= ${table.seats}`),
    check("training_sessions_times_check", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * A person's place on a session: registrants are leads of the training, kept with their consent
 * and where they came from (the leads' origin capture). Deleted after RETENTION_TRAINING_DAYS.
 */
export const trainingRegistrations = pgTable(
  "training_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organisation: text("organisation").notNull().default(""),
    status: text("status").$type<RegistrationStatus>().notNull(),
    /** Order of the waitlist: when the person joined it. */
    waitlistedAt: timestamptz("waitlisted_at"),
    /** Until when an offered seat is held for this person. */
    offerExpiresAt: timestamptz("offer_expires_at"),
    /** Minutes attended (marked by staff or summed from the webinar tool's CSV); null: not recorded. */
    attendedMinutes: integer("attended_minutes"),
    consentedAt: timestamptz("consented_at").notNull(),
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    source: text("source"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    pagesSeen: jsonb("pages_seen").$type<string[]>().notNull().default([]),
    attribution: text("attribution").$type<LeadAttribution>().notNull().default("none"),
    /** The lead this registration made (a registrant is a lead of the firm's); kept when staff delete the lead. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull(),
    updatedAt: timestamptz("updated_at").notNull(),
  },
  (table) => [
    index("training_registrations_session_idx").on(table.sessionId, table.status),
    index("training_registrations_offer_idx").on(table.offerExpiresAt),
    // One live registration per address and session: registering twice is refused, not doubled.
    uniqueIndex("training_registrations_live_email_idx")
      .on(table.sessionId, sql`lower(${table.email})`)
      .where(sql`${table.status} in ('confirmed', 'waitlisted', 'offered')`),
    check("training_registrations_status_check", oneOf(table.status, REGISTRATION_STATUSES)),
    check("training_registrations_attribution_check", oneOf(table.attribution, LEAD_ATTRIBUTIONS)),
    check("training_registrations_minutes_check", sql`${table.attendedMinutes} is null or ${table.attendedMinutes} between 0 and 100000`),
  ],
);

/**
 * Certificates issued to registrants who met their accreditor's rule. What they state is copied
 * in (holder, course, session date, credits), so a certificate outlives its registration's
 * retention and stays verifiable with its code at /verify until it is revoked or expires.
 */
export const trainingCertificates = pgTable(
  "training_certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Printed on the certificate and asked at /verify: unguessable, unambiguous letters and digits. */
    code: text("code").notNull(),
    registrationId: uuid("registration_id").references(() => trainingRegistrations.id, { onDelete: "set null" }),
    sessionId: uuid("session_id").references(() => trainingSessions.id, { onDelete: "set null" }),
    holderName: text("holder_name").notNull(),
    holderEmail: text("holder_email").notNull(),
    course: text("course").$type<TrainingCourse>().notNull(),
    sessionTitle: text("session_title").notNull(),
    sessionDate: timestamptz("session_date").notNull(),
    timeZone: text("time_zone").notNull(),
    accreditor: text("accreditor").notNull(),
    creditLabel: text("credit_label").notNull(),
    credits: integer("credits").notNull(),
    attendedMinutes: integer("attended_minutes").notNull(),
    issuedAt: timestamptz("issued_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    revokedReason: text("revoked_reason"),
    reminderSentAt: timestamptz("reminder_sent_at"),
  },
  (table) => [
    uniqueIndex("training_certificates_code_idx").on(table.code),
    uniqueIndex("training_certificates_registration_idx").on(table.registrationId),
    index("training_certificates_expiry_idx").on(table.expiresAt),
    check("training_certificates_course_check", oneOf(table.course, valuesOf(TRAINING_COURSES))),
    check("training_certificates_credits_check", sql`${table.credits} > 0`),
  ],
);
