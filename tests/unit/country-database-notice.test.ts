import { describe, expect, it, vi } from "vitest";
import { countryDatabaseInfo, logCountryDatabaseAge } from "~/services/analytics";

describe("the country database's age is told to the operator", () => {
  const config = { GEOIP_DB_PATH: undefined };

  it("logs a warning naming GEOIP_DB_PATH once the bundled database is past 90 days", () => {
    const builtAt = countryDatabaseInfo(config)!.builtAt;
    const warn = vi.fn();
    const late = new Date(builtAt.getTime() + 120 * 86_400_000);
    const logged = logCountryDatabaseAge({ config, logger: { warn } }, late);
    expect(logged).toMatch(/^The country database is from .*GEOIP_DB_PATH/);
    expect(warn).toHaveBeenCalledWith({ countryDatabase: expect.stringMatching(/dbip-country\.mmdb$/) }, logged);
  });

  it("says nothing while it is fresh, and warns when no database can be read", () => {
    const builtAt = countryDatabaseInfo(config)!.builtAt;
    const warn = vi.fn();
    expect(logCountryDatabaseAge({ config, logger: { warn } }, new Date(builtAt.getTime() + 10 * 86_400_000))).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(logCountryDatabaseAge({ config: { GEOIP_DB_PATH: "/nonexistent/country.mmdb" }, logger: { warn } })).toMatch(/could not be read/);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
