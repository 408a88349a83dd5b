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
  try {
    return { ok: true, search, canManage, items: await listMedia(context.database.db, viewer, { search }) };
  } catch (error) {
    context.log.error({ err: error }, "media library could not load");
    return { ok: false, search, canManage, items: [] };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "media:manage");
  return handleMediaAction(request, context, user);
}

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  return <MediaPanel {...loaderData} />;
}
