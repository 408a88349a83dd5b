import type { ReactNode } from "react";
import { Honeypot } from "~/components/forms/honeypot";
import type { ConsultationFormTexts } from "~/content/consultation-form";
import { LEAD_TOPICS, ORGANISATION_TYPES } from "~/lib/leads/lead-options";
import { CONSENT_GIVEN, LEAD_FIELDS, LEAD_LIMITS, type LeadFormValues } from "~/lib/leads/lead-rules";
import { useFillIdentity } from "~/lib/identity/use-fill-identity";
import { CONTACT_PATH, PRIVACY_POLICY_PATH } from "~/lib/site/public-paths";
import { splitAtSlot } from "~/lib/site/text-template";
import { buttonClass } from "./button-class";

type Props = {
  texts: ConsultationFormTexts;
  formToken: string;
  values: LeadFormValues;
  fieldErrors: Record<string, string>;
  formError: string | null;
  /** Where the form posts: /contact unless a page embeds it (the booking page). */
  action?: string;
  /** Fields of the embedding page, placed before the consultation questions (the booking page's times). */
  before?: ReactNode;
  /** The send button's text, when the embedding page has its own. */
  submitLabel?: string;
  /** Field names of the embedding page whose messages the refusal box lists too. */
  extraFields?: readonly string[];
};

const controlClass =
  "mt-1.5 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700";

const fieldId = (name: string) => `consultation-${name}`;

/** The aria attributes of a field: its hint and its error (when there is one) describe it. */
function described(name: string, error: string | undefined, hint?: string) {
  const ids = [hint ? `${fieldId(name)}-hint` : null, error ? `${fieldId(name)}-error` : null].filter(Boolean).join(" ");
  return { id: fieldId(name), name, "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined, "aria-required": true } as const;
}

function Field({ name, label, hint, error, children }: { name: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="block font-semibold text-brand-900">
        {label}
      </label>
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${fieldId(name)}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The consultation request form. A plain POST to /contact, so it works without JavaScript; the
 * server answers a refusal with this form again, its messages at the fields and what was typed.
 * Browser validation is off (`noValidate`) so that everyone reads the same messages, the server's.
 */
export function ConsultationForm({ texts: T, formToken, values, fieldErrors, formError, action, before, submitLabel, extraFields = [] }: Props) {
  const fill = useFillIdentity();
  const consent = splitAtSlot(fill(T.consent.sentence), "link");
  const errors = Object.entries(fieldErrors).filter(([name]) => name in LEAD_FIELDS || extraFields.includes(name));
  return (
    <form method="post" action={action ?? CONTACT_PATH} noValidate aria-labelledby="consultation-heading" className="space-y-5">
      <Honeypot />
      <input type="hidden" name={LEAD_FIELDS.formToken} value={formToken} />
      {formError ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{T.refusalTitle}</p>
          <p className="mt-1">{formError}</p>
          {errors.length ? (
            <ul className="mt-2 list-disc pl-5">
              {errors.map(([name, message]) => (
                <li key={name}>
                  <a href={name in LEAD_FIELDS ? `#${fieldId(name)}` : `#${name}-field`} className="underline underline-offset-2">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {before}
      <p className="text-sm text-slate-600">{T.requiredNote}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label={T.name.label} error={fieldErrors.name}>
          <input
            type="text"
            autoComplete="name"
            maxLength={LEAD_LIMITS.name}
            defaultValue={values.name}
            className={controlClass}
            {...described("name", fieldErrors.name)}
          />
        </Field>
        <Field name="email" label={T.email.label} hint={T.email.hint} error={fieldErrors.email}>
          <input
            type="email"
            autoComplete="email"
            maxLength={LEAD_LIMITS.email}
            defaultValue={values.email}
            className={controlClass}
            {...described("email", fieldErrors.email, T.email.hint)}
          />
        </Field>
        <Field name="organisation" label={T.organisation.label} error={fieldErrors.organisation}>
          <input
            type="text"
            autoComplete="organization"
            maxLength={LEAD_LIMITS.organisation}
            defaultValue={values.organisation}
            className={controlClass}
            {...described("organisation", fieldErrors.organisation)}
          />
        </Field>
        <Field name="organisationType" label={T.organisationType.label} error={fieldErrors.organisationType}>
          <select defaultValue={values.organisationType ?? ""} className={controlClass} {...described("organisationType", fieldErrors.organisationType)}>
            <option value="">{T.organisationType.placeholder}</option>
            {ORGANISATION_TYPES.map(({ value }) => (
              <option key={value} value={value}>
                {T.organisationType.options[value]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field name="topic" label={T.topic.label} error={fieldErrors.topic}>
        <select defaultValue={values.topic ?? ""} className={controlClass} {...described("topic", fieldErrors.topic)}>
          <option value="">{T.topic.placeholder}</option>
          {LEAD_TOPICS.map(({ value }) => (
            <option key={value} value={value}>
              {T.topic.options[value]}
            </option>
          ))}
        </select>
      </Field>
      <Field name="message" label={T.message.label} hint={T.message.hint} error={fieldErrors.message}>
        <textarea
          rows={6}
          maxLength={LEAD_LIMITS.message}
          defaultValue={values.message}
          className={controlClass}
          {...described("message", fieldErrors.message, T.message.hint)}
        />
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            value={CONSENT_GIVEN}
            defaultChecked={values.consent === CONSENT_GIVEN}
            className="mt-1 size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            {...described("consent", fieldErrors.consent)}
          />
          <label htmlFor={fieldId("consent")} className="text-slate-800">
            {consent.before}
            <a href={PRIVACY_POLICY_PATH} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {T.consent.link}
            </a>
            {consent.after}
          </label>
        </div>
        {fieldErrors.consent ? (
          <p id={`${fieldId("consent")}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {fieldErrors.consent}
          </p>
        ) : null}
      </div>
      <button type="submit" className={buttonClass({ variant: "primary", size: "lg" })}>
        {submitLabel ?? T.submit}
      </button>
    </form>
  );
}
