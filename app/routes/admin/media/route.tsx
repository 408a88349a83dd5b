import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { MediaPanel } from "./media-panel";
import { can } from "~/lib/auth/permissions";
import { listMedia } from "~/services/media/index";
import { requireAdmin } from "~/routes/admin/guard.server";
import { handleMediaAction } from "./media.server";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context, "dashboard:view");
  const search = new URL(request.url).searchParams.get("q")?.slice(0, 100) ?? "";
  const canManage = can(viewer.userType, "media:manage");
  const read = async () => ({ items: await listMedia(context.database.db, viewer, { search }) });
  return { search, canManage, ...(await loadOrUnavailable(context, read, { label: "media library", fallback: { items: [] } })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "media:manage");
  return handleMediaAction(request, context, user);
}

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  return <MediaPanel {...loaderData} />;
}
