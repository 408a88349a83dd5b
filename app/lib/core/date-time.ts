import { formatDatePattern } from "./date-pattern";

// Apart from dates.ts so that the admin frame, which shows a date and time, does not take the post
// dates' parser (date-fns' parseISO) into every admin page (decision 086).

/** Date and time as the admin area shows them everywhere: MM/dd/yyyy h:mm a. */
export const DATE_TIME_FORMAT = "MM/dd/yyyy h:mm a";

export function formatDateTime(date: Date): string {
  return formatDatePattern(date, DATE_TIME_FORMAT);
}
