import { Outlet } from "react-router";
import { requireAdmin } from "~/routes/admin/guard.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "dashboard:view");
  return null;
}

/** The Site Content tab: its list, a document's editor or a document's history. */
export default function SiteContent() {
  return <Outlet />;
}
