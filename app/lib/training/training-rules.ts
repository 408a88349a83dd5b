import { z } from "zod";
import { SESSION_FORMATS, SESSION_LIMITS, TRAINING_COURSES, valuesOf } from "./training-options";
import { instantOfLocalInput, isTimeZone } from "./zoned-time";

const ONE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F\u2028\u2029]/;

function oneLine(max: number, required: string) {
  return z
    .string({ error: required })
    .refine((text) => !ONE_LINE_FORBIDDEN.test(text), { error: "Remove line breaks and control characters.", abort: true })
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .max(max, { error: `At most ${max} characters.` }),
    );
}

/** A session as staff enter it: times are datetime-local values read in the session's zone. */
export const sessionInputSchema = z
  .object({
    course: z.enum(valuesOf(TRAINING_COURSES), { error: "Choose the course." }),
    title: oneLine(SESSION_LIMITS.title, "Enter the session's title."),
    format: z.enum(valuesOf(SESSION_FORMATS), { error: "Choose online or in person." }),
    timeZone: z
      .string({ error: "Enter the time zone." })
      .transform((zone) => zone.trim())
      .refine(isTimeZone, { error: "Enter a time zone such as America/New_York." }),
    startsAt: z.string({ error: "Enter the start." }),
    endsAt: z.string({ error: "Enter the end." }),
    registrationDeadline: z.string({ error: "Enter the registration deadline." }),
    seats: z.coerce
      .number({ error: "Enter the number of seats." })
      .int({ error: "Enter a whole number of seats." })
      .min(1, { error: "At least one seat." })
      .max(SESSION_LIMITS.seats, { error: `At most ${SESSION_LIMITS.seats} seats.` }),
    price: oneLine(SESSION_LIMITS.price, "Enter the price as visitors should read it (e.g. $149, or Free)."),
    joiningDetails: z
      .string({ error: "Enter the joining details." })
      .transform((text) => text.replace(/\r\n?/g, "\n").trim())
      .pipe(z.string().min(1, { error: "Enter the webinar link or the address registrants need." }).max(SESSION_LIMITS.joiningDetails)),
    accreditor: z
      .string()
      .optional()
      .transform((text) => (text?.trim() ? text.trim() : null)),
  })
  .transform((input, context) => {
    const read = (field: "startsAt" | "endsAt" | "registrationDeadline") => {
      const instant = instantOfLocalInput(input[field], input.timeZone);
      if (!instant) context.addIssue({ code: "custom", path: [field], message: "Enter a date and time." });
      return instant;
    };
    const startsAt = read("startsAt");
    const endsAt = read("endsAt");
    const registrationDeadline = read("registrationDeadline");
    if (startsAt && endsAt && endsAt <= startsAt) context.addIssue({ code: "custom", path: ["endsAt"], message: "The end must be after the start." });
    if (startsAt && registrationDeadline && registrationDeadline > startsAt) {
      context.addIssue({ code: "custom", path: ["registrationDeadline"], message: "Registration must close by the start." });
    }
    if (!startsAt || !endsAt || !registrationDeadline) return z.NEVER;
    return { ...input, startsAt, endsAt, registrationDeadline };
  });
export type SessionInput = z.infer<typeof sessionInputSchema>;

export const REGISTRATION_LIMITS = { name: 100, email: 254, organisation: 150 } as const;
export const REGISTRATION_CONSENT = "yes";

/** A visitor's registration as the public form sends it. */
export const registrationSchema = z.object({
  name: oneLine(REGISTRATION_LIMITS.name, "Enter your full name as it should appear on your certificate."),
  email: z
    .string({ error: "Enter a valid e-mail address." })
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .max(REGISTRATION_LIMITS.email)
        .pipe(z.email({ error: "Enter a valid e-mail address." })),
    ),
  organisation: z
    .string()
    .optional()
    .transform((text) => (text ?? "").trim())
    .pipe(z.string().max(REGISTRATION_LIMITS.organisation, { error: `At most ${REGISTRATION_LIMITS.organisation} characters.` })),
  consent: z.literal(REGISTRATION_CONSENT, { error: "Agree to be contacted about this session to register." }),
});

/** How long a waitlisted person has to take a freed seat. */
export const OFFER_HOURS = 24;
/** Cancel links work until the session starts (and at most this long after they were sent). */
export const CANCEL_LINK_DAYS = 400;
/** The renewal reminder goes this many days before a certificate expires. */
export const RENEWAL_REMINDER_DAYS = 30;
