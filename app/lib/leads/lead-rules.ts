import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "../core/control-characters";
import { LEAD_MESSAGES as M } from "./lead-messages";
import { LEAD_LIMITS } from "./lead-limits";
import { LEAD_STATUSES, LEAD_TOPICS, ORGANISATION_TYPES, valuesOf } from "./lead-options";

// The limits live apart from the schemas so a browser page can read them without zod (decision 063).
export { LEAD_LIMITS } from "./lead-limits";

/** A form's fields, by the names the form, the action and the tests use. */
export const LEAD_FIELDS = {
  name: "name",
  email: "email",
  organisation: "organisation",
  organisationType: "organisationType",
  topic: "topic",
  message: "message",
  consent: "consent",
  formToken: "formToken",
} as const;

/** The value the consent checkbox sends. */
export const CONSENT_GIVEN = "yes";

/** Control characters, and line breaks in a one-line field: nothing a person types into a name. */
const ONE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F\u2028\u2029]/;

function oneLine(max: number, required: string, long: string) {
  return z
    .string({ error: required })
    .refine((text) => !ONE_LINE_FORBIDDEN.test(text), { error: M.controlCharacters, abort: true })
    .transform((text) => text.trim())
    .pipe(z.string().min(1, { error: required }).max(max, { error: long }));
}

/**
 * A consultation request as the visitor sends it. Every rule has its message for the field at
 * fault; text is trimmed, one-line fields refuse line breaks and control characters (NUL
 * included), the message keeps its line breaks and refuses the other control characters.
 */
export const leadRequestSchema = z.object({
  name: oneLine(LEAD_LIMITS.name, M.nameRequired, M.nameLong(LEAD_LIMITS.name)),
  email: z
    .string({ error: M.emailInvalid })
    .refine((text) => !ONE_LINE_FORBIDDEN.test(text), { error: M.controlCharacters, abort: true })
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .max(LEAD_LIMITS.email, { error: M.emailLong })
        .pipe(z.email({ error: M.emailInvalid })),
    ),
  organisation: oneLine(LEAD_LIMITS.organisation, M.organisationRequired, M.organisationLong(LEAD_LIMITS.organisation)),
  organisationType: z.enum(valuesOf(ORGANISATION_TYPES), { error: M.organisationTypeInvalid }),
  topic: z.enum(valuesOf(LEAD_TOPICS), { error: M.topicInvalid }),
  message: z
    .string({ error: M.messageRequired })
    .refine((text) => !hasControlCharacters(text), { error: M.controlCharacters, abort: true })
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, { error: M.messageRequired })
        .max(LEAD_LIMITS.message, { error: M.messageLong(LEAD_LIMITS.message) }),
    ),
  consent: z.literal(CONSENT_GIVEN, { error: M.consentRequired }),
});
export type LeadRequest = z.infer<typeof leadRequestSchema>;

/** What the visitor typed, as the form shows it again after a refusal (never more than the caps allow). */
export type LeadFormValues = Partial<Record<keyof typeof LEAD_FIELDS, string>>;

export function typedValues(form: Record<string, unknown>): LeadFormValues {
  const values: LeadFormValues = {};
  for (const field of ["name", "email", "organisation", "organisationType", "topic", "message", "consent"] as const) {
    const value = form[field];
    // Refused characters are dropped from the echo: NUL cannot be rendered back into the page.
    if (typeof value === "string") values[field] = value.replace(/\u0000/g, "").slice(0, LEAD_LIMITS.message + 100);
  }
  return values;
}

const staffText = (max: number) =>
  z
    .string()
    .max(max, { error: `At most ${max.toLocaleString("en-US")} characters.` })
    .refine((text) => !hasControlCharacters(text), { error: `Notes ${CONTROL_CHARACTER_MESSAGE}.` });

/** A staff member's change to a lead: its status, notes and who it is assigned to ("" for nobody). */
export const leadUpdateSchema = z.object({
  status: z.enum(valuesOf(LEAD_STATUSES), { error: "Choose one of the statuses in the list." }),
  notes: staffText(LEAD_LIMITS.notes).transform((text) => text.replace(/\r\n?/g, "\n").trim()),
  assignedTo: z.union([z.literal(""), z.uuid({ error: "Choose a staff member from the list." })]).transform((id) => id || null),
});
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;
