import { Form } from "react-router";
import { FormField, fieldProps, selectClass } from "~/components/admin/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { timeZoneChoicesWith } from "~/lib/calendar/time-zone";
import { SITE_TIME_ZONE } from "~/lib/core/dates";
import { SESSION_FORMATS, SESSION_LIMITS, TRAINING_COURSES } from "~/lib/training/training-options";

export type SessionFormValues = Partial<
  Record<
    "course" | "title" | "format" | "timeZone" | "startsAt" | "endsAt" | "registrationDeadline" | "seats" | "price" | "joiningDetails" | "accreditor",
    string
  >
>;

const textareaClass =
  "w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700";

/** A session's fields, for adding one or changing it; times are read in the zone entered. */
export function SessionForm({
  intent,
  values,
  fieldErrors,
  accreditors,
  zones,
  submit,
}: {
  intent: string;
  values: SessionFormValues;
  fieldErrors: Record<string, string>;
  accreditors: string[];
  /** timeZoneChoices(), from the loader. */
  zones: string[];
  submit: string;
}) {
  const id = (name: string) => `${intent}-${name}`;
  const text = (name: keyof SessionFormValues, label: string, type = "text", extra: Record<string, unknown> = {}) => (
    <FormField id={id(name)} label={label} error={fieldErrors[name]}>
      <Input type={type} name={name} defaultValue={values[name] ?? ""} {...fieldProps(id(name), fieldErrors[name])} {...extra} />
    </FormField>
  );
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      <FormField id={id("course")} label="Course" error={fieldErrors.course}>
        <select name="course" defaultValue={values.course ?? "chsa"} className={selectClass} {...fieldProps(id("course"), fieldErrors.course)}>
          {TRAINING_COURSES.map((course) => (
            <option key={course.value} value={course.value}>
              {course.label}
            </option>
          ))}
        </select>
      </FormField>
      {text("title", "Title", "text", { maxLength: SESSION_LIMITS.title })}
      <FormField id={id("format")} label="Format" error={fieldErrors.format}>
        <select name="format" defaultValue={values.format ?? "online"} className={selectClass} {...fieldProps(id("format"), fieldErrors.format)}>
          {SESSION_FORMATS.map((format) => (
            <option key={format.value} value={format.value}>
              {format.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={id("timeZone")} label="Time zone of the times below" error={fieldErrors.timeZone}>
        <select name="timeZone" defaultValue={values.timeZone || SITE_TIME_ZONE} className={selectClass} {...fieldProps(id("timeZone"), fieldErrors.timeZone)}>
          {timeZoneChoicesWith(zones, values.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </FormField>
      {text("startsAt", "Starts", "datetime-local")}
      {text("endsAt", "Ends", "datetime-local")}
      {text("registrationDeadline", "Registration closes", "datetime-local")}
      {text("seats", "Seats", "number", { min: 1, max: SESSION_LIMITS.seats })}
      {text("price", "Price as shown (e.g. $149)", "text", { maxLength: SESSION_LIMITS.price })}
      <FormField id={id("accreditor")} label="Accreditor (credit rule)" error={fieldErrors.accreditor}>
        <select
          name="accreditor"
          defaultValue={values.accreditor ?? accreditors[0] ?? ""}
          className={selectClass}
          {...fieldProps(id("accreditor"), fieldErrors.accreditor)}
        >
          <option value="">None: no credits or certificates</option>
          {accreditors.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </FormField>
      <div className="sm:col-span-2">
        <FormField id={id("joiningDetails")} label="Joining details (sent to registrants only)" error={fieldErrors.joiningDetails}>
          <textarea
            name="joiningDetails"
            rows={3}
            maxLength={SESSION_LIMITS.joiningDetails}
            defaultValue={values.joiningDetails ?? ""}
            className={textareaClass}
            {...fieldProps(id("joiningDetails"), fieldErrors.joiningDetails)}
          />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit">{submit}</Button>
      </div>
    </Form>
  );
}

export function ActionMessage({ result }: { result: { ok: boolean; toast: { title: string; description: string }; rowErrors?: string[] } | undefined }) {
  if (!result) return null;
  return (
    <div
      role={result.ok ? "status" : "alert"}
      className={`rounded-lg border p-4 ${result.ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900"}`}
    >
      <p className="font-semibold">{result.toast.title}</p>
      <p>{result.toast.description}</p>
      {result.rowErrors?.length ? (
        <ul className="mt-2 list-disc pl-5">
          {result.rowErrors.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
