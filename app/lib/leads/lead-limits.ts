/** The longest each lead field may be (the form's maxlength, the schema's limit, the admin's notes). */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  organisation: 150,
  message: 5_000,
  notes: 5_000,
  search: 100,
} as const;
