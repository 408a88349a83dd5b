import { daysBetween } from "./periods";

/** Address blocks change hands every month; past this age the countries drift, so the operator is told (the log at start). */
export const COUNTRY_DATABASE_MAX_AGE_DAYS = 90;

/** The operator's warning about the country database (logged at start), or null while it is fresh enough. */
export function countryDatabaseWarning(builtOn: string | null, today: string): string | null {
  if (!builtOn)
    return "The country database could not be read, so new page views are stored without a country. Set GEOIP_DB_PATH to a country database (.mmdb).";
  const age = daysBetween(builtOn, today) - 1;
  if (age <= COUNTRY_DATABASE_MAX_AGE_DAYS) return null;
  return `The country database is from ${builtOn}, ${age} days ago (more than ${COUNTRY_DATABASE_MAX_AGE_DAYS}): some visitors' countries may be wrong or unknown. Set GEOIP_DB_PATH to a newer DB-IP Lite Country or GeoLite2 Country file (.mmdb) and restart.`;
}
