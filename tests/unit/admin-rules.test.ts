import { describe, expect, it } from "vitest";
import { ADMIN_RESPONSE_HEADERS, adminHeaders } from "~/lib/admin/admin-headers";
import { tabsFor } from "~/routes/admin/admin-tabs";
import { attemptsLeft, blockEnd, countingSince, lockoutStatus } from "~/lib/auth/lockout-rules";
import { formatLoginDate, parseLoginFilter, successRate } from "~/lib/security/login-history";
import { can, PERMISSIONS } from "~/lib/auth/permissions";
import { judgeSession, sessionExpiry } from "~/lib/auth/session-rules";
import { userStatus } from "~/lib/users/user-status";

describe("permission table", () => {
  it("lets admin do everything, moderator blog, media, leads, newsletter, training, login history and analytics, user only view the dashboard and analytics", () => {
    for (const permission of PERMISSIONS) expect(can("admin", permission)).toBe(true);
    expect(PERMISSIONS.filter((p) => can("moderator", p))).toEqual([
      "dashboard:view",
      "loginHistory:view",
      "blog:manage",
      "analytics:view",
      "analytics:export",
      "media:manage",
      "content:manage",
      "leads:manage",
      "newsletter:manage",
      "training:manage",
    ]);
    expect(PERMISSIONS.filter((p) => can("user", p))).toEqual(["dashboard:view", "analytics:view"]);
  });
  it("shows each role Home and only its tabs", () => {
    expect(tabsFor("admin").map((tab) => tab.label)).toEqual([
      "Home",
      "Blog Posts",
      "Leads",
      "Media",
      "Site Content",
      "Manage Users",
      "Login History",
      "Security",
      "Analytics",
      "Backups",
      "Restore Guide",
      "Training",
      "Subscribers",
      "Site Search",
      "Consultations",
      "Sign-off Log",
    ]);
    expect(tabsFor("moderator").map((tab) => tab.label)).toEqual([
      "Home",
      "Blog Posts",
      "Leads",
      "Media",
      "Site Content",
      "Login History",
      "Analytics",
      "Training",
      "Subscribers",
      "Site Search",
      "Consultations",
      "Sign-off Log",
    ]);
    expect(tabsFor("user").map((tab) => tab.label)).toEqual(["Home", "Blog Posts", "Media", "Site Content", "Analytics"]);
    expect(tabsFor("user")[0]?.path).toBe("/svcs/admin-dashboard");
  });
});

describe("lock-out rules", () => {
  it("is active below 3, warning at 3 or 4, blocked at 5 or more", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(lockoutStatus)).toEqual(["active", "active", "active", "warning", "warning", "blocked", "blocked"]);
    expect([2, 3, 4, 5].map(attemptsLeft)).toEqual([null, 2, 1, null]);
  });
  it("blocks for 30 minutes and counts failures of the last 24 hours after the reset point", () => {
    const now = new Date("2026-01-02T12:00:00Z");
    expect(blockEnd(now).toISOString()).toBe("2026-01-02T12:30:00.000Z");
    expect(countingSince(now, null).toISOString()).toBe("2026-01-01T12:00:00.000Z");
    expect(countingSince(now, new Date("2026-01-02T11:00:00Z")).toISOString()).toBe("2026-01-02T11:00:00.000Z");
    expect(countingSince(now, new Date("2025-12-01T00:00:00Z")).toISOString()).toBe("2026-01-01T12:00:00.000Z");
  });
});

describe("session rules", () => {
  const created = new Date("2026-01-01T00:00:00Z");
  const session = { createdAt: created, lastSeenAt: created, expiresAt: sessionExpiry(created) };
  it("ends 24 hours after creation however active", () => {
    const active = { ...session, lastSeenAt: new Date("2026-01-01T23:59:00Z") };
    expect(judgeSession(active, new Date("2026-01-01T23:59:30Z"), 30)).toBe("valid");
    expect(judgeSession(active, new Date("2026-01-02T00:00:00Z"), 30)).toBe("expired");
  });
  it("ends after the idle timeout", () => {
    expect(judgeSession(session, new Date("2026-01-01T00:29:59Z"), 30)).toBe("valid");
    expect(judgeSession(session, new Date("2026-01-01T00:30:00Z"), 30)).toBe("idle");
  });
});

describe("login history helpers", () => {
  it("computes the success rate with one decimal", () => {
    expect(successRate({ total: 3, successful: 2, failed: 1 })).toBe("66.7%");
    expect(successRate({ total: 0, successful: 0, failed: 0 })).toBe("0.0%");
  });
  it("formats MM/dd/yyyy and h:mm a", () => {
    expect(formatLoginDate(new Date(2026, 0, 5, 14, 7))).toEqual({ date: "01/05/2026", time: "2:07 PM" });
  });
  it("accepts only known filters", () => {
    expect(parseLoginFilter("failed")).toBe("failed");
    expect(parseLoginFilter("drop table")).toBe("all");
    expect(parseLoginFilter(null)).toBe("all");
  });
});

describe("user status and admin headers", () => {
  it("shows frozen before active before inactive", () => {
    expect(userStatus({ frozen: true, active: true })).toBe("Frozen");
    expect(userStatus({ frozen: true, active: false })).toBe("Frozen");
    expect(userStatus({ frozen: false, active: true })).toBe("Active");
    expect(userStatus({ frozen: false, active: false })).toBe("Inactive");
  });
  it("forces no-store and noindex on admin responses", () => {
    const headers = adminHeaders({ loaderHeaders: new Headers({ "Cache-Control": "public, max-age=60" }), actionHeaders: new Headers() });
    expect(headers.get("cache-control")).toBe(ADMIN_RESPONSE_HEADERS["Cache-Control"]);
    expect(headers.get("x-robots-tag")).toContain("noindex");
  });
});
