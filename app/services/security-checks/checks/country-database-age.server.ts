import { countryDatabaseInfo } from "~/services/analytics";
import type { SecurityCheck } from "../check-definition.server";

export const COUNTRY_DATABASE_MAX_AGE_DAYS = 90;

export const countryDatabaseAge: SecurityCheck = {
  id: "country-database-age",
  title: "Current country database",
  severity: "low",
  passed: `The country database was built within the last ${COUNTRY_DATABASE_MAX_AGE_DAYS} days.`,
  whyItMatters:
    "Address ranges change hands every month: an old database puts visitors in the wrong country, so geographic blocking and the analytics' countries drift.",
  howToFix: "Download a current DB-IP Lite Country (or MaxMind GeoLite2 Country) .mmdb and point GEOIP_DB_PATH at it, or update the bundled package.",
  run({ services: { config }, now }) {
    const info = countryDatabaseInfo(config);
    const command = "GEOIP_DB_PATH=/var/lib/geoip/dbip-country-lite.mmdb";
    if (!info) return { found: "The country database could not be opened.", command };
    const days = Math.floor((now.getTime() - info.builtAt.getTime()) / 86_400_000);
    if (days <= COUNTRY_DATABASE_MAX_AGE_DAYS) return null;
    return { found: `The country database was built ${days} days ago (${info.builtAt.toISOString().slice(0, 10)}).`, command };
  },
};
