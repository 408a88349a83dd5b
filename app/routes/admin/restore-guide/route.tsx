import { RestoreGuidePanel } from "./restore-guide-panel";
import { requireAdmin } from "~/routes/admin/guard.server";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "backups:manage");
  return { dailyAt: context.config.BACKUP_DAILY_AT };
}

export default function RestoreGuide({ loaderData }: Route.ComponentProps) {
  return <RestoreGuidePanel dailyAt={loaderData.dailyAt} />;
}
