import { Outlet } from "react-router";
import { requireAdmin } from "~/routes/admin/guard.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, "newsletter:manage");
  return null;
}

/** The Subscribers tab: the list with its sends, or one post's send page. */
export default function Subscribers() {
  return <Outlet />;
}
