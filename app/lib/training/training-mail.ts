import { sessionTimeText } from "./zoned-time";

/** What a registration mail says about its session. */
export type MailSession = { title: string; courseLabel: string; startsAt: Date; endsAt: Date; timeZone: string; price: string; joiningDetails: string };

const when = (session: MailSession) => sessionTimeText(session.startsAt, session.endsAt, session.timeZone);

/** The confirmation of a seat (registered, or an offer taken): with the joining details, which only registrants receive. */
export function confirmationMail(input: { name: string; session: MailSession; cancelUrl: string; firm: string }) {
  const { session } = input;
  return {
    subject: `Registered: ${session.title} (${session.courseLabel})`,
    text: [
      `Dear ${input.name},`,
      "",
      `Your seat is confirmed for ${session.title} (${session.courseLabel}).`,
      "",
      `When: ${when(session)}`,
      `Price: ${session.price}`,
      "",
      "How to join:",
      session.joiningDetails,
      "",
      "The attached invitation adds the session to your calendar.",
      "",
      `If you cannot attend, please free your seat for someone on the waitlist: ${input.cancelUrl}`,
      "",
      input.firm,
    ].join("\n"),
  };
}

export function waitlistMail(input: { name: string; session: MailSession; cancelUrl: string; offerHours: number; firm: string }) {
  const { session } = input;
  return {
    subject: `Waitlist: ${session.title} (${session.courseLabel})`,
    text: [
      `Dear ${input.name},`,
      "",
      `${session.title} (${session.courseLabel}, ${when(session)}) is full, so you are on its waitlist.`,
      `When a seat frees, the first person on the waitlist is offered it by e-mail and has ${input.offerHours} hours to take it.`,
      "",
      `To leave the waitlist: ${input.cancelUrl}`,
      "",
      input.firm,
    ].join("\n"),
  };
}

export function offerMail(input: { name: string; session: MailSession; offerUrl: string; expiresText: string; firm: string }) {
  const { session } = input;
  return {
    subject: `A seat is free: ${session.title} (${session.courseLabel})`,
    text: [
      `Dear ${input.name},`,
      "",
      `A seat has freed on ${session.title} (${session.courseLabel}, ${when(session)}), and it is held for you until ${input.expiresText}.`,
      "",
      `Take the seat: ${input.offerUrl}`,
      "",
      "If you do not take it by then, it is offered to the next person on the waitlist. The same page lets you decline it.",
      "",
      input.firm,
    ].join("\n"),
  };
}

export function certificateMail(input: {
  name: string;
  courseLabel: string;
  sessionTitle: string;
  credits: string;
  code: string;
  pdfUrl: string;
  verifyUrl: string;
  firm: string;
}) {
  return {
    subject: `Your certificate: ${input.sessionTitle} (${input.courseLabel})`,
    text: [
      `Dear ${input.name},`,
      "",
      `Your certificate for ${input.sessionTitle} (${input.courseLabel}) is ready: ${input.credits}.`,
      "",
      `Download it (PDF): ${input.pdfUrl}`,
      `Certificate code: ${input.code}`,
      `Anyone can check it with your name and this code at ${input.verifyUrl}`,
      "",
      input.firm,
    ].join("\n"),
  };
}

export function renewalReminderMail(input: { name: string; courseLabel: string; code: string; expiresText: string; courseUrl: string; firm: string }) {
  return {
    subject: `Your ${input.courseLabel} certificate expires on ${input.expiresText}`,
    text: [
      `Dear ${input.name},`,
      "",
      `Your certificate ${input.code} for ${input.courseLabel} expires on ${input.expiresText}.`,
      `Upcoming sessions, to renew it: ${input.courseUrl}`,
      "",
      input.firm,
    ].join("\n"),
  };
}
