/** The spec's overlay for a visitor whose country may not open the admin area. */
export const ACCESS_RESTRICTED_TEXT = {
  title: "Access Restricted",
  reason: (country: string) => `Access denied from ${country}`,
  help: "The admin area is not available from your location. If you are staff, contact the site's administrator.",
} as const;

/** The body of the 403 answer to a blocked visitor, read back by the admin error boundary. */
export type AccessRestricted = { accessRestricted: { country: string } };

export function isAccessRestricted(value: unknown): value is AccessRestricted {
  return (
    typeof value === "object" && value !== null && "accessRestricted" in value && typeof (value as AccessRestricted).accessRestricted?.country === "string"
  );
}
