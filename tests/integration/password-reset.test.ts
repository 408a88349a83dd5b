import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminSessions, adminUsers, auditEvents, mailOutbox, passwordResetTokens } from "~/db/schema";
import { MESSAGES } from "~/lib/users/account-rules";
import { PASSWORD_RESET_TEXT } from "~/lib/users/password-reset-text";
import { pruneResetTokens, requestPasswordReset, resetPasswordWithToken, resetTokenUsable } from "~/services/auth";
import { hashPassword, verifyPassword } from "~/services/auth/passwords.server";
import { deliverDueMail } from "~/services/mail";
import type { AppServices } from "~/services/platform";
import { createTestSession, createTestUser } from "../support/factories";
import { LocalSmtp } from "../support/local-smtp";
import { createTestServices } from "../support/test-services";
import { useTestDatabase } from "../support/use-test-database";

vi.mock(import("~/services/auth/passwords.server"), async (original) => {
  const actual = await original();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

/** The database methods a piece of work called, in order (the statements it started). */
function recordingDb<T extends object>(db: T, calls: string[]): T {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (typeof property === "string" && ["select", "insert", "update", "delete", "transaction", "execute"].includes(property)) calls.push(property);
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

describe("a forgotten password, reset through a mailed link", () => {
  const database = useTestDatabase();
  const db = () => database().db;
  const smtp = new LocalSmtp();
  let services: AppServices;
  let userId = "";
  const from = (ip: string) => ({ ip, userAgent: "test" });

  beforeAll(async () => {
    await smtp.start();
    services = createTestServices(database(), { SMTP_URL: smtp.url, SESSION_SECRET: "r".repeat(40), SITE_NAME: "Firm" });
    userId = await createTestUser(db(), { username: "forgetful", userType: "moderator", email: "Forgetful@Firm.example" });
    await createTestSession(db(), userId);
  });
  afterAll(() => smtp.stop());

  it("mails a single-use link to the account's address, stores only its hash, and answers the same for an unknown address", async () => {
    await (
      await requestPasswordReset(services, "nobody@firm.example", from("192.0.2.1"))
    ).issued;
    await (
      await requestPasswordReset(services, " forgetful@firm.example ", from("192.0.2.1"))
    ).issued;
    await deliverDueMail(services);
    const mail = await smtp.waitFor("Reset your password");
    expect(mail.envelopeTo.map((to) => to.toLowerCase())).toEqual(["forgetful@firm.example"]);
    const link = /https?:\/\/\S+reset-password\?token=(\S+)/.exec(mail.parsed.text ?? "")!;
    const token = link[1]!;
    const [stored] = await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    expect(stored!.tokenHash).not.toContain(token);
    expect(JSON.stringify(await db().select().from(mailOutbox))).not.toContain(token);
    expect(smtp.received.filter((received) => received.envelopeTo.includes("nobody@firm.example"))).toEqual([]);

    await expect(resetPasswordWithToken(db(), { token, password: "short", confirmPassword: "short" }, from("192.0.2.1"))).rejects.toMatchObject({
      fieldErrors: { password: expect.any(String) },
    });
    expect(await resetTokenUsable(db(), token)).toBe(true);
    await resetPasswordWithToken(db(), { token, password: "Brand-New-Harbor-42", confirmPassword: "Brand-New-Harbor-42" }, from("192.0.2.1"));
    const [account] = await db().select().from(adminUsers).where(eq(adminUsers.id, userId));
    expect(await verifyPassword(account!.passwordHash, "Brand-New-Harbor-42")).toBe(true);
    expect(await db().select().from(adminSessions).where(eq(adminSessions.userId, userId))).toEqual([]);
    expect((await db().select().from(auditEvents).where(eq(auditEvents.targetId, userId))).map((event) => event.action)).toEqual(
      expect.arrayContaining(["password_reset_requested", "password_reset_by_link"]),
    );
    // Single use.
    await expect(
      resetPasswordWithToken(db(), { token, password: "Another-Good-Pass-77", confirmPassword: "Another-Good-Pass-77" }, from("192.0.2.1")),
    ).rejects.toMatchObject({
      message: PASSWORD_RESET_TEXT.invalidLink,
    });
  });

  it("refuses an expired or altered link", async () => {
    await (
      await requestPasswordReset(services, "forgetful@firm.example", from("192.0.2.2"))
    ).issued;
    await deliverDueMail(services);
    const later = new Date(Date.now() + 31 * 60_000);
    const [row] = await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    expect(row!.usedAt).toBeNull();
    const mails = smtp.received.filter((received) => received.parsed.subject?.includes("Reset your password"));
    const token = /token=(\S+)/.exec(mails.at(-1)!.parsed.text ?? "")![1]!;
    await expect(
      resetPasswordWithToken(db(), { token, password: "Brand-New-Harbor-43", confirmPassword: "Brand-New-Harbor-43" }, from("192.0.2.2"), later),
    ).rejects.toMatchObject({
      message: PASSWORD_RESET_TEXT.invalidLink,
    });
    await expect(
      resetPasswordWithToken(db(), { token: `${token}x`, password: "Brand-New-Harbor-43", confirmPassword: "Brand-New-Harbor-43" }, from("192.0.2.2")),
    ).rejects.toMatchObject({
      message: PASSWORD_RESET_TEXT.invalidLink,
    });
    // Deleted a day after it expired.
    expect(await pruneResetTokens(db(), later)).toBe(0);
    expect(await pruneResetTokens(db(), new Date(later.getTime() + 24 * 3_600_000))).toBeGreaterThan(0);
    expect(await resetTokenUsable(db(), token)).toBe(false);
  });

  it("limits requests per network (told) and per account (not told)", async () => {
    for (let i = 0; i < 5; i++) await requestPasswordReset(services, `someone${i}@firm.example`, from("192.0.2.9"));
    await expect(requestPasswordReset(services, "x@firm.example", from("192.0.2.9"))).rejects.toMatchObject({ status: 429 });
    const before = (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "password_reset"))).length;
    for (let i = 0; i < 3; i++) await (await requestPasswordReset(services, "forgetful@firm.example", from(`192.0.2.${20 + i}`))).issued;
    const after = (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "password_reset"))).length;
    // Two requests were made earlier in the hour: one more link, then silence.
    expect(after - before).toBe(1);
  });

  it("answers a known and an unknown address after the same work, issuing the link only after the answer", async () => {
    const answered = async (email: string, ip: string) => {
      const calls: string[] = [];
      const recording = { ...services, database: { ...services.database, db: recordingDb(services.database.db, calls) } };
      const request = await requestPasswordReset(recording, email, from(ip));
      const beforeAnswer = [...calls];
      await request.issued;
      return { beforeAnswer, after: calls.slice(beforeAnswer.length) };
    };
    await createTestUser(db(), { username: "timed", userType: "moderator", email: "timed@firm.example" });
    const unknown = await answered("nobody-at-all@firm.example", "192.0.2.40");
    const known = await answered("timed@firm.example", "192.0.2.41");
    expect(known.beforeAnswer).toEqual(unknown.beforeAnswer);
    // The lookup and the link come after the answer, for the known address only.
    expect(known.after).toContain("transaction");
    expect(unknown.after).not.toContain("transaction");
  });

  it("checks the link before the new password costs a hash", async () => {
    vi.mocked(hashPassword).mockClear();
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(
        resetPasswordWithToken(
          db(),
          { token: `made-up-${attempt}`, password: "Brand-New-Harbor-44", confirmPassword: "Brand-New-Harbor-44" },
          from("192.0.2.50"),
        ),
      ).rejects.toMatchObject({ message: PASSWORD_RESET_TEXT.invalidLink });
    }
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it("says which password rule failed, not always the length", async () => {
    await createTestUser(db(), { username: "ruled", userType: "moderator", email: "ruled@firm.example" });
    await (
      await requestPasswordReset(services, "ruled@firm.example", from("192.0.2.60"))
    ).issued;
    await deliverDueMail(services);
    await vi.waitFor(() => expect(smtp.received.some((received) => received.envelopeTo.includes("ruled@firm.example"))).toBe(true));
    const mail = smtp.received.find((received) => received.envelopeTo.includes("ruled@firm.example"))!;
    const token = /token=(\S+)/.exec(mail.parsed.text ?? "")![1]!;
    await expect(
      resetPasswordWithToken(db(), { token, password: "Brand-New-Harbor-45", confirmPassword: "Brand-New-Harbor-46" }, from("192.0.2.60")),
    ).rejects.toMatchObject({ message: MESSAGES.passwordMismatch, fieldErrors: { confirmPassword: MESSAGES.passwordMismatch } });
  });

  it("is not offered without SMTP_URL", async () => {
    await expect(requestPasswordReset(createTestServices(database()), "forgetful@firm.example", from("192.0.2.30"))).rejects.toMatchObject({
      message: PASSWORD_RESET_TEXT.unavailable,
    });
  });
});
