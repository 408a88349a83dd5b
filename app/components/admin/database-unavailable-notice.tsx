import { Card } from "~/components/ui/card";
import { DATABASE_UNAVAILABLE } from "~/lib/admin/database-unavailable";

/** What an admin page shows instead of its content while the database cannot be reached. */
export function DatabaseUnavailableNotice() {
  return (
    <Card className="p-6" role="alert" data-testid="database-unavailable">
      <h2 className="text-xl font-semibold text-slate-900">{DATABASE_UNAVAILABLE.title}</h2>
      <p className="mt-2 text-slate-700">{DATABASE_UNAVAILABLE.description}</p>
    </Card>
  );
}
