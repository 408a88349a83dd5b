import { isRouteErrorResponse } from "react-router";
import { Card } from "~/components/ui/card";
import { isDatabaseUnavailableAnswer } from "~/lib/admin/database-unavailable";
import { isAccessRestricted } from "~/lib/security/geo-block";
import { AccessRestrictedOverlay } from "./access-restricted-overlay";
import { DatabaseUnavailableNotice } from "./database-unavailable-notice";

/** What an admin page shows when its loader failed: an outage, a blocked country, a missing permission, or anything else. */
export function AdminPageError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && isDatabaseUnavailableAnswer(error)) return <DatabaseUnavailableNotice />;
  if (isRouteErrorResponse(error) && isAccessRestricted(error.data)) return <AccessRestrictedOverlay country={error.data.accessRestricted.country} />;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <Card className="p-6" role="alert">
      <h2 className="text-xl font-semibold text-slate-900">{forbidden ? "Not available for your account" : "Something went wrong"}</h2>
      <p className="mt-2 text-slate-700">
        {forbidden ? "Your account type does not have permission to open this section." : "This section could not be loaded. Please try again in a moment."}
      </p>
    </Card>
  );
}
