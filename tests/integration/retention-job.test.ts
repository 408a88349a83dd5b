import { beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { analyticsEvents, auditEvents, loginHistory, media, pageViews, posts, securityEvents } from "~/db/schema";
import { deleteStaffPost, savePost } from "~/services/blog";
import { scheduledJobs } from "~/services/scheduled-jobs.server";
import type { AppServices } from "~/services/platform";
import { testDriver } from "../support/test-database";
import { actorFor } from "../support/actors";
import { useTestDatabase } from "../support/use-test-database";
import { createTestServices } from "../support/test-services";

const DAY_MS = 86_400_000;

describe(`retention job (${testDriver})`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  const now = new Date("2031-06-01T12:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  beforeAll(async () => {
    services = createTestServices(database(), { RETENTION_REFUSED_SIGN_IN_DAYS: "10", RETENTION_SECURITY_EVENT_DAYS: "20", RETENTION_AUDIT_DAYS: "300" });
  });

  it("deletes refused sign-ins, security events, login records and audit rows past their configured retention, and leaves raw page views to the rollup job", async () => {
    const db = database().db;
    const view = (days: number, path: string) => ({
      occurredAt: daysAgo(days),
      day: daysAgo(days).toISOString().slice(0, 10),
      path,
      visitorId: "v",
      sessionId: "s",
    });
    await db.insert(pageViews).values([view(31, "/old"), view(29, "/kept")]);
    await db.insert(analyticsEvents).values([
      { ...view(31, "/old"), name: "scroll_depth" },
      { ...view(29, "/kept"), name: "scroll_depth" },
    ]);
    await db.insert(loginHistory).values([
      { username: "refused-old", timestamp: daysAgo(11), success: false },
      { username: "refused-kept", timestamp: daysAgo(9), success: false },
      { username: "success-old", timestamp: daysAgo(301), success: true },
      { username: "success-kept", timestamp: daysAgo(299), success: true },
    ]);
    await db.insert(auditEvents).values([
      { occurredAt: daysAgo(301), action: "user_created", targetLabel: "audit-old" },
      { occurredAt: daysAgo(299), action: "user_created", targetLabel: "audit-kept" },
    ]);
    const event = (days: number, details: string) => ({
      type: "honeypot_triggered" as const,
      severity: "critical" as const,
      details,
      createdAt: daysAgo(days),
    });
    await db.insert(securityEvents).values([event(21, "old"), event(19, "kept")]);

    const job = scheduledJobs.find((candidate) => candidate.name === "enforce-retention")!;
    await job.run(services, { now, slot: now, signal: new AbortController().signal });

    expect((await db.select({ path: pageViews.path }).from(pageViews)).map((row) => row.path).sort()).toEqual(["/kept", "/old"]);
    expect((await db.select({ path: analyticsEvents.path }).from(analyticsEvents)).map((row) => row.path).sort()).toEqual(["/kept", "/old"]);
    expect((await db.select({ username: loginHistory.username }).from(loginHistory)).map((row) => row.username).sort()).toEqual([
      "refused-kept",
      "success-kept",
    ]);
    expect((await db.select({ target: auditEvents.targetLabel }).from(auditEvents)).map((row) => row.target)).toEqual(["audit-kept"]);
    expect((await db.select({ details: securityEvents.details }).from(securityEvents)).map((row) => row.details)).toEqual(["kept"]);
  });

  it("empties the trash of posts and images deleted more than RETENTION_TRASH_DAYS ago (files too), audited as the system's, and keeps the rest", async () => {
    const db = database().db;
    const trashServices = createTestServices(database(), { RETENTION_TRASH_DAYS: "30" });
    const admin = await actorFor(db, "trash_keeper");
    const old = await savePost(db, admin, { id: null, input: { title: "Long gone", content: "<p>x</p>", category: "Savings" }, intent: { kind: "draft" } });
    const recent = await savePost(db, admin, {
      id: null,
      input: { title: "Recently deleted", content: "<p>x</p>", category: "Savings" },
      intent: { kind: "draft" },
    });
    const live = await savePost(db, admin, { id: null, input: { title: "Still live", content: "<p>x</p>", category: "Savings" }, intent: { kind: "publish" } });
    await deleteStaffPost(db, admin, old.id);
    await deleteStaffPost(db, admin, recent.id);
    await db
      .update(posts)
      .set({ deletedAt: daysAgo(31) })
      .where(eq(posts.id, old.id));
    await db
      .update(posts)
      .set({ deletedAt: daysAgo(29) })
      .where(eq(posts.id, recent.id));
    const hash = (digit: string) => digit.repeat(64);
    await db.insert(media).values([
      { hash: hash("a"), mimeType: "image/png", sizeBytes: 1, width: 1, height: 1, originalName: "old.png", deletedAt: daysAgo(31) },
      { hash: hash("b"), mimeType: "image/png", sizeBytes: 1, width: 1, height: 1, originalName: "recent.png", deletedAt: daysAgo(29) },
    ]);
    const folder = path.join(trashServices.config.dataDir, "uploads", "images", hash("a"));
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "original.png"), "x");

    const job = scheduledJobs.find((candidate) => candidate.name === "enforce-retention")!;
    await job.run(trashServices, { now, slot: now, signal: new AbortController().signal });

    expect((await db.select({ title: posts.title }).from(posts)).map((row) => row.title).sort()).toEqual(["Recently deleted", "Still live"]);
    expect((await db.select({ name: media.originalName }).from(media)).map((row) => row.name)).toEqual(["recent.png"]);
    expect(existsSync(path.join(folder, "original.png"))).toBe(false);
    const purged = await db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.action, ["post_purged", "media_purged"]));
    expect(purged.map((row) => [row.action, row.targetLabel, row.actorLabel]).sort()).toEqual([
      ["media_purged", "old.png", null],
      ["post_purged", "Long gone", null],
    ]);
    expect(live.id).toBeTruthy();
  });
});
