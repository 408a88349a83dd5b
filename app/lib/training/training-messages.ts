/** What visitors read when the training forms refuse or answer. */
export const TRAINING_MESSAGES = {
  fixFields: "Please correct the fields marked below.",
  tooFast: "That was quick. Please wait a few seconds and send the form again.",
  expired: "This form was open too long. Please send it again.",
  tooMany: (minutes: number) => `Too many registrations from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  unavailable: "Registration is unavailable right now. Please try again in a few minutes.",
  closed: "Registration for this session is closed.",
  notFound: "This session is not open for registration.",
  already: "This e-mail address is already registered for this session (or on its waitlist). Check your mail for the confirmation.",
  linkInvalid: "This link is not valid. Use the link in your latest e-mail.",
  linkExpired: "This link has expired.",
  verifyTooMany: (minutes: number) => `Too many checks from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  verifyFields: "Enter the holder's full name and the certificate code.",
} as const;

/** The message of the lead a registration makes, as the Leads tab and its export show it. */
export function registrationLeadMessage(status: "confirmed" | "waitlisted", session: { title: string; courseLabel: string; when: string }): string {
  const what = status === "confirmed" ? "Registered for" : "Joined the waitlist for";
  return `${what} the training session ${session.title} (${session.courseLabel}, ${session.when}).`;
}
