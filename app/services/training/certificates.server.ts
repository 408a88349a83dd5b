import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, lt, lte } from "drizzle-orm";
import { trainingCreditsContent } from "~/content/training-credits";
import { trainingCertificates, trainingRegistrations, trainingSessions } from "~/db/schema/index";
import { addressKey, RATE_LIMITS } from "~/lib/rate-limits/rate-limit-rules";
import { certificateCodeFrom, holderNameKey, normalizeCertificateCode } from "~/lib/training/certificate-code";
import { creditsFor, creditsText, minutesBetween } from "~/lib/training/credit-rule";
import { TRAINING_MESSAGES as M } from "~/lib/training/training-messages";
import { courseLabel } from "~/lib/training/training-options";
import { RENEWAL_REMINDER_DAYS } from "~/lib/training/training-rules";
import { certificateMail, renewalReminderMail } from "~/lib/training/training-mail";
import { trainingPath } from "~/lib/site/public-paths";
import { dateText } from "~/lib/training/zoned-time";
import { type Actor, actorEventFields, authorizeActor } from "~/services/auth";
import { deliverSoon, queueMail } from "~/services/mail";
import { type AppServices, type Db, DomainError, readSignedLink } from "~/services/platform";
import { hitRateLimit } from "~/services/rate-limits";
import { recordEvent } from "~/services/security";
import { publishedContent } from "~/services/site-content";
import { certificatePdf } from "./certificate-pdf.server";
import { sessionById } from "./sessions.server";
import { CERTIFICATE_LINK, certificateUrl, verifyUrl } from "./training-links.server";
import type { MailConfig } from "./training-mail.server";

export type Certificate = typeof trainingCertificates.$inferSelect;

function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

export type IssueOutcome = { issued: number; alreadyIssued: number; notMet: { name: string; reason: string }[] };

/**
 * Certificates for a session's confirmed registrants whose recorded attendance meets the
 * session's accreditor's rule (Training credit rules content); those who do not meet it get none
 * and are listed with why. Each certificate is mailed with its PDF link and code; audited once.
 */
export async function issueCertificates(db: Db, config: MailConfig, actor: Actor, sessionId: string, now = new Date()): Promise<IssueOutcome> {
  authorizeActor(actor, "training:manage");
  const session = await sessionById(db, sessionId);
  if (!session) throw new DomainError("This session no longer exists.", 404);
  if (session.endsAt > now) throw new DomainError("Certificates are issued once the session has ended.", 409);
  if (!session.accreditor) throw new DomainError("This session names no accreditor, so it gives no credits or certificates.", 409);
  const { value: rules } = await publishedContent(db, trainingCreditsContent);
  const rule = rules.accreditors.find((entry) => entry.name === session.accreditor);
  if (!rule) throw new DomainError(`The accreditor "${session.accreditor}" is no longer in the Training credit rules.`, 409);
  const length = minutesBetween(session.startsAt, session.endsAt);
  const outcome: IssueOutcome = { issued: 0, alreadyIssued: 0, notMet: [] };
  await db.transaction(async (tx) => {
    const registrants = await tx
      .select({ registration: trainingRegistrations, certificateId: trainingCertificates.id })
      .from(trainingRegistrations)
      .leftJoin(trainingCertificates, eq(trainingCertificates.registrationId, trainingRegistrations.id))
      .where(and(eq(trainingRegistrations.sessionId, sessionId), eq(trainingRegistrations.status, "confirmed")));
    for (const { registration, certificateId } of registrants) {
      if (certificateId) {
        outcome.alreadyIssued++;
        continue;
      }
      if (registration.attendedMinutes === null) {
        outcome.notMet.push({ name: registration.name, reason: "no attendance recorded" });
        continue;
      }
      const result = creditsFor(rule, registration.attendedMinutes, length);
      if (!result.meets) {
        outcome.notMet.push({ name: registration.name, reason: result.reason! });
        continue;
      }
      const expiresAt = addMonths(session.startsAt, rule.validMonths);
      const code = certificateCodeFrom(randomBytes(16));
      const [certificate] = await tx
        .insert(trainingCertificates)
        .values({
          code,
          registrationId: registration.id,
          sessionId,
          holderName: registration.name,
          holderEmail: registration.email,
          course: session.course,
          sessionTitle: session.title,
          sessionDate: session.startsAt,
          timeZone: session.timeZone,
          accreditor: rule.name,
          creditLabel: rule.creditLabel,
          credits: result.credits,
          attendedMinutes: registration.attendedMinutes,
          issuedAt: now,
          expiresAt,
        })
        .returning({ id: trainingCertificates.id });
      const mail = certificateMail({
        name: registration.name,
        courseLabel: courseLabel(session.course),
        sessionTitle: session.title,
        credits: `${creditsText(result.credits, rule.creditLabel)} (${rule.name})`,
        code,
        pdfUrl: certificateUrl(config, certificate!.id, expiresAt),
        verifyUrl: verifyUrl(config),
        firm: config.identity.siteName,
      });
      await queueMail(tx, config, { kind: "training_certificate", to: [registration.email], ...mail, now });
      outcome.issued++;
    }
    await recordEvent(tx, {
      ...actorEventFields(actor),
      kind: "training_certificates_issued",
      at: now,
      target: { type: "training_session", id: sessionId, label: session.title },
      changes: { issued: outcome.issued, notMet: outcome.notMet.length, accreditor: rule.name },
    });
  });
  return outcome;
}

export async function listCertificates(db: Db, actor: Actor) {
  authorizeActor(actor, "training:manage");
  return db.select().from(trainingCertificates).orderBy(desc(trainingCertificates.issuedAt)).limit(500);
}

/** Staff revoke a certificate (with the reason they give): /verify says revoked from then on; audited. */
export async function revokeCertificate(db: Db, actor: Actor, certificateId: string, reason: string, now = new Date()): Promise<void> {
  authorizeActor(actor, "training:manage");
  const why = reason.trim();
  if (!why || why.length > 300) throw new DomainError("Please correct the fields marked below.", 400, { reason: "Give the reason (at most 300 characters)." });
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(trainingCertificates)
      .set({ revokedAt: now, revokedReason: why })
      .where(and(eq(trainingCertificates.id, certificateId), isNull(trainingCertificates.revokedAt)))
      .returning({ code: trainingCertificates.code, holderName: trainingCertificates.holderName });
    if (!revoked) throw new DomainError("This certificate does not exist or is already revoked.", 404);
    await recordEvent(tx, {
      ...actorEventFields(actor),
      kind: "training_certificate_revoked",
      at: now,
      target: { type: "training_certificate", id: certificateId, label: revoked.code },
      changes: { reason: why },
    });
  });
}

async function certificateById(db: Db, id: string): Promise<Certificate | null> {
  const [row] = await db.select().from(trainingCertificates).where(eq(trainingCertificates.id, id));
  return row ?? null;
}

function pdfOf(services: Pick<AppServices, "config">, certificate: Certificate) {
  return certificatePdf(certificate, services.config.identity.siteName, verifyUrl(services.config));
}

/** The PDF staff download from the Certificates list. */
export async function certificatePdfForStaff(services: AppServices, actor: Actor, certificateId: string) {
  authorizeActor(actor, "training:manage");
  const certificate = /^[0-9a-f-]{36}$/i.test(certificateId) ? await certificateById(services.database.db, certificateId) : null;
  if (!certificate) throw new DomainError("This certificate does not exist.", 404);
  return { code: certificate.code, pdf: await pdfOf(services, certificate) };
}

/** The PDF its holder downloads from the link in their mail (a revoked certificate is not served). */
export async function certificatePdfByLink(services: AppServices, token: string, now = new Date()) {
  const verdict = readSignedLink(services.config.sessionSecret, CERTIFICATE_LINK, token, now);
  if (!verdict.ok) throw new DomainError(verdict.reason === "expired" ? M.linkExpired : M.linkInvalid, 404);
  const certificate = await certificateById(services.database.db, verdict.subject);
  if (!certificate || certificate.revokedAt) throw new DomainError("This certificate is not available.", 404);
  return { code: certificate.code, pdf: await pdfOf(services, certificate) };
}

export type Verification =
  | { found: false }
  | {
      found: true;
      state: "valid" | "expired" | "revoked";
      holderName: string;
      course: string;
      sessionTitle: string;
      sessionDate: string;
      credits: string;
      issuedOn: string;
      expiresOn: string;
      revokedOn: string | null;
    };

/**
 * /verify: the exact holder's name and certificate code, after the per-address limit. Only a
 * pair that matches answers, with that one certificate's state, course and dates; anything else
 * answers the same "not found", whether the code exists or not.
 */
export async function verifyCertificate(
  services: AppServices,
  input: { name: unknown; code: unknown },
  requester: { ip: string },
  now = new Date(),
): Promise<Verification> {
  const name = typeof input.name === "string" ? input.name.slice(0, 200) : "";
  const codeText = typeof input.code === "string" ? input.code.slice(0, 40) : "";
  if (!name.trim() || !codeText.trim())
    throw new DomainError(M.verifyFields, 400, {
      ...(name.trim() ? {} : { name: "Enter the holder's full name." }),
      ...(codeText.trim() ? {} : { code: "Enter the certificate code." }),
    });
  const limit = await hitRateLimit(services.database.db, RATE_LIMITS.certificateVerifyPerAddress, addressKey(requester.ip), now);
  if (!limit.allowed) throw new DomainError(M.verifyTooMany(Math.max(1, Math.ceil(limit.retryAfterSeconds / 60))), 429);
  const code = normalizeCertificateCode(codeText);
  if (!code) return { found: false };
  const [certificate] = await services.database.db.select().from(trainingCertificates).where(eq(trainingCertificates.code, code));
  if (!certificate || holderNameKey(certificate.holderName) !== holderNameKey(name)) return { found: false };
  const state = certificate.revokedAt ? "revoked" : certificate.expiresAt <= now ? "expired" : "valid";
  const day = (date: Date) => dateText(date, certificate.timeZone);
  return {
    found: true,
    state,
    holderName: certificate.holderName,
    course: courseLabel(certificate.course),
    sessionTitle: certificate.sessionTitle,
    sessionDate: day(certificate.sessionDate),
    credits: `${creditsText(certificate.credits, certificate.creditLabel)} (${certificate.accreditor})`,
    issuedOn: day(certificate.issuedAt),
    expiresOn: day(certificate.expiresAt),
    revokedOn: certificate.revokedAt ? day(certificate.revokedAt) : null,
  };
}

/** Mails each holder RENEWAL_REMINDER_DAYS before their certificate expires, once (the `training-reminders` job). */
export async function sendRenewalReminders(services: AppServices, now: Date): Promise<number> {
  const { database, config } = services;
  const horizon = new Date(now.getTime() + RENEWAL_REMINDER_DAYS * 86_400_000);
  const due = await database.db
    .select({ id: trainingCertificates.id })
    .from(trainingCertificates)
    .where(
      and(
        isNull(trainingCertificates.reminderSentAt),
        isNull(trainingCertificates.revokedAt),
        gt(trainingCertificates.expiresAt, now),
        lte(trainingCertificates.expiresAt, horizon),
      ),
    )
    .limit(200);
  let sent = 0;
  for (const { id } of due) {
    sent += await database.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(trainingCertificates)
        .set({ reminderSentAt: now })
        .where(and(eq(trainingCertificates.id, id), isNull(trainingCertificates.reminderSentAt)))
        .returning();
      if (!claimed) return 0;
      const mail = renewalReminderMail({
        name: claimed.holderName,
        courseLabel: courseLabel(claimed.course),
        code: claimed.code,
        expiresText: dateText(claimed.expiresAt, claimed.timeZone),
        courseUrl: `${config.SITE_URL}${trainingPath(claimed.course)}`,
        firm: config.identity.siteName,
      });
      await queueMail(tx, config, { kind: "training_renewal_reminder", to: [claimed.holderEmail], ...mail, now });
      return 1;
    });
  }
  if (sent > 0) deliverSoon(services);
  return sent;
}

/** Deletes registrations of sessions that ended before `before` and certificates that expired before it (retention). */
export async function pruneTrainingRecords(db: Db, before: Date): Promise<{ registrations: number; certificates: number }> {
  const ended = db.select({ id: trainingSessions.id }).from(trainingSessions).where(lt(trainingSessions.endsAt, before));
  const registrations = await db
    .delete(trainingRegistrations)
    .where(inArray(trainingRegistrations.sessionId, ended))
    .returning({ id: trainingRegistrations.id });
  const certificates = await db.delete(trainingCertificates).where(lte(trainingCertificates.expiresAt, before)).returning({ id: trainingCertificates.id });
  return { registrations: registrations.length, certificates: certificates.length };
}
