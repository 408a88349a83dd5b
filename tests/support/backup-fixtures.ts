import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { asc } from "drizzle-orm";
import type { AnyPgTable } from "drizzle-orm/pg-core";
import * as schema from "~/db/schema";
import type { AppServices, Db } from "~/services/platform";
import { SYSTEM_ACTOR } from "~/services/auth";
import { savePost } from "~/services/blog";
import { recordEvent } from "~/services/security";
import { putContentAutosave, saveContent } from "~/services/site-content";
import { hsaFiguresContent } from "~/content/hsa-figures";
import { createTestPost, createTestSession, createTestUser } from "./factories";

/** Tables a backup carries, read through Drizzle (not the backup code) to compare before and after. */
export const CARRIED_TABLES: Record<string, AnyPgTable> = {
  admin_users: schema.adminUsers,
  posts: schema.posts,
  post_revisions: schema.postRevisions,
  post_slug_history: schema.postSlugHistory,
  post_autosaves: schema.postAutosaves,
  media: schema.media,
  admin_totp: schema.adminTotp,
  admin_recovery_codes: schema.adminRecoveryCodes,
  security_findings: schema.securityFindings,
  tags: schema.tags,
  post_tags: schema.postTags,
  news_items: schema.newsItems,
  login_history: schema.loginHistory,
  login_attempts: schema.loginAttempts,
  login_lockouts: schema.loginLockouts,
  security_events: schema.securityEvents,
  audit_events: schema.auditEvents,
  page_views: schema.pageViews,
  analytics_events: schema.analyticsEvents,
  analytics_salts: schema.analyticsSalts,
  analytics_daily_totals: schema.analyticsDailyTotals,
  analytics_daily_pages: schema.analyticsDailyPages,
  analytics_daily_entry_pages: schema.analyticsDailyEntryPages,
  analytics_daily_posts: schema.analyticsDailyPosts,
  analytics_daily_sources: schema.analyticsDailySources,
  analytics_daily_campaigns: schema.analyticsDailyCampaigns,
  analytics_daily_countries: schema.analyticsDailyCountries,
  analytics_daily_browsers: schema.analyticsDailyBrowsers,
  analytics_daily_operating_systems: schema.analyticsDailyOperatingSystems,
  analytics_daily_devices: schema.analyticsDailyDevices,
  analytics_daily_languages: schema.analyticsDailyLanguages,
  analytics_daily_goals: schema.analyticsDailyGoals,
  analytics_rolled_days: schema.analyticsRolledDays,
  analytics_partial_rollups: schema.analyticsPartialRollups,
  rate_limits: schema.rateLimits,
  secret_guesses: schema.secretGuesses,
  job_runs: schema.jobRuns,
  app_state: schema.appState,
  content_documents: schema.contentDocuments,
  content_revisions: schema.contentRevisions,
  content_autosaves: schema.contentAutosaves,
  leads: schema.leads,
  newsletter_subscribers: schema.newsletterSubscribers,
  newsletter_suppressions: schema.newsletterSuppressions,
  newsletter_sends: schema.newsletterSends,
  newsletter_deliveries: schema.newsletterDeliveries,
  newsletter_link_clicks: schema.newsletterLinkClicks,
  figures_check_confirmations: schema.figuresCheckConfirmations,
  search_documents: schema.searchDocuments,
  search_terms: schema.searchTerms,
  search_synonyms: schema.searchSynonyms,
  search_misses: schema.searchMisses,
  consultation_hosts: schema.consultationHosts,
  bookings: schema.bookings,
  booking_claims: schema.bookingClaims,
  training_sessions: schema.trainingSessions,
  training_registrations: schema.trainingRegistrations,
  training_certificates: schema.trainingCertificates,
  preview_links: schema.previewLinks,
  review_requests: schema.reviewRequests,
  signoff_log: schema.signoffLog,
  draft_comments: schema.draftComments,
};

/** Every row of every carried table, ordered by all its columns' text, as comparable JSON. */
export async function snapshotTables(db: Db): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(CARRIED_TABLES)) {
    const rows = await db
      .select()
      .from(table)
      .orderBy(asc(Object.values(table)[0] as never));
    snapshot[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/** Uploaded files by relative path with their sha256. */
export function uploadChecksums(files: Record<string, Buffer>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([file, body]) => [file, createHash("sha256").update(body).digest("hex")]));
}

export function writeUploads(uploadsDir: string, files: Record<string, Buffer>): void {
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(uploadsDir, file)), { recursive: true });
    writeFileSync(path.join(uploadsDir, file), body);
  }
}

/** A site with posts (tags, news items, revisions), accounts, a session, sign-ins and an audit trail. */
export async function seedSite(services: AppServices): Promise<{ adminId: string }> {
  const db = services.database.db;
  const adminId = await createTestUser(db, { username: "chief", userType: "admin", email: "chief@example.com" });
  await createTestUser(db, { username: "writer", userType: "moderator" });
  for (let i = 0; i < 3; i++) {
    await createTestPost(db, {
      title: `Post number ${i} with "quotes" and ünïcödé`,
      content: `<p>Body ${i}</p><h3>Section</h3><p>Headline ${i}</p>`,
      tags: ["hsa", `tag-${i}`],
      featured: i === 0,
    });
  }
  // One post written and edited through the editor's service, so it has revisions and audit rows.
  const staff = { ...SYSTEM_ACTOR, user: { sessionId: "seed", userId: adminId, username: "chief", email: "chief@example.com", userType: "admin" as const } };
  const edited = await savePost(db, staff, {
    id: null,
    input: { title: "Edited through the editor", content: "<p>First draft</p>", category: "Savings" },
    intent: { kind: "draft" },
  });
  await savePost(db, staff, {
    id: edited.id,
    expectedVersion: edited.version,
    input: { title: "Edited through the editor", content: "<p>Second draft, published</p>", category: "Savings" },
    intent: { kind: "publish" },
  });
  // Site content with its history: the 2028 figures drafted, then published, and someone's unsaved work.
  const figures = structuredClone(hsaFiguresContent.documents[0]!.defaults) as { years: Record<string, unknown>[] };
  figures.years.push({ ...figures.years.at(-1)!, year: 2028, effectiveDate: "2028-01-01", sourceTitle: "Rev. Proc. 2027-99 — “quoted” ünïcödé" });
  const drafted = await saveContent(db, staff, { id: hsaFiguresContent.id, expectedVersion: 0, data: figures, intent: { kind: "draft" } });
  // Figures changes need a second person's approval when staff publish them; the seed publishes as the system, as start-up does.
  await saveContent(db, SYSTEM_ACTOR, { id: hsaFiguresContent.id, expectedVersion: drafted.version, data: figures, intent: { kind: "publish" } });
  await putContentAutosave(db, staff, { id: hsaFiguresContent.id, baseVersion: drafted.version + 1, data: { years: [] } });
  await createTestSession(db, adminId);
  // Leads with their origin, follow-up and an assignee, and a mail that a restore must not resend.
  const [lead] = await db
    .insert(schema.leads)
    .values({
      createdAt: new Date("2026-04-02T10:00:00.250Z"),
      updatedAt: new Date("2026-04-03T09:00:00Z"),
      name: "Zoë “quoted” Ünïcödé",
      email: "zoe@client.example",
      organisation: 'Acme, "Benefits" & Co',
      organisationType: "startup",
      topic: "gtm",
      message: "Line one\nLine two =SUM(A1)",
      consentedAt: new Date("2026-04-02T10:00:00.250Z"),
      status: "qualified",
      notes: "Call booked",
      assignedTo: adminId,
      landingPage: "/?utm_source=newsletter&utm_campaign=spring",
      referrer: "https://mail.example.com/",
      source: "mail.example.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      pagesSeen: ["/?utm_source=newsletter&utm_campaign=spring", "/contact"],
      attribution: "visit",
    })
    .returning({ id: schema.leads.id });
  await db.insert(schema.leads).values({
    createdAt: new Date("2026-04-04T10:00:00Z"),
    updatedAt: new Date("2026-04-04T10:00:00Z"),
    name: "No Origin",
    email: "none@client.example",
    organisation: "Plain Org",
    organisationType: "other",
    topic: "other",
    message: "Hello",
    consentedAt: new Date("2026-04-04T10:00:00Z"),
  });
  await db.insert(schema.mailOutbox).values({
    kind: "lead_notification",
    recipients: ["sales@firm.example"],
    sealed: "v1.sealed",
    leadId: lead!.id,
    nextAttemptAt: new Date("2026-04-02T10:00:00Z"),
    createdAt: new Date("2026-04-02T10:00:00Z"),
  });
  await recordEvent(db, {
    kind: "sign_in",
    at: new Date("2026-04-01T08:00:00.123Z"),
    actor: { userId: adminId, username: "chief" },
    target: { type: "user", id: adminId, label: "chief" },
    ipAddress: "203.0.113.9",
  });
  await recordEvent(db, {
    kind: "sign_in_refused",
    at: new Date("2026-04-01T07:59:00Z"),
    target: { type: "user", label: "chief" },
    outcome: "failure",
    ipAddress: "203.0.113.9",
  });
  return { adminId };
}

export const SAMPLE_UPLOADS: Record<string, Buffer> = {
  "images/2026/05/portrait.webp": randomBytes(20_000),
  "images/logo.png": randomBytes(3_000),
  "empty.txt": Buffer.alloc(0),
};

type RawEntry = { path: string; body?: Buffer | string; type?: "0" | "2" | "5"; linkTarget?: string };

/** One ustar header block, its size field saying `size` whatever follows it. */
export function tarHeader(entry: { path: string; size: number; type?: "0" | "2" | "5"; linkTarget?: string }): Buffer {
  const header = Buffer.alloc(512);
  header.write(entry.path, 0, 100, "utf8");
  header.write("0000644\0", 100);
  header.write("0000000\0", 108);
  header.write("0000000\0", 116);
  header.write(`${entry.size.toString(8).padStart(11, "0")}\0`, 124);
  header.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, "0")}\0`,
    136,
  );
  header.write("        ", 148);
  header.write(entry.type ?? "0", 156);
  if (entry.linkTarget) header.write(entry.linkTarget, 157, 100, "utf8");
  header.write("ustar\u000000", 257);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return header;
}

/**
 * A .tar.gz written byte by byte, so a test can build what node-tar refuses to write:
 * "../" paths, absolute paths, symlinks.
 */
export function rawTarGz(entries: RawEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? "");
    blocks.push(tarHeader({ ...entry, size: body.length }), body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}
