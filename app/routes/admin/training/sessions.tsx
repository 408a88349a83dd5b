import { href, Link } from "react-router";
import { SectionCard } from "~/components/ui/card";
import type { ActionResult } from "~/lib/admin/action-result";
import { timeZoneChoices } from "~/lib/calendar/time-zone";
import { courseLabel } from "~/lib/training/training-options";
import { sessionTimeText } from "~/lib/training/zoned-time";
import { failure, formValues, reply } from "~/routes/admin/action.server";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { readForm } from "~/routes/read-form.server";
import { accreditorNames, createSession, listSessions } from "~/services/training";
import { ActionMessage, SessionForm, type SessionFormValues } from "./session-form";
import type { Route } from "./+types/sessions";

type Result = ActionResult<{ values: SessionFormValues }>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "training:manage");
  const db = context.database.db;
  const now = new Date();
  const read = async () => ({
    sessions: (await listSessions(db, user.actor)).map((row) => ({ ...row, past: row.session.startsAt <= now })),
    accreditors: await accreditorNames(db),
    zones: timeZoneChoices(),
  });
  return loadOrUnavailable(context, read, {
    label: "training sessions",
    fallback: { sessions: [], accreditors: [], zones: timeZoneChoices() },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "training:manage");
  const values = formValues(await readForm(request, context)) as SessionFormValues;
  try {
    await createSession(context.database.db, user.actor, values);
    return reply<Result>({
      intent: "create",
      ok: true,
      toast: { title: "Session added", description: "It is listed on its course page while it is upcoming." },
    });
  } catch (error) {
    return failure<Result>(context, error, {
      intent: "create",
      fallback: { title: "The session was not added", description: "Try again." },
      extra: { values },
    });
  }
}

export default function Sessions({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as Result | undefined;
  return (
    <div className="space-y-6">
      <SectionCard aria-labelledby="training-sessions" className="p-4 sm:p-6">
        <h2 id="training-sessions" className="text-lg font-semibold text-slate-900">
          Sessions
        </h2>
        {loaderData.sessions.length === 0 ? (
          <p className="mt-2 text-slate-600">No sessions yet. Add the first one below.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {loaderData.sessions.map(({ session, waitlisted, past }) => (
              <li key={session.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
                <div>
                  <Link
                    className="font-semibold text-brand-700 underline"
                    to={href("/svcs/admin-dashboard/training/sessions/:sessionId", { sessionId: session.id })}
                  >
                    {session.title}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {courseLabel(session.course)} · {sessionTimeText(new Date(session.startsAt), new Date(session.endsAt), session.timeZone)}
                    {past ? " · past" : ""}
                  </p>
                </div>
                <p className="text-sm text-slate-700">
                  {session.seatsTaken} of {session.seats} seats taken · {waitlisted} waiting
                </p>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard aria-labelledby="training-add" className="space-y-4 p-4 sm:p-6">
        <h2 id="training-add" className="text-lg font-semibold text-slate-900">
          Add a session
        </h2>
        <ActionMessage result={result} />
        <SessionForm
          key={result?.ok ? "added" : "form"}
          intent="create"
          values={result?.ok ? {} : (result?.values ?? {})}
          fieldErrors={result?.fieldErrors ?? {}}
          accreditors={loaderData.accreditors}
          zones={loaderData.zones}
          submit="Add session"
        />
      </SectionCard>
    </div>
  );
}
