import { format } from "date-fns";

/** Spec section 9 date format: MM/dd/yyyy h:mm a. */
export const DATE_TIME_FORMAT = "MM/dd/yyyy h:mm a";

export function formatDateTime(date: Date): string {
  return format(date, DATE_TIME_FORMAT);
}
