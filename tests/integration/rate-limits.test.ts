import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers } from "~/db/schema";
import { RATE_LIMITS, USUAL_ADDRESS_FACTOR } from "~/lib/rate-limits/rate-limit-rules";
import { signIn } from "~/services/auth";
import { type Database, openDatabase } from "~/services/platform";
import { hitRateLimit, pruneRateLimits } from "~/services/rate-limits";
import { createTestUser, TEST_PASSWORD } from "../support/factories";
import { testDriver } from "../support/test-database";
import { useTestDatabase } from "../support/use-test-database";

const rule = { bucket: "test:limit", limit: 5, windowMs: 60_000 };
const NOW = new Date("2026-03-01T12:00:10Z");

describe(`rate limits (${testDriver})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;

  it("allows exactly the limit in a window, also when the hits arrive at once, then says when to retry", async () => {
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(db(), rule, "burst", NOW)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect(verdicts.find((verdict) => !verdict.allowed)).toEqual({ allowed: false, retryAfterSeconds: 50 });
  });

  it("counts keys apart and starts again in the next window", async () => {
    for (let hit = 0; hit < 5; hit++) expect((await hitRateLimit(db(), rule, "steady", NOW)).allowed).toBe(true);
    expect((await hitRateLimit(db(), rule, "steady", NOW)).allowed).toBe(false);
    expect((await hitRateLimit(db(), rule, "someone-else", NOW)).allowed).toBe(true);
    expect((await hitRateLimit(db(), rule, "steady", new Date(NOW.getTime() + 60_000))).allowed).toBe(true);
  });

  it("prunes counters whose window is over", async () => {
    await hitRateLimit(db(), rule, "old", new Date(NOW.getTime() - 3_600_000));
    expect(await pruneRateLimits(db(), NOW, rule.windowMs)).toBeGreaterThanOrEqual(1);
    expect(await pruneRateLimits(db(), NOW, rule.windowMs)).toBe(0);
  });

  it("slows attempts on one account from many addresses, but not from the owner's usual address", async () => {
    await createTestUser(db(), { username: "owner", userType: "admin" });
    await db().update(adminUsers).set({ lastLoginIp: "198.51.100.1" }).where(eq(adminUsers.username, "owner"));
    const attempt = (ipAddress: string, password = "wrong-password-1") =>
      signIn(db(), { username: "owner", password, honeypot: "", ipAddress, userAgent: null, now: NOW });
    const limit = RATE_LIMITS.signInPerAccount.limit;
    for (let index = 0; index < limit; index++) expect(await attempt(`203.0.113.${index + 1}`)).toMatchObject({ refusal: "invalid-credentials" });
    const refused = await attempt("203.0.113.200");
    expect(refused).toMatchObject({ ok: false, refusal: "rate-limited" });
    expect(limit * USUAL_ADDRESS_FACTOR).toBeGreaterThan(limit + 1);
    expect(await attempt("198.51.100.1", TEST_PASSWORD)).toMatchObject({ ok: true });
  });

  it("refuses control characters in the sign-in form before anything is stored", async () => {
    const outcome = await signIn(db(), {
      username: "own\u0000er",
      password: "x",
      honeypot: "spam",
      ipAddress: "203.0.113.9",
      userAgent: null,
      now: NOW,
    });
    expect(outcome).toMatchObject({ ok: false, refusal: "invalid-input" });
  });

  it.skipIf(testDriver !== "pg")("is shared by two instances on one PostgreSQL server", async () => {
    const other: Database = await openDatabase({ databaseUrl: database().url, poolMax: 4 });
    try {
      const hits = Array.from({ length: 20 }, (_, index) => hitRateLimit(index % 2 ? other.db : db(), rule, "shared", NOW));
      const verdicts = await Promise.all(hits);
      expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    } finally {
      await other.close();
    }
  });
});
