/** The courses sessions belong to: the site-content documents that describe them (app/content/training.ts). */
export const TRAINING_COURSES = [
  { value: "chsa", label: "CHSA Certification" },
  { value: "hsae", label: "HSAe Training" },
] as const;
export type TrainingCourse = (typeof TRAINING_COURSES)[number]["value"];

export const SESSION_FORMATS = [
  { value: "online", label: "Online (webinar)" },
  { value: "in_person", label: "In person" },
] as const;
export type SessionFormat = (typeof SESSION_FORMATS)[number]["value"];

/**
 * A registration's state. confirmed and offered hold a seat (the session's seats_taken counts
 * them); waitlisted waits for one; cancelled and expired hold nothing.
 */
/** A session's field limits: the form's maxlength and the server's schema read these. */
export const SESSION_LIMITS = { title: 120, price: 80, joiningDetails: 2_000, seats: 1_000 } as const;

export const REGISTRATION_STATUSES = ["confirmed", "waitlisted", "offered", "cancelled", "expired"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const SEAT_HOLDING_STATUSES = ["confirmed", "offered"] as const satisfies readonly RegistrationStatus[];

export const valuesOf = <Value extends string>(options: readonly { value: Value }[]): Value[] => options.map((option) => option.value);

export function courseLabel(course: string): string {
  return TRAINING_COURSES.find((entry) => entry.value === course)?.label ?? course;
}
