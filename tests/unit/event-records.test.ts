import { describe, expect, it } from "vitest";
import { fieldChanges } from "~/lib/security/audit-changes";
import { EVENT_KINDS, type EventKind, isSecurityKind, kindsOf } from "~/lib/security/event-kinds";
import { usernameKey } from "~/lib/users/account-rules";
import { REDACTED, redactSecrets } from "~/services/security/events.server";

describe("event kinds", () => {
  it("splits the closed list into security signals and audit actions, each kind in exactly one", () => {
    const security = kindsOf("security");
    const audit = kindsOf("audit");
    expect([...security, ...audit].sort()).toEqual(Object.keys(EVENT_KINDS).sort());
    expect(security).toEqual(expect.arrayContaining(["honeypot_triggered", "rapid_login_attempts", "excessive_failed_logins"]));
    expect(audit).toEqual(expect.arrayContaining(["sign_in", "user_created", "post_published", "backup_restored"]));
    for (const kind of Object.keys(EVENT_KINDS) as EventKind[]) expect(isSecurityKind(kind)).toBe(security.includes(kind as never));
  });

  it("puts exactly the sign-in kinds in the login history", () => {
    const history = (Object.keys(EVENT_KINDS) as EventKind[]).filter((kind) => "loginHistory" in EVENT_KINDS[kind]);
    expect(history.sort()).toEqual(["sign_in", "sign_in_locked", "sign_in_refused", "sign_out"]);
  });
});

describe("audit changes", () => {
  it("lists only the fields that differ; a missing side counts as null", () => {
    const before = { username: "a", email: null as string | null, active: true };
    expect(fieldChanges(before, { ...before, email: "a@b.co" }, ["username", "email", "active"])).toEqual({ email: { from: null, to: "a@b.co" } });
    expect(fieldChanges(null, before, ["username", "email"])).toEqual({ username: { from: null, to: "a" } });
    expect(fieldChanges(before, null, ["active"])).toEqual({ active: { from: true, to: null } });
  });

  it("never keeps a secret-looking field's value, however deep", () => {
    expect(
      redactSecrets({ password: "x", passwordHash: "$argon2id$", nested: { apiToken: "t", name: "n" }, clientSecret: { from: 1, to: 2 }, title: "ok" }),
    ).toEqual({
      password: REDACTED,
      passwordHash: REDACTED,
      nested: { apiToken: REDACTED, name: "n" },
      clientSecret: REDACTED,
      title: "ok",
    });
  });
});

describe("username key", () => {
  it("is the trimmed, lower-cased name, bounded", () => {
    expect(usernameKey("  Chief ")).toBe("chief");
    expect(usernameKey("x".repeat(300))).toHaveLength(200);
  });
});
