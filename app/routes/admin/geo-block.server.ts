import { data } from "react-router";
import { countryName } from "~/lib/security/country-list";
import type { AccessRestricted } from "~/lib/security/geo-block";
import { countryOf } from "~/services/analytics";
import type { RequestContext } from "~/services/platform";

/**
 * Refuses the admin area to visitors whose address the shipped country database places in a
 * country of ADMIN_BLOCKED_COUNTRIES: a 403 the admin error boundary shows as 'Access Restricted'.
 * Unknown, private and loopback addresses are not blocked (no country to judge).
 */
export function refuseBlockedCountry(context: Pick<RequestContext, "config" | "clientIp">): void {
  const blocked = context.config.ADMIN_BLOCKED_COUNTRIES;
  if (blocked.length === 0) return;
  const country = countryOf(context.config, context.clientIp);
  if (!country || !blocked.includes(country)) return;
  const body: AccessRestricted = { accessRestricted: { country: countryName(country) } };
  throw data(body, { status: 403, headers: { "Cache-Control": "no-store" } });
}
