import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { MediaPanel } from "./media-panel";
import { can } from "~/lib/auth/permissions";
import { countTrashedMedia, listMedia } from "~/services/media/index";
import { requireAdmin } from "~/routes/admin/guard.server";
import { handleMediaAction } from "./media.server";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context, "dashboard:view");
  const search = new URL(request.url).searchParams.get("q")?.slice(0, 100) ?? "";
  const canManage = can(viewer.userType, "media:manage");
  const db = context.database.db;
  const read = async () => {
    const [items, trashed] = await Promise.all([listMedia(db, viewer, { search }), canManage ? countTrashedMedia(db) : 0]);
    return { items, trashed };
  };
  const fallback = { items: [], trashed: 0 };
  return {
    search,
    canManage,
    keptDays: context.config.RETENTION_TRASH_DAYS,
    ...(await loadOrUnavailable(context, read, { label: "media library", fallback })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "media:manage");
  return handleMediaAction(request, context, user);
}

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  return <MediaPanel {...loaderData} />;
}
