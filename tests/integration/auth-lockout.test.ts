import type * as argon2 from "@node-rs/argon2";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loginAttempts, loginHistory, loginLockouts, securityEvents } from "~/db/schema";
import { login, pruneSignInRecords } from "~/services/auth";
import { useTestDatabase } from "../support/use-test-database";
import { createTestUser, TEST_PASSWORD } from "../support/factories";

const argon2Verify = vi.hoisted(() => vi.fn());
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const original = await importOriginal<typeof argon2>();
  argon2Verify.mockImplementation(original.verify);
  return { ...original, verify: argon2Verify };
});

describe("login and lock-out", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  const T0 = new Date("2026-03-01T10:00:00Z");
  const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
  let ipCounter = 0;
  let ip = "";

  beforeAll(async () => {
    await createTestUser(db(), { username: "alice", userType: "admin" });
    await createTestUser(db(), { username: "frosty", userType: "user", frozen: true });
    await createTestUser(db(), { username: "sleepy", userType: "user", active: false });
  });
  beforeEach(() => {
    // Each test its own client address, so lock-outs don't leak between tests.
    ip = `10.0.0.${++ipCounter}`;
  });

  const attempt = (username: string, password: string, now: Date, from = ip) => login(db(), { username, password, ipAddress: from, userAgent: "vitest", now });

  it("signs in with the right password and records the login", async () => {
    const result = await attempt("alice", TEST_PASSWORD, T0);
    expect(result.ok).toBe(true);
    const rows = await db().select().from(loginHistory).where(eq(loginHistory.ipAddress, ip));
    expect(rows).toMatchObject([{ username: "alice", success: true, action: "login" }]);
  });

  it("gives unknown users, wrong passwords, frozen and inactive accounts the same answer", async () => {
    const answers = [
      await attempt("nobody", TEST_PASSWORD, T0, "10.1.0.1"),
      await attempt("alice", "wrong-password-1", T0, "10.1.0.2"),
      await attempt("frosty", TEST_PASSWORD, T0, "10.1.0.3"),
      await attempt("sleepy", TEST_PASSWORD, T0, "10.1.0.4"),
    ];
    for (const answer of answers) expect(answer).toEqual({ ok: false, reason: "invalid", attemptsLeft: null });
  });

  it("does the same argon2id work for an unknown user as for a wrong password", async () => {
    // The timing itself is measured by scripts/bench/40-login-timing.mjs; here: one verification each.
    for (const [username, from] of [
      ["ghost", "10.2.0.1"],
      ["alice", "10.2.0.2"],
      ["frosty", "10.2.0.3"],
    ] as const) {
      argon2Verify.mockClear();
      await attempt(username, "wrong-password-1", T0, from);
      expect(argon2Verify).toHaveBeenCalledTimes(1);
      expect(String(argon2Verify.mock.calls[0]?.[0])).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
  });

  it("warns at 3 and 4 failures and blocks for 30 minutes from the fifth, even the right password", async () => {
    const answers = [];
    for (let minute = 0; minute < 5; minute++) answers.push(await attempt("alice", "wrong-password-1", at(minute)));
    expect(answers.slice(0, 4)).toEqual([
      { ok: false, reason: "invalid", attemptsLeft: null },
      { ok: false, reason: "invalid", attemptsLeft: null },
      { ok: false, reason: "invalid", attemptsLeft: 2 },
      { ok: false, reason: "invalid", attemptsLeft: 1 },
    ]);
    expect(answers[4]).toEqual({ ok: false, reason: "locked", blockedUntil: at(34) });
    expect(await attempt("alice", TEST_PASSWORD, at(20))).toEqual({ ok: false, reason: "locked", blockedUntil: at(34) });
    // Another address is not blocked.
    expect((await attempt("alice", TEST_PASSWORD, at(20), "10.9.9.9")).ok).toBe(true);
  });

  it("forgets the failures before a block once it has ended", async () => {
    for (let minute = 0; minute < 5; minute++) await attempt("alice", "wrong-password-1", at(minute));
    // Block ends at minute 34; one new failure afterwards is the first one counted, not the sixth.
    expect(await attempt("alice", "wrong-password-1", at(35))).toEqual({ ok: false, reason: "invalid", attemptsLeft: null });
    expect(await attempt("alice", "wrong-password-1", at(36))).toEqual({ ok: false, reason: "invalid", attemptsLeft: null });
    expect(await attempt("alice", "wrong-password-1", at(37))).toEqual({ ok: false, reason: "invalid", attemptsLeft: 2 });
    expect((await attempt("alice", TEST_PASSWORD, at(38))).ok).toBe(true);
  });

  it("resets the count after a success", async () => {
    for (let minute = 0; minute < 4; minute++) await attempt("alice", "wrong-password-1", at(minute));
    expect((await attempt("alice", TEST_PASSWORD, at(5))).ok).toBe(true);
    expect(await attempt("alice", "wrong-password-1", at(6))).toEqual({ ok: false, reason: "invalid", attemptsLeft: null });
  });

  it("counts failures of the last 24 hours only", async () => {
    for (let minute = 0; minute < 4; minute++) await attempt("alice", "wrong-password-1", at(minute));
    expect(await attempt("alice", "wrong-password-1", at(24 * 60 + 10))).toEqual({ ok: false, reason: "invalid", attemptsLeft: null });
  });

  it("forgets attempts older than two days", async () => {
    await attempt("alice", "wrong-password-1", T0);
    // Pruning is the scheduled job's work now, no longer done inline by the next attempt.
    await pruneSignInRecords(db(), at(3 * 24 * 60));
    const old = await db().select().from(loginAttempts).where(eq(loginAttempts.ipAddress, ip));
    expect(old).toEqual([]);
  });

  it("lets no more than five of 20 concurrent wrong attempts be checked", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt("alice", "wrong-password-1", T0)));
    const invalid = answers.filter((answer) => !answer.ok && answer.reason === "invalid");
    const locked = answers.filter((answer) => !answer.ok && answer.reason === "locked");
    expect(invalid).toHaveLength(4);
    expect(locked).toHaveLength(16);
    const rows = await db().select().from(loginAttempts).where(eq(loginAttempts.ipAddress, ip));
    expect(rows.filter((row) => row.outcome === "failed")).toHaveLength(5);
    expect(rows.filter((row) => row.outcome === "refused")).toHaveLength(15);
    const [state] = await database()
      .db.select()
      .from(loginLockouts)
      .where(and(eq(loginLockouts.ipAddress, ip), eq(loginLockouts.usernameKey, "alice")));
    expect(state?.blockedUntil).toEqual(at(30));
  });

  it("records bursts as high-risk security events for the account", async () => {
    await db().delete(securityEvents);
    const burst = await Promise.all(Array.from({ length: 10 }, (_, index) => attempt("burst", "wrong-password-1", T0, `10.3.0.${index}`)));
    expect(burst).toHaveLength(10);
    const events = await db().select().from(securityEvents).where(eq(securityEvents.usernameKey, "burst"));
    expect(events.map((event) => [event.type, event.severity])).toEqual([["rapid_login_attempts", "high"]]);
    for (let index = 0; index < 10; index++) await attempt("burst", "wrong-password-1", at(10), `10.4.0.${index}`);
    const after = await db().select().from(securityEvents).where(eq(securityEvents.usernameKey, "burst"));
    expect(after.map((event) => event.type).sort()).toEqual(["excessive_failed_logins", "rapid_login_attempts", "rapid_login_attempts"]);
  });
});
