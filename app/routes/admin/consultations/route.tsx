import { useFetcher } from "react-router";
import { fieldProps, FormField, selectClass } from "~/components/admin/form-field";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { dayHoursText, WEEK_DAYS } from "~/lib/bookings/booking-options";
import { timeZoneChoices } from "~/lib/calendar/time-zone";
import { BOOKING_PATH } from "~/lib/site/public-paths";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { type HostSettingsRow, listHostSettings } from "~/services/bookings";
import { handleHostAction, type HostActionResult } from "./consultations.server";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "leads:manage");
  const read = async () => ({ hosts: await listHostSettings(context.database.db, user.actor) });
  return {
    zones: timeZoneChoices(),
    ...(await loadOrUnavailable(context, read, { label: "consultation hours", fallback: { hosts: [] as HostSettingsRow[] } })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "leads:manage");
  return handleHostAction(request, context, user);
}

function initialValues(host: HostSettingsRow): Record<string, string> {
  const s = host.settings;
  const values: Record<string, string> = {
    timeZone: s?.timeZone ?? "America/New_York",
    daysOff: s?.daysOff.join(", ") ?? "",
    durations: s?.durations.join(", ") ?? "30",
    bufferBeforeMinutes: String(s?.bufferBeforeMinutes ?? 0),
    bufferAfterMinutes: String(s?.bufferAfterMinutes ?? 15),
    minNoticeMinutes: String(s?.minNoticeMinutes ?? 240),
    horizonDays: String(s?.horizonDays ?? 30),
    maxPerDay: String(s?.maxPerDay ?? 4),
  };
  for (const { day } of WEEK_DAYS) values[`hours${day}`] = s ? dayHoursText(s.weeklyHours, day) : day <= 5 ? "09:00-17:00" : "";
  return values;
}

function HostForm({ host, zones }: { host: HostSettingsRow; zones: string[] }) {
  const fetcher = useFetcher<HostActionResult>();
  useActionToast(fetcher);
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const errors = failed?.fieldErrors ?? {};
  const values = failed?.values ?? initialValues(host);
  const id = (name: string) => `host-${host.userId}-${name}`;
  const text = (name: string, label: string, hint?: string) => (
    <FormField id={id(name)} label={label} error={errors[name]}>
      <Input name={name} defaultValue={values[name]} {...fieldProps(id(name), errors[name])} />
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
    </FormField>
  );
  return (
    <fetcher.Form method="post" className="space-y-4" aria-label={`Consultation hours of ${host.username}`}>
      <Honeypot />
      <input type="hidden" name="userId" value={host.userId} />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input type="checkbox" name="active" defaultChecked={host.settings ? host.settings.active : false} className="size-4" />
        Takes consultations
      </label>
      {host.email ? null : <p className="text-sm text-amber-800">This account has no e-mail address: its invitations go to the leads address instead.</p>}
      <FormField id={id("timeZone")} label="Time zone of the hours" error={errors.timeZone}>
        <select name="timeZone" defaultValue={values.timeZone} className={selectClass} {...fieldProps(id("timeZone"), errors.timeZone)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Weekly hours (for example 09:00-12:00, 13:00-17:00; empty for a day off)</legend>
        {WEEK_DAYS.map(({ day, label }) => (
          <div key={day}>{text(`hours${day}`, label)}</div>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {text("durations", "Meeting lengths (minutes)", "Separated by commas, each a multiple of 15.")}
        {text("bufferBeforeMinutes", "Buffer before (minutes)")}
        {text("bufferAfterMinutes", "Buffer after (minutes)")}
        {text("minNoticeMinutes", "Minimum notice (minutes)")}
        {text("horizonDays", "How far ahead (days)")}
        {text("maxPerDay", "At most a day")}
      </div>
      {text("daysOff", "Days off", "Dates as 2027-03-17, separated by commas.")}
      <FormField id={id("busyFeedUrl")} label="Private busy calendar feed (ICS address)" error={errors.busyFeedUrl}>
        <Input
          name="busyFeedUrl"
          type="url"
          autoComplete="off"
          defaultValue=""
          placeholder={host.settings?.busyFeedSet ? "A feed is set (kept when left empty)" : "https://…/basic.ics"}
          {...fieldProps(id("busyFeedUrl"), errors.busyFeedUrl)}
        />
        <p className="mt-1 text-xs text-slate-600">
          Read by the server every 15 minutes; never shown again once saved.
          {host.settings?.busyFetchedAt ? ` Last read ${new Date(host.settings.busyFetchedAt).toUTCString()}.` : ""}
          {host.settings?.busyError ? ` Last error: ${host.settings.busyError}` : ""}
        </p>
      </FormField>
      {host.settings?.busyFeedSet ? (
        <label className="flex items-center gap-2 text-sm text-slate-900">
          <input type="checkbox" name="clearFeed" className="size-4" />
          Remove the busy feed
        </label>
      ) : null}
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        Save hours of {host.username}
      </Button>
    </fetcher.Form>
  );
}

export default function Consultations({ loaderData }: Route.ComponentProps) {
  const { hosts, zones } = loaderData;
  return (
    <section aria-labelledby="consultations-heading" className="space-y-4">
      <div>
        <h2 id="consultations-heading" className="text-xl font-semibold text-slate-900">
          Consultations
        </h2>
        <p className="text-sm text-slate-700">
          Who takes consultations and when, each in their own time zone. Visitors book on the{" "}
          <a href={BOOKING_PATH} className="font-medium text-brand-700 underline underline-offset-2">
            booking page
          </a>
          ; each booking is a lead in the Leads tab.
        </p>
      </div>
      <ul className="space-y-3">
        {hosts.map((host) => (
          <li key={host.userId}>
            <details className="rounded-lg border border-slate-200 bg-white p-4" open={hosts.length === 1}>
              <summary className="cursor-pointer font-semibold text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-600">
                {host.username} · {host.settings?.active ? `takes consultations (${host.settings.timeZone})` : "does not take consultations"}
              </summary>
              <div className="mt-4">
                <HostForm host={host} zones={zones} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
