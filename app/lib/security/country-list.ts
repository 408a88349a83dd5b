export const COUNTRY_LIST_EXPECTED = "a comma-separated list of two-letter ISO 3166-1 country codes such as CN,RU,KP (or empty)";

/** Every officially assigned ISO 3166-1 alpha-2 code has an English name; unassigned ones echo back. */
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && code !== "ZZ" && regionNames.of(code) !== code;
}

/** "cn, ru" → ["CN", "RU"]; null when any entry is not an assigned country code. */
export function parseCountryList(value: string): string[] | null {
  const codes = value
    .split(",")
    .map((entry) => entry.trim().toUpperCase())
    .filter(Boolean);
  if (codes.some((code) => !isCountryCode(code))) return null;
  return [...new Set(codes)];
}

/** The country's English name for 'Access denied from {country}', or the code itself. */
export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}
