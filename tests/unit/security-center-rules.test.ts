import { describe, expect, it } from "vitest";
import { parsePage } from "~/lib/core/page-number";
import { auditEventName, describeChanges, parseAuditFilter } from "~/lib/security/audit-log";
import { countryName, parseCountryList } from "~/lib/security/country-list";
import { nodeEndOfLife } from "~/lib/security/node-releases";
import { monitorStatus } from "~/lib/security/rate-limit-monitor";
import { bySeverity, securityScore } from "~/lib/security/security-score";
import { loadConfig } from "~/services/platform";
import { isWeakSecret } from "~/services/security-checks/checks/session-secret.server";

describe("security score", () => {
  it("is 100 with every check passing and loses each failed check's weight, never below 0", () => {
    expect(securityScore([{ status: "pass", severity: "critical" }])).toBe(100);
    expect(
      securityScore([
        { status: "fail", severity: "high" },
        { status: "fail", severity: "low" },
      ]),
    ).toBe(75);
    expect(securityScore(Array.from({ length: 5 }, () => ({ status: "fail" as const, severity: "critical" as const })))).toBe(0);
  });

  it("orders by severity, most severe first", () => {
    expect(bySeverity([{ severity: "low" }, { severity: "critical" }, { severity: "medium" }]).map((item) => item.severity)).toEqual([
      "critical",
      "medium",
      "low",
    ]);
  });
});

describe("rate-limit status", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("is active under 3 counted failures, warning at 3 and 4, blocked while a block runs", () => {
    expect(monitorStatus(2, null, now)).toBe("active");
    expect(monitorStatus(3, null, now)).toBe("warning");
    expect(monitorStatus(4, null, now)).toBe("warning");
    expect(monitorStatus(5, new Date(now.getTime() + 60_000), now)).toBe("blocked");
    expect(monitorStatus(0, new Date(now.getTime() - 60_000), now)).toBe("active");
  });
});

describe("audit log helpers", () => {
  it("uses the spec's names for sign-ins", () => {
    expect(auditEventName("sign_in")).toBe("session_created");
    expect(auditEventName("sign_in_refused")).toBe("login_attempt");
    expect(auditEventName("sign_in_locked")).toBe("login_attempt");
    expect(auditEventName("rate_limit_lifted")).toBe("rate_limit_lifted");
  });

  it("reads filters and pages leniently", () => {
    expect(parseAuditFilter("failed_logins")).toBe("failed_logins");
    expect(parseAuditFilter("<script>")).toBe("all");
    expect(parsePage("3")).toBe(3);
    for (const bad of ["0", "-1", "1.5", "abc", null, "9999999"]) expect(parsePage(bad)).toBe(1);
  });

  it("describes changes without repeating a redacted secret", () => {
    expect(describeChanges({ active: { from: true, to: false }, password: "[redacted]" })).toBe("active: true → false; password: [redacted]");
    expect(describeChanges(null)).toBeNull();
  });
});

describe("country list and runtime table", () => {
  it("accepts assigned ISO codes in any case and refuses anything else", () => {
    expect(parseCountryList(" cn, RU ,kp,cn")).toEqual(["CN", "RU", "KP"]);
    expect(parseCountryList("")).toEqual([]);
    expect(parseCountryList("XX")).toBeNull();
    expect(parseCountryList("ZZ")).toBeNull();
    expect(parseCountryList("China")).toBeNull();
    expect(countryName("CN")).toBe("China");
  });

  it("validates ADMIN_BLOCKED_COUNTRIES at start-up with one line naming it", () => {
    expect(loadConfig({ DATA_DIR: "/tmp/hsa-config-test", ADMIN_BLOCKED_COUNTRIES: "cn" }).ADMIN_BLOCKED_COUNTRIES).toEqual(["CN"]);
    expect(loadConfig({ DATA_DIR: "/tmp/hsa-config-test" }).ADMIN_BLOCKED_COUNTRIES).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: "/tmp/hsa-config-test", ADMIN_BLOCKED_COUNTRIES: "CN,Mars" })).toThrow(
      /^ADMIN_BLOCKED_COUNTRIES must be a comma-separated list/,
    );
  });

  it("knows when Node lines end", () => {
    expect(nodeEndOfLife("v24.11.0")).toEqual(new Date("2028-04-30T00:00:00Z"));
    expect(nodeEndOfLife("v7.0.0")).toBe("unknown");
  });
});

describe("session secret strength", () => {
  it("calls patterned or placeholder secrets weak", () => {
    expect(isWeakSecret("a".repeat(40))).toBe(true);
    expect(isWeakSecret("please-change-this-session-secret-now")).toBe(true);
    expect(isWeakSecret("qT7vR2xK9mW4pL8nZ3bY6cH1fJ5dG0sA")).toBe(false);
  });
});
