import type { SlotDay } from "~/lib/bookings/slots";
import { ENHANCE } from "~/lib/site/enhance-attributes";
import { buttonClass } from "../button-class";

const controlClass =
  "mt-1.5 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600";

/**
 * The time zone (and meeting length) of the list: a GET form, so it works without JavaScript; the
 * enhancement script puts the browser's zone in on a first visit (data-booking-zone).
 */
export function ZoneForm(props: {
  action: string;
  zone: string;
  zoneChosen: boolean;
  zones: readonly string[];
  lengths: readonly number[];
  length: number;
  texts: { zoneLabel: string; lengthLabel: string; zoneButton: string };
  hidden?: Record<string, string>;
}) {
  const { texts: T } = props;
  return (
    <form method="get" action={props.action} {...{ [ENHANCE.bookingZone]: props.zoneChosen ? "chosen" : "" }} className="flex flex-wrap items-end gap-4">
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-56 flex-1">
        <label htmlFor="booking-zone" className="block font-semibold text-brand-900">
          {T.zoneLabel}
        </label>
        <select id="booking-zone" name="zone" defaultValue={props.zone} className={controlClass}>
          {props.zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </div>
      {props.lengths.length > 1 ? (
        <div>
          <label htmlFor="booking-length" className="block font-semibold text-brand-900">
            {T.lengthLabel}
          </label>
          <select id="booking-length" name="length" defaultValue={String(props.length)} className={controlClass}>
            {props.lengths.map((length) => (
              <option key={length} value={length}>
                {length} minutes
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="submit" className={buttonClass({ variant: "outline", size: "md" })}>
        {T.zoneButton}
      </button>
    </form>
  );
}

/** The free times as radio buttons grouped by the visitor's day: a list of choices, keyboard-operable, no script needed. */
export function SlotList(props: { days: readonly SlotDay[]; zone: string; chosen: string | null; heading: string; noSlots: string; error?: string }) {
  if (props.days.length === 0) return <p className="rounded-lg bg-brand-50 p-4 text-slate-800">{props.noSlots}</p>;
  const errorId = props.error ? "slot-error" : undefined;
  return (
    <fieldset id="slot-field" aria-describedby={errorId} className="space-y-4">
      <legend className="text-lg font-bold text-brand-900">
        {props.heading} <span className="font-normal text-slate-700">({props.zone.replaceAll("_", " ")})</span>
      </legend>
      {props.error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {props.error}
        </p>
      ) : null}
      <div className="max-h-[28rem] space-y-4 overflow-y-auto pr-1" tabIndex={-1}>
        {props.days.map((day) => (
          <fieldset key={day.date} className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 font-semibold text-slate-900">{day.label}</legend>
            <div className="flex flex-wrap gap-2">
              {day.slots.map((slot) => {
                const id = `slot-${slot.value.replace(/[^0-9]/g, "")}`;
                return (
                  <div key={slot.value}>
                    <input type="radio" id={id} name="slot" value={slot.value} defaultChecked={props.chosen === slot.value} className="peer sr-only" />
                    <label
                      htmlFor={id}
                      className="inline-block cursor-pointer rounded-md border border-slate-400 px-3 py-2 text-slate-900 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
                    >
                      {slot.label}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
