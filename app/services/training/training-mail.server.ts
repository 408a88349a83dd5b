import { buildInvite, inviteMailParts } from "~/lib/calendar";
import { courseLabel } from "~/lib/training/training-options";
import { confirmationMail, type MailSession, offerMail, waitlistMail } from "~/lib/training/training-mail";
import { OFFER_HOURS } from "~/lib/training/training-rules";
import { queueMail } from "~/services/mail";
import type { AppConfig, Tx } from "~/services/platform";
import { registrationUrl } from "./training-links.server";

export type MailConfig = Pick<AppConfig, "SMTP_URL" | "sessionSecret" | "SITE_URL" | "MAIL_FROM" | "identity">;

type SessionRow = {
  id: string;
  course: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  price: string;
  joiningDetails: string;
  format: string;
};
type Registrant = { id: string; name: string; email: string };

const mailSession = (session: SessionRow): MailSession => ({ ...session, courseLabel: courseLabel(session.course) });

/** The calendar event of one registrant's seat: its UID is the registration's, so a cancel replaces the same event. */
function invite(config: MailConfig, session: SessionRow, person: Registrant, method: "REQUEST" | "CANCEL", now: Date) {
  const ics = buildInvite({
    uid: `training-${person.id}@${new URL(config.SITE_URL).hostname}`,
    sequence: method === "CANCEL" ? 1 : 0,
    method,
    start: session.startsAt,
    end: session.endsAt,
    timeZone: session.timeZone,
    summary: `${session.title} (${courseLabel(session.course)})`,
    description: session.joiningDetails,
    location: session.format === "in_person" ? session.joiningDetails.split("\n")[0] : null,
    organizer: { name: config.identity.siteName, email: config.MAIL_FROM },
    attendees: [{ name: person.name, email: person.email }],
    stamp: now,
  });
  return inviteMailParts(ics, method).calendar;
}

/** The seat's confirmation: joining details, the calendar invite and the registrant's own link. */
export async function queueConfirmation(tx: Tx, config: MailConfig, session: SessionRow, person: Registrant, now: Date) {
  const mail = confirmationMail({
    name: person.name,
    session: mailSession(session),
    cancelUrl: registrationUrl(config, person.id, session.endsAt),
    firm: config.identity.siteName,
  });
  await queueMail(tx, config, { kind: "training_registration", to: [person.email], ...mail, calendar: invite(config, session, person, "REQUEST", now), now });
}

export async function queueWaitlisted(tx: Tx, config: MailConfig, session: SessionRow, person: Registrant, now: Date) {
  const mail = waitlistMail({
    name: person.name,
    session: mailSession(session),
    cancelUrl: registrationUrl(config, person.id, session.endsAt),
    offerHours: OFFER_HOURS,
    firm: config.identity.siteName,
  });
  await queueMail(tx, config, { kind: "training_registration", to: [person.email], ...mail, now });
}

export async function queueOffer(tx: Tx, config: MailConfig, session: SessionRow, person: Registrant, expiresAt: Date, now: Date) {
  const expiresText = new Intl.DateTimeFormat("en-US", { timeZone: session.timeZone, dateStyle: "full", timeStyle: "short" }).format(expiresAt);
  const mail = offerMail({
    name: person.name,
    session: mailSession(session),
    offerUrl: registrationUrl(config, person.id, session.endsAt),
    expiresText: `${expiresText} (${session.timeZone})`,
    firm: config.identity.siteName,
  });
  await queueMail(tx, config, { kind: "training_offer", to: [person.email], ...mail, now });
}

/** A cancelled seat removes the event from the registrant's calendar (METHOD:CANCEL, same UID). */
export async function queueCancellation(tx: Tx, config: MailConfig, session: SessionRow, person: Registrant, now: Date) {
  const title = `${session.title} (${courseLabel(session.course)})`;
  await queueMail(tx, config, {
    kind: "training_registration",
    to: [person.email],
    subject: `Cancelled: ${title}`,
    text: [`Dear ${person.name},`, "", `Your registration for ${title} is cancelled and your seat is freed.`, "", config.identity.siteName].join("\n"),
    calendar: invite(config, session, person, "CANCEL", now),
    now,
  });
}
