import { ENHANCE } from "~/lib/site/enhance-attributes";

/**
 * The booking page lists times in the zone the visitor chose; without a choice the server uses a
 * default. With JavaScript, a first visit takes the browser's own zone instead: the zone form is
 * set to it and sent (a GET), so the list is the server's, in the visitor's zone. A choice made in
 * the list is never overridden (the form carries data-booking-zone="chosen" then).
 */
export function enhanceBookingZone(): void {
  const form = document.querySelector<HTMLFormElement>(`form[${ENHANCE.bookingZone}]`);
  if (!form || form.getAttribute(ENHANCE.bookingZone) === "chosen") return;
  const select = form.querySelector<HTMLSelectElement>("select[name=zone]");
  let detected = "";
  try {
    detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return;
  }
  if (!select || !detected || select.value === detected) return;
  if (![...select.options].some((option) => option.value === detected)) return;
  select.value = detected;
  form.requestSubmit();
}
