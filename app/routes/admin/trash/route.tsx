import { can } from "~/lib/auth/permissions";
import { requireAdmin } from "~/routes/admin/guard.server";
import { loadOrUnavailable } from "~/routes/admin/load-or-unavailable.server";
import { listTrashedPosts } from "~/services/blog/index";
import { listTrashedMedia } from "~/services/media/index";
import { handleTrashAction } from "./trash.server";
import { TrashPanel } from "./trash-panel";
import type { Route } from "./+types/route";

/** Deleted posts and images, restored by staff who manage them, deleted for good by admins (or by the retention job). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, "blog:manage");
  const db = context.database.db;
  const [posts, media] = await loadOrUnavailable(context, () => Promise.all([listTrashedPosts(db), listTrashedMedia(db)]));
  return { posts, media, keptDays: context.config.RETENTION_TRASH_DAYS, canPurge: can(user.userType, "trash:purge"), now: new Date().toISOString() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context, "blog:manage");
  return handleTrashAction(request, context, user);
}

export default function Trash({ loaderData }: Route.ComponentProps) {
  return <TrashPanel {...loaderData} />;
}
