import { data, Form, href } from "react-router";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { timeZoneChoices } from "~/lib/calendar/time-zone";
import type { ActionResult } from "~/lib/admin/action-result";
import { ATTENDANCE_CSV_MAX_BYTES } from "~/lib/training/attendance-csv";
import { courseLabel } from "~/lib/training/training-options";
import { localInputOf, sessionTimeText } from "~/lib/training/zoned-time";
import { failure, formValues, reply } from "~/routes/admin/action.server";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { readForm } from "~/routes/read-form.server";
import { deliverSoon } from "~/services/mail";
import { DomainError } from "~/services/platform";
import {
  accreditorNames,
  AttendanceImportError,
  importAttendance,
  issueCertificates,
  markAttendance,
  rosterOf,
  sessionById,
  updateSession,
} from "~/services/training";
import { ActionMessage, SessionForm, type SessionFormValues } from "./session-form";
import type { Route } from "./+types/session";

type Result = ActionResult<{ values: SessionFormValues; rowErrors: string[] }>;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "training:manage");
  const db = context.database.db;
  return loadOrUnavailable(context, async () => {
    const session = await sessionById(db, params.sessionId);
    if (!session) throw new DomainError("This session does not exist.", 404);
    return { session, roster: await rosterOf(db, user.actor, session.id), accreditors: await accreditorNames(db), zones: timeZoneChoices() };
  });
}

const MINUTES_PREFIX = "minutes-";

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "training:manage");
  const form = await readForm(request, context);
  const intent = String(form.get("intent") ?? "");
  const db = context.database.db;
  const values = formValues(form) as Record<string, string>;
  try {
    switch (intent) {
      case "update":
        await updateSession(db, context.config, user.actor, params.sessionId, values);
        deliverSoon(context);
        return reply<Result>({ intent, ok: true, toast: { title: "Session saved", description: "Seats added are offered to the waitlist at once." } });
      case "attendance": {
        const entries = Object.fromEntries(
          Object.entries(values).flatMap(([name, value]) => (name.startsWith(MINUTES_PREFIX) ? [[name.slice(MINUTES_PREFIX.length), value]] : [])),
        );
        const count = await markAttendance(db, user.actor, params.sessionId, entries);
        return reply<Result>({
          intent,
          ok: true,
          toast: { title: "Attendance saved", description: `Minutes recorded for ${count} registrant${count === 1 ? "" : "s"}.` },
        });
      }
      case "import": {
        const file = form.get("file");
        if (!(file instanceof File) || file.size === 0)
          throw new DomainError("Please correct the fields marked below.", 400, { file: "Choose the webinar tool's attendance report (CSV)." });
        if (file.size > ATTENDANCE_CSV_MAX_BYTES)
          throw new DomainError("Please correct the fields marked below.", 400, { file: "The file is larger than 60 KB." });
        const { registrants } = await importAttendance(db, user.actor, params.sessionId, await file.text());
        return reply<Result>({
          intent,
          ok: true,
          toast: { title: "Attendance imported", description: `Minutes recorded for ${registrants} registrant${registrants === 1 ? "" : "s"}.` },
        });
      }
      case "issue": {
        const outcome = await issueCertificates(db, context.config, user.actor, params.sessionId);
        deliverSoon(context);
        const notMet = outcome.notMet.map((entry) => `${entry.name}: ${entry.reason}`);
        return reply<Result>({
          intent,
          ok: true,
          toast: {
            title: "Certificates issued",
            description: `${outcome.issued} issued and mailed; ${outcome.alreadyIssued} already had one; ${notMet.length} did not meet the rule.`,
          },
          rowErrors: notMet,
        });
      }
      default:
        return data("Unknown action.", { status: 400 });
    }
  } catch (error) {
    const rowErrors = error instanceof AttendanceImportError ? error.rowErrors : undefined;
    return failure<Result>(context, error, { intent, fallback: { title: "Not done", description: "Try again." }, extra: { values, rowErrors } });
  }
}

export default function Session({ loaderData, actionData }: Route.ComponentProps) {
  const { session, roster, accreditors, zones } = loaderData;
  const result = actionData as Result | undefined;
  const answered = (intent: string) => (result?.intent === intent ? result : undefined);
  const when = sessionTimeText(new Date(session.startsAt), new Date(session.endsAt), session.timeZone);
  const confirmed = roster.filter((row) => row.status === "confirmed");
  const current: SessionFormValues = {
    ...session,
    seats: String(session.seats),
    accreditor: session.accreditor ?? "",
    startsAt: localInputOf(new Date(session.startsAt), session.timeZone),
    endsAt: localInputOf(new Date(session.endsAt), session.timeZone),
    registrationDeadline: localInputOf(new Date(session.registrationDeadline), session.timeZone),
  };
  return (
    <div className="space-y-6">
      <SectionCard aria-labelledby="session-heading" className="space-y-2 p-4 sm:p-6">
        <h2 id="session-heading" className="text-xl font-semibold text-slate-900">
          {session.title}
        </h2>
        <p className="text-slate-700">
          {courseLabel(session.course)} · {when} · {session.price}
        </p>
        <p className="text-slate-700">
          {session.seatsTaken} of {session.seats} seats taken or offered · accreditor: {session.accreditor ?? "none"}
        </p>
        <a
          className="font-semibold text-brand-700 underline"
          href={href("/svcs/admin-dashboard/training/sessions/:sessionId/roster", { sessionId: session.id })}
        >
          Export the roster (CSV)
        </a>
      </SectionCard>

      <SectionCard aria-labelledby="roster-heading" className="space-y-4 p-4 sm:p-6">
        <h2 id="roster-heading" className="text-lg font-semibold text-slate-900">
          Roster and attendance
        </h2>
        <ActionMessage result={answered("attendance")} />
        {roster.length === 0 ? (
          <p className="text-slate-600">Nobody has registered yet.</p>
        ) : (
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="attendance" />
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Registrants of this session</caption>
                <thead>
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-2 pr-3">
                      Name
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      E-mail
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Status
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Minutes attended
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {roster.map((row) => (
                    <tr key={row.id} className="border-b border-slate-100">
                      <td className="py-2 pr-3">{row.name}</td>
                      <td className="py-2 pr-3 break-all">{row.email}</td>
                      <td className="py-2 pr-3">{row.status}</td>
                      <td className="py-2 pr-3">
                        {row.status === "confirmed" ? (
                          <>
                            <Input
                              type="number"
                              min={0}
                              name={`${MINUTES_PREFIX}${row.id}`}
                              defaultValue={row.attendedMinutes ?? ""}
                              aria-label={`Minutes attended by ${row.name}`}
                              aria-invalid={result?.fieldErrors?.[`minutes-${row.id}`] ? true : undefined}
                              className="w-28"
                            />
                            {result?.fieldErrors?.[`minutes-${row.id}`] ? <p className="text-red-700">{result.fieldErrors[`minutes-${row.id}`]}</p> : null}
                          </>
                        ) : (
                          "—"
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {confirmed.length > 0 ? <Button type="submit">Save attendance</Button> : null}
          </Form>
        )}
      </SectionCard>

      <SectionCard aria-labelledby="import-heading" className="space-y-4 p-4 sm:p-6">
        <h2 id="import-heading" className="text-lg font-semibold text-slate-900">
          Import the webinar tool&apos;s attendance report
        </h2>
        <p className="text-sm text-slate-600">
          A CSV with the columns Email (or User Email), Join Time and Leave Time; times without an offset are read in {session.timeZone}. A file with any bad
          row is refused whole, each problem named by its line.
        </p>
        <ActionMessage result={answered("import")} />
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="import" />
          <div>
            <label htmlFor="attendance-file" className="block text-sm font-semibold text-slate-900">
              Attendance report (CSV)
            </label>
            <input id="attendance-file" type="file" name="file" accept=".csv,text/csv" className="mt-1.5 block text-sm" />
            {answered("import")?.fieldErrors?.file ? <p className="text-sm text-red-700">{answered("import")!.fieldErrors!.file}</p> : null}
          </div>
          <Button type="submit">Import</Button>
        </Form>
      </SectionCard>

      <SectionCard aria-labelledby="issue-heading" className="space-y-4 p-4 sm:p-6">
        <h2 id="issue-heading" className="text-lg font-semibold text-slate-900">
          Certificates
        </h2>
        <p className="text-sm text-slate-600">
          Issued after the session ends, to confirmed registrants whose minutes meet the accreditor&apos;s rule; each is mailed its PDF link and code.
        </p>
        <ActionMessage result={answered("issue")} />
        <Form method="post">
          <input type="hidden" name="intent" value="issue" />
          <Button type="submit">Issue certificates</Button>
        </Form>
      </SectionCard>

      <SectionCard aria-labelledby="edit-heading" className="space-y-4 p-4 sm:p-6">
        <h2 id="edit-heading" className="text-lg font-semibold text-slate-900">
          Change the session
        </h2>
        <ActionMessage result={answered("update")} />
        <SessionForm
          intent="update"
          values={answered("update") && !result?.ok ? (result?.values ?? current) : current}
          fieldErrors={answered("update")?.fieldErrors ?? {}}
          accreditors={accreditors}
          zones={zones}
          submit="Save session"
        />
      </SectionCard>
    </div>
  );
}
