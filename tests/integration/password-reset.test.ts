import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions, adminUsers, auditEvents, mailOutbox, passwordResetTokens } from "~/db/schema";
import { PASSWORD_RESET_TEXT } from "~/lib/users/password-reset-text";
import { pruneResetTokens, requestPasswordReset, resetPasswordWithToken, resetTokenUsable } from "~/services/auth";
import { verifyPassword } from "~/services/auth/passwords.server";
import { deliverDueMail } from "~/services/mail";
import type { AppServices } from "~/services/platform";
import { createTestSession, createTestUser } from "../support/factories";
import { LocalSmtp } from "../support/local-smtp";
import { createTestServices } from "../support/test-services";
import { useTestDatabase } from "../support/use-test-database";

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
    await requestPasswordReset(services, "nobody@firm.example", from("192.0.2.1"));
    await requestPasswordReset(services, " forgetful@firm.example ", from("192.0.2.1"));
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
    await requestPasswordReset(services, "forgetful@firm.example", from("192.0.2.2"));
    await deliverDueMail(services);
    const later = new Date(Date.now() + 61 * 60_000);
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
    for (let i = 0; i < 3; i++) await requestPasswordReset(services, "forgetful@firm.example", from(`192.0.2.${20 + i}`));
    const after = (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "password_reset"))).length;
    // Two requests were made earlier in the hour: one more link, then silence.
    expect(after - before).toBe(1);
  });

  it("is not offered without SMTP_URL", async () => {
    await expect(requestPasswordReset(createTestServices(database()), "forgetful@firm.example", from("192.0.2.30"))).rejects.toMatchObject({
      message: PASSWORD_RESET_TEXT.unavailable,
    });
  });
});
